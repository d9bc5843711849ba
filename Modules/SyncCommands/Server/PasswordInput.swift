import AppPlugin
import FoundationEssentials
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a new password: one line of standard input, or, on a terminal,
/// asked twice with echo off (the prompts go to stderr, so stdout stays the
/// command's answer). Empty or different twice: refused.
enum PasswordInput {
    static func read(for name: String, _ context: HostContext) throws -> String {
        guard context.terminal.stdinIsTTY else {
            let line = readLine(strippingNewline: true).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 } ?? ""
            guard !line.isEmpty else { throw ServerCommandError.emptyPassword }
            return line
        }
        let l = context.localizer
        let first = withoutEcho(prompt: l(.syncAddUserPrompt(name)), context)
        guard !first.isEmpty else { throw ServerCommandError.emptyPassword }
        guard withoutEcho(prompt: l(.syncAddUserPromptAgain), context) == first else {
            throw ServerCommandError.passwordsDiffer
        }
        return first
    }

    /// One line typed with the terminal's echo off (`HiddenInput`). The echo
    /// goes off before the prompt shows, so nothing typed after the prompt is
    /// echoed or flushed.
    private static func withoutEcho(prompt: String, _ context: HostContext) -> String {
        let line = HiddenInput.withoutEcho {
            context.errorOutput.write(prompt)
            return readLine(strippingNewline: true) ?? ""
        }
        context.errorOutput.line()
        return line
    }
}

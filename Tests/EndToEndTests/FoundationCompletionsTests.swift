import Foundation
import Testing

/// `APP completions SHELL` prints scripts the shells accept and that complete.
@Suite("Foundation: shell completions")
struct FoundationCompletionsTests {
    static let executables = FoundationCommandLineTests.executables

    static func shellPath(_ name: String) -> String? { SystemTool.path(name) }

    /// Writes `APP completions SHELL` into the sandbox and returns its path.
    static func script(_ executable: String, _ shell: String, in sandbox: TestSandbox) throws -> String {
        let result = try sandbox.run(executable, ["completions", shell])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        return try sandbox.write(result.stdoutData, to: "\(executable).\(shell)")
    }

    @Test("the bash script passes `bash -n`", arguments: executables)
    func bashSyntax(executable: String) throws {
        let sandbox = try TestSandbox()
        let bash = try #require(Self.shellPath("bash"), "bash is needed")
        let check = try ProcessRunner.run(
            bash, ["-n", try Self.script(executable, "bash", in: sandbox)],
            environment: sandbox.environment())
        #expect(check.exitCode == 0, "\(check)")
        #expect(check.stderr.isEmpty)
    }

    @Test("sourced in bash, the script completes commands, options and option values")
    func bashCompletes() throws {
        let sandbox = try TestSandbox()
        let bash = try #require(Self.shellPath("bash"), "bash is needed")
        let path = try Self.script("goals", "bash", in: sandbox)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let function = try #require(
            source.split(separator: "\n").first { $0.hasPrefix("complete -F ") }?
                .split(separator: " ").dropFirst(2).first.map(String.init))
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source '\(path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); \(function); printf '%s\\n' "
                + "\"${COMPREPLY[@]}\""
            let result = try ProcessRunner.run(
                bash, ["--norc", "--noprofile", "-c", program], environment: sandbox.environment())
            #expect(result.exitCode == 0, "\(result)")
            return result.stdoutLines.filter { !$0.isEmpty }.sorted()
        }
        #expect(try complete(["goals", "mig"]) == ["migrate"])
        #expect(try complete(["goals", "an"]) == ["analytics"])
        #expect(try complete(["goals", "migrate", "--f"]) == ["--force"])
        #expect(try complete(["goals", "migrate", "--to", ""]) == ["json", "sqlite"])
        #expect(try complete(["goals", "--store", "j"]) == ["json"])
    }

    @Test(
        "the zsh script passes `zsh -n`", .enabled(if: shellPath("zsh") != nil, "zsh is not installed"),
        arguments: executables)
    func zshSyntax(executable: String) throws {
        let sandbox = try TestSandbox()
        let check = try ProcessRunner.run(
            Self.shellPath("zsh")!, ["-n", try Self.script(executable, "zsh", in: sandbox)],
            environment: sandbox.environment())
        #expect(check.exitCode == 0, "\(check)")
    }

    @Test(
        "the fish script passes `fish --no-execute`", .enabled(if: shellPath("fish") != nil, "fish is not installed"),
        arguments: executables)
    func fishSyntax(executable: String) throws {
        let sandbox = try TestSandbox()
        let check = try ProcessRunner.run(
            Self.shellPath("fish")!, ["--no-execute", try Self.script(executable, "fish", in: sandbox)],
            environment: sandbox.environment())
        #expect(check.exitCode == 0, "\(check)")
    }
}

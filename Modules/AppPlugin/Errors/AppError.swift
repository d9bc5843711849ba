import CLIKit
import Localization

/// An error an app raises for the user: it knows its exit code and its
/// localized one-line message.
package protocol AppError: Error {
    var exitCode: ExitCode { get }
    func message(_ l: Localizer) -> String
    /// An optional second line (a hint or a list of candidates).
    func hint(_ l: Localizer) -> String?
}

extension AppError {
    package func hint(_ l: Localizer) -> String? { nil }
}

/// A process that ends with a code and nothing more to say (a declined
/// confirmation, Ctrl-C in a wizard). The runner prints nothing for it.
package struct SilentExit: Error, Sendable {
    package var code: Int32
    package init(_ code: ExitCode) { self.code = code.rawValue }
    /// For codes outside the documented table, such as 130 after Ctrl-C.
    package init(code: Int32) { self.code = code }

    /// 128 + SIGINT: the exit after Ctrl-C, as a shell reports a program it interrupted.
    package static let interrupted: Int32 = 130
}

import CLIKit
import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run's exit code becomes once its output is checked: a command whose
/// answer did not reach stdout (a full disk, `/dev/full`, a closed stdout)
/// has not done what it was asked, so it says so on stderr and fails; a
/// reader that went away (`| head`) is not an error worth a message and
/// gets the exit a shell expects from a broken pipe.
enum OutputCheck {
    /// 128 + SIGPIPE, what a shell reports for a program killed by a broken pipe.
    static let brokenPipe: Int32 = 128 + SIGPIPE

    static func exitCode(_ code: Int32, output: OutputSink, errorOutput: OutputSink, _ l: Localizer) -> Int32 {
        guard let failure = output.failure() else { return code }
        if failure == EPIPE { return brokenPipe }
        errorOutput.line("error: " + l(.appErrorOutput(SystemErrorText.message(failure, l))))
        return code == 0 ? ExitCode.failure.rawValue : code
    }
}

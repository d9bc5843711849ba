import AppPlugin
import CLIKit
import Localization

/// What can go wrong in `tracker export` and `tracker import`.
public enum TransferError: AppError, Equatable, Sendable {
    /// The import file is not a valid export (exit 65, naming the file).
    case malformed(file: String, problem: ImportProblem)
    /// The import file cannot be opened or read: a bad FILE argument, exit 64.
    case unreadable(file: String, reason: String)
    /// The export cannot be written where `--output` points: exit 1.
    case unwritable(file: String, reason: String)
    /// `--json` asks for one JSON document on stdout, which a CSV export to
    /// stdout cannot be: exit 64.
    case csvToStdoutWithJSON

    public var exitCode: ExitCode {
        switch self {
        // A real day outside the supported dates is a rule broken, as
        // `--date` outside them is, not a damaged file.
        case .malformed(_, .dateOutOfRange): .usage
        case .malformed: .dataError
        case .unreadable, .csvToStdoutWithJSON: .usage
        case .unwritable: .failure
        }
    }

    public func message(_ l: Localizer) -> String {
        switch self {
        case let .malformed(file, problem):
            l("tracker.transfer.error.malformed", Sanitizer.clean(file), problem.message(l))
        case let .unreadable(file, reason):
            l("tracker.transfer.error.unreadable", Sanitizer.clean(file), reason)
        case let .unwritable(file, reason):
            l("tracker.transfer.error.unwritable", Sanitizer.clean(file), reason)
        case .csvToStdoutWithJSON:
            l("tracker.transfer.error.csvWithJSON")
        }
    }

    public func hint(_ l: Localizer) -> String? {
        switch self {
        case .malformed: l("tracker.transfer.hint.unchanged")
        case .csvToStdoutWithJSON: l("tracker.transfer.hint.csvOutput")
        default: nil
        }
    }
}

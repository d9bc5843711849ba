import CLIKit
import JSONText
import Localization
import SharedModels

/// Why an import file is not a valid export. `path` names the place in the
/// file the way a JSON path does (`trackers[3].emoji`, 0-based), so a user
/// can find it; `value` is the offending text as found (shortened when shown).
public enum ImportProblem: Equatable, Sendable {
    /// Not JSON (RFC 8259) at all: the first place where it stops being JSON.
    case notJSON(JSONScanner.Failure)
    /// A required key is missing or holds the wrong type of value.
    case structure(path: String)
    /// `version` other than 1.
    case unsupportedVersion(Int)
    /// An id that is empty, too long or has characters other than ASCII
    /// letters, digits, `-` and `_`.
    case badID(path: String, value: String)
    /// Two categories or two trackers with the same id.
    case duplicateID(path: String, value: String)
    /// A name or title with nothing left after trimming.
    case emptyName(path: String)
    /// A name or title over 38 characters («Ограничение 38 символов»).
    case nameTooLong(path: String, value: String)
    /// A name `NameRules` refuses for another reason: over its byte limit,
    /// invisible, or holding control characters.
    case badName(path: String, value: String, error: NameError)
    /// Two categories of the file, or one of the file and one of the store
    /// with another id, share a title (ignoring case).
    case titleClash(title: String)
    /// Two trackers (goals) of the file, or one of the file and one of the
    /// store with another id, share a name ignoring case: then neither could
    /// be named on the command line.
    case nameClash(name: String)
    /// A tracker's category is not among the file's categories.
    case unknownCategory(path: String, value: String)
    case badKind(path: String, value: String)
    case badEmoji(path: String, value: String)
    case badColor(path: String, value: String)
    /// An unknown weekday key in a schedule.
    case badWeekday(path: String, value: String)
    /// A habit without weekdays.
    case habitWithoutSchedule(path: String)
    /// An event with weekdays or a count.
    case eventWithSchedule(path: String)
    /// A count beside a schedule that is not every weekday.
    case countWithoutEveryDay(path: String)
    /// A count's `per` outside 1…`CountSchedule.maxPer` days.
    case badCountPer(path: String, value: Int)
    /// A count's `times` outside 1…`per`.
    case badCountTimes(path: String, value: Int, per: Int)
    case badDate(path: String, value: String)
    /// A day outside `LocalDate.supportedRange` (1900-01-01…9999-12-31).
    case dateOutOfRange(path: String, value: String)
    /// A record of a habit the file does not hold; `message` is the app's
    /// wording («нет трекера…», «нет цели…»).
    case unknownTracker(path: String, value: String, message: L10nKey)

    /// One localized clause; `TransferError` puts the file name before it.
    public func message(_ l: Localizer) -> String {
        switch self {
        case .notJSON(let failure): l("habits.transfer.problem.notJSON", failure.message(l))
        case .structure(let path): l("habits.transfer.problem.structure", path)
        case .unsupportedVersion(let version): l("habits.transfer.problem.version", version)
        case .badID(let path, let value): l("habits.transfer.problem.badID", path, Self.shown(value))
        case .duplicateID(let path, let value): l("habits.transfer.problem.duplicateID", path, Self.shown(value))
        case .emptyName(let path): l("habits.transfer.problem.emptyName", path)
        case .nameTooLong(let path, let value): l("habits.transfer.problem.nameTooLong", path, Self.shown(value))
        case .badName(let path, let value, let error):
            l("habits.transfer.problem.badName", path, Self.shown(value), HabitError(error).message(l))
        case .titleClash(let title): l("habits.transfer.problem.titleClash", Self.shown(title))
        case .nameClash(let name): l("habits.transfer.problem.nameClash", Self.shown(name))
        case .unknownCategory(let path, let value):
            l("habits.transfer.problem.unknownCategory", path, Self.shown(value))
        case .badKind(let path, let value): l("habits.transfer.problem.badKind", path, Self.shown(value))
        case .badEmoji(let path, let value): l("habits.transfer.problem.badEmoji", path, Self.shown(value))
        case .badColor(let path, let value): l("habits.transfer.problem.badColor", path, Self.shown(value))
        case .badWeekday(let path, let value): l("habits.transfer.problem.badWeekday", path, Self.shown(value))
        case .habitWithoutSchedule(let path): l("habits.transfer.problem.habitWithoutSchedule", path)
        case .eventWithSchedule(let path): l("habits.transfer.problem.eventWithSchedule", path)
        case .countWithoutEveryDay(let path): l("habits.transfer.problem.countWithoutEveryDay", path)
        case .badCountPer(let path, let value): l("habits.transfer.problem.countPer", path, value, CountSchedule.maxPer)
        case .badCountTimes(let path, let value, let per): l("habits.transfer.problem.countTimes", path, value, per)
        case .badDate(let path, let value): l("habits.transfer.problem.badDate", path, Self.shown(value))
        case .dateOutOfRange(let path, let value):
            l(
                "habits.transfer.problem.dateOutOfRange", path, Self.shown(value),
                LocalDate.supportedRange.lowerBound.iso,
                LocalDate.supportedRange.upperBound.iso)
        case .unknownTracker(let path, let value, let message): l(message, path, Self.shown(value))
        }
    }

    /// Untrusted text from the file, safe for the terminal and kept short.
    static func shown(_ value: String, limit: Int = 48) -> String {
        DisplayWidth.truncate(Sanitizer.clean(value), to: limit)
    }
}

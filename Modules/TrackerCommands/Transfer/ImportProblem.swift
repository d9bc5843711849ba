import JSONText
import Localization
import SharedModels
import TerminalUI

/// Why an import file is not a valid export. `path` names the place in the
/// file the way a JSON path does (`trackers[3].emoji`, 0-based), so a user
/// can find it; `value` is the offending text as found (shortened when shown).
package enum ImportProblem: Equatable, Sendable {
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
    case unknownTracker(path: String, value: String, message: LocalizedText)
    /// A file over `ImportDocument.decodeLimit` (`limitMiB`) not laid out as
    /// `export` writes it (a key twice, another version, a value of another
    /// type): only the strict reader, not Foundation's, may read one so large.
    case unusualLayout(limitMiB: Int)

    /// One localized clause; `TransferError` puts the file name before it.
    package func message(_ l: Localizer) -> String {
        switch self {
        case .notJSON(let failure): l(.habitsTransferProblemNotJSON(failure.message(l)))
        case .structure(let path): l(.habitsTransferProblemStructure(path))
        case .unsupportedVersion(let version): l(.habitsTransferProblemVersion(version))
        case .badID(let path, let value): l(.habitsTransferProblemBadID(path, Self.shown(value)))
        case .duplicateID(let path, let value): l(.habitsTransferProblemDuplicateID(path, Self.shown(value)))
        case .emptyName(let path): l(.habitsTransferProblemEmptyName(path))
        case .nameTooLong(let path, let value): l(.habitsTransferProblemNameTooLong(path, Self.shown(value)))
        case .badName(let path, let value, let error):
            l(.habitsTransferProblemBadName(path, Self.shown(value), TrackerError(error).message(l)))
        case .titleClash(let title): l(.habitsTransferProblemTitleClash(Self.shown(title)))
        case .nameClash(let name): l(.habitsTransferProblemNameClash(Self.shown(name)))
        case .unknownCategory(let path, let value): l(.habitsTransferProblemUnknownCategory(path, Self.shown(value)))
        case .badKind(let path, let value): l(.habitsTransferProblemBadKind(path, Self.shown(value)))
        case .badEmoji(let path, let value): l(.habitsTransferProblemBadEmoji(path, Self.shown(value)))
        case .badColor(let path, let value): l(.habitsTransferProblemBadColor(path, Self.shown(value)))
        case .badWeekday(let path, let value): l(.habitsTransferProblemBadWeekday(path, Self.shown(value)))
        case .habitWithoutSchedule(let path): l(.habitsTransferProblemHabitWithoutSchedule(path))
        case .eventWithSchedule(let path): l(.habitsTransferProblemEventWithSchedule(path))
        case .countWithoutEveryDay(let path): l(.habitsTransferProblemCountWithoutEveryDay(path))
        case .badCountPer(let path, let value): l(.habitsTransferProblemCountPer(path, value, CountSchedule.maxPer))
        case .badCountTimes(let path, let value, let per): l(.habitsTransferProblemCountTimes(path, value, per))
        case .badDate(let path, let value): l(.habitsTransferProblemBadDate(path, Self.shown(value)))
        case .dateOutOfRange(let path, let value):
            l(
                .habitsTransferProblemDateOutOfRange(
                    path, Self.shown(value), LocalDate.supportedRange.lowerBound.iso,
                    LocalDate.supportedRange.upperBound.iso))
        case .unknownTracker(_, _, let message): l(message)
        case .unusualLayout(let limit): l(.habitsTransferProblemUnusualLayout(limit))
        }
    }

    /// Untrusted text from the file, safe for the terminal and kept short.
    static func shown(_ value: String, limit: Int = 48) -> String {
        DisplayWidth.truncate(Sanitizer.clean(value), to: limit)
    }
}

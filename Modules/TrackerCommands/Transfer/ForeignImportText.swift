import ForeignHabits
import JSONText
import Localization
import SharedModels

/// The words of a foreign import: why a file was refused, and the line per
/// habit that lost something. The readers carry no English; this is where
/// their findings are put into the user's language.
enum ForeignImportText {
    /// One clause naming the file (already shown safe) and what is wrong.
    /// `wholeFile`: how the reader names the file itself (its last path component).
    static func problem(
        _ problem: ForeignFormatError, format: ForeignImportReader.Format, file: String,
        wholeFile: String, _ l: Localizer
    ) -> String {
        switch problem {
        case .unknownFormat:
            return format == .loopBackup
                ? l(.habitsTransferErrorForeignNotLoopBackup(file))
                : l(.habitsTransferErrorForeignNotLoopCSV(file))
        case .unsupportedVersion(let version):
            return l(
                .habitsTransferErrorForeignVersion(
                    file, version, LoopBackupReader.versions.lowerBound,
                    LoopBackupReader.versions.upperBound))
        case .damaged(let damage):
            let reason = Self.reason(damage.reason, l)
            // The file as a whole (a truncated database): its name is said once.
            if damage.line == nil, damage.place == wholeFile {
                return l(.habitsTransferErrorForeignDamagedWhole(file, reason))
            }
            let place = ImportProblem.shown(damage.place, limit: 80)
            if let line = damage.line {
                return l(.habitsTransferErrorForeignDamagedLine(file, place, line, reason))
            }
            return l(.habitsTransferErrorForeignDamaged(file, place, reason))
        case .tooManyHabits(let limit):
            return l(.habitsTransferErrorTooManyHabits(file, limit))
        }
    }

    /// harsh's `file` (DIR/habits or DIR/log, already shown safe) and what
    /// is wrong with it; a habits file that is missing or lists no habit
    /// is said so, since harsh's folder needs nothing else.
    static func harshProblem(_ damage: ForeignDamage, file: String, _ l: Localizer) -> String {
        if damage.reason == .missingPart, damage.line == nil { return l(.habitsTransferErrorHarshMissing(file)) }
        let reason = Self.reason(damage.reason, l)
        if let line = damage.line { return l(.habitsTransferErrorHarshDamagedLine(file, line, reason)) }
        return l(.habitsTransferErrorHarshDamaged(file, reason))
    }

    /// Log lines of names harsh's habits file no longer lists: how many,
    /// and of which names (`name (count)`, by name).
    static func unlisted(_ unlisted: [String: Int], _ l: Localizer) -> String? {
        guard !unlisted.isEmpty else { return nil }
        let names = unlisted.sorted { $0.key < $1.key }.map { "\(ImportProblem.shown($0.key)) (\($0.value))" }
        return l(.habitsTransferHarshUnlisted(unlisted.values.reduce(0, +), names.joined(separator: ", ")))
    }

    static func reason(_ reason: ForeignDamage.Reason, _ l: Localizer) -> String {
        switch reason {
        case .missingPart: l(.habitsTransferForeignReasonMissingPart)
        case .badDate: l(.habitsTransferForeignReasonBadDate)
        case .badNumber: l(.habitsTransferForeignReasonBadNumber)
        case .badSyntax: l(.habitsTransferForeignReasonBadSyntax)
        case .badContainer: l(.habitsTransferForeignReasonBadContainer)
        case .tooLarge: l(.habitsTransferForeignReasonTooLarge)
        case .tooMuchWork: l(.habitsTransferForeignReasonTooMuchWork)
        }
    }

    /// `NAME: clause; clause` for a habit that lost something, nil when it lost nothing.
    static func line(_ habit: ForeignImportMapping.Habit, _ l: Localizer) -> String? {
        guard !habit.losses.isEmpty else { return nil }
        let clauses = habit.losses.map { clause($0, l) }
        return l(.habitsTransferLossLine(ImportProblem.shown(habit.tracker.name), clauses.joined(separator: "; ")))
    }

    static func clause(_ loss: ForeignLoss, _ l: Localizer) -> String {
        switch loss {
        case .renamed(let name): l(.habitsTransferLossRenamed(ImportProblem.shown(name)))
        case .schedule(let times, let days, nil): l(.habitsTransferLossSchedule(times, days))
        case .schedule(let times, let days, let count?):
            l(.habitsTransferLossScheduleWindow(times, days, count.times, count.per))
        case .skips(let count): l(.habitsTransferLossSkips(count))
        case .amounts(let days): l(.habitsTransferLossAmounts(days))
        case .notes(let days): l(.habitsTransferLossNotes(days))
        }
    }
}

/// `{"id","name","lost":[{"what":"schedule","times":8,"days":7}, …]}`: a
/// habit's losses in `--json` (`what` is `ForeignLoss.key`; a schedule that
/// became a shorter count adds `"became":{"times","per"}`).
struct ForeignLossJSON: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        var what: String
        var name: String?
        var times: Int?
        var days: Int?
        var count: Int?
        var became: CountSchedule?
    }

    var id: String
    var name: String
    var lost: [Item]

    init(_ habit: ForeignImportMapping.Habit) {
        id = habit.tracker.id.rawValue
        name = habit.tracker.name
        lost = habit.losses.map { loss in
            var item = Item(what: loss.key)
            switch loss {
            case .renamed(let name): item.name = name
            case .schedule(let times, let days, let became):
                item.times = times
                item.days = days
                item.became = became
            case .skips(let count): item.count = count
            case .amounts(let days): item.count = days
            case .notes(let days): item.count = days
            }
            return item
        }
    }
}

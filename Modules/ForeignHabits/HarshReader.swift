import FileIO
import SharedModels

/// Reads harsh's folder (`~/.config/harsh`): its `habits` and `log` files
/// (see `HarshHabitsFile` and `HarshLog`). Each habit of the `habits` file
/// becomes a `ForeignHabit` named and identified by its name, under its
/// heading as category, with its frequency and, from the log, its `y` days
/// as check-ins and its `s` days as skips; a habit with amounts in the log
/// is measurable (no unit, no target). What the tracker has no place for
/// is counted for the importer to report: commented days (`notedDays`),
/// and log lines of habits the `habits` file no longer lists (harsh itself
/// no longer shows them).
package enum HarshReader {
    /// What the folder held beyond the habits themselves.
    package struct Result: Sendable, Equatable {
        package var history: ForeignHistory
        /// Per name not in the `habits` file: how many log lines it has.
        package var unlisted: [String: Int]
    }

    /// The largest `habits` or `log` file read (a log of 50 habits over 30
    /// years is about 30 MB).
    package static let maxFileBytes = 64 << 20

    package static func read(folder: String, maxFileBytes: Int = maxFileBytes) throws -> Result {
        let habitsText = try text(folder + "/habits", place: "habits", limit: maxFileBytes)
        let entries = try HarshHabitsFile.parse(habitsText, place: "habits")
        guard !entries.isEmpty else {
            throw ForeignFormatError.damaged(ForeignDamage(place: "habits", reason: .missingPart))
        }
        guard Set(entries.map(\.name)).count <= ImportLimits.habits else {
            throw ForeignFormatError.tooManyHabits(limit: ImportLimits.habits)
        }
        let logText: String
        do {
            logText = try text(folder + "/log", place: "log", limit: maxFileBytes)
        } catch ForeignFormatError.damaged(let damage) where damage.reason == .missingPart {
            logText = ""  // harsh makes the log on its first answer: habits without history
        }
        // Each line folded in as it is read: what is kept grows with the days, not the lines.
        var latest: [String: [LocalDate: Mark]] = [:]
        try HarshLog.read(logText, place: "log") { latest[$0.name, default: [:]][$0.day] = Mark($0) }
        return assemble(entries, latest)
    }

    /// What one line says of its day (the last line of a day wins).
    struct Mark {
        let result: HarshLog.Result
        let commented: Bool
        let amount: Double?

        init(_ line: HarshLog.Line) {
            result = line.result
            commented = !line.comment.isEmpty
            amount = line.amount
        }
    }

    /// The habits with their days, by name and day.
    static func assemble(_ entries: [HarshHabitsFile.Entry], _ latest: [String: [LocalDate: Mark]]) -> Result {
        var habits: [ForeignHabit] = []
        var seen = Set<String>()
        for entry in entries where seen.insert(entry.name).inserted {
            let days = (latest[entry.name] ?? [:]).sorted { $0.key < $1.key }
            var habit = ForeignHabit(
                sourceID: entry.name, name: entry.name, category: entry.heading,
                position: habits.count, frequency: entry.frequency)
            habit.checkIns = days.filter { $0.value.result == .done }.map(\.key)
            habit.skips = days.filter { $0.value.result == .skipped }.map(\.key)
            let amounts = days.compactMap { day, mark in mark.amount.map { ForeignHabit.DayValue(day: day, amount: $0) }
            }
            if !amounts.isEmpty {
                habit.measurable = ForeignHabit.Measurable(unit: "", target: 0, targetIsMinimum: true, values: amounts)
            }
            habit.notedDays = days.filter { $0.value.commented }.count
            habits.append(habit)
        }
        var unlisted: [String: Int] = [:]
        for (name, days) in latest where !seen.contains(name) { unlisted[name] = days.count }
        return Result(history: ForeignHistory(source: .harsh, habits: habits), unlisted: unlisted)
    }

    /// A file's text: missing is `.missingPart`, too large `.tooLarge`, not
    /// a regular file or unreadable `.badContainer`, not UTF-8 `.badSyntax`.
    private static func text(_ path: String, place: String, limit: Int) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path, limit: limit)
        } catch {
            let reason: ForeignDamage.Reason =
                switch error {
                case .missing: .missingPart
                case .tooLarge: .tooLarge
                case .notRegularFile, .unreadable: .badContainer
                }
            throw ForeignFormatError.damaged(ForeignDamage(place: place, reason: reason))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ForeignFormatError.damaged(ForeignDamage(place: place, reason: .badSyntax))
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}

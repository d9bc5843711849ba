import SQLite
import SharedModels

/// The rows of a Loop backup of one schema version made values. Columns a
/// version does not have yet take the value Loop's later migration gave
/// them (`Repetitions.value` 2 before schema 16, `type` 0 before 16, the
/// question in `description` before 23, no `uuid` before 24).
struct LoopBackupRows {
    let database: Database
    let version: Int

    func habits() throws -> [ForeignHabit] {
        let habitColumns = try columns(of: "Habits")
        let entryColumns = try columns(of: "Repetitions")
        for (table, names, required) in [
            ("Habits", habitColumns, ["id", "name"]),
            ("Repetitions", entryColumns, ["habit", "timestamp"]),
        ] {
            if let missing = required.first(where: { !names.contains($0) }) {
                throw ForeignFormatError.damaged(ForeignDamage(place: "\(table).\(missing)", reason: .missingPart))
            }
        }
        let rows = try guarded("Habits") { try habitRows(habitColumns) }
        let numerical = Set(rows.filter { $0.habit.measurable != nil }.map(\.id))
        let days = try guarded("Repetitions") {
            try entryRows(entryColumns, ids: Set(rows.map(\.id)), numerical: numerical)
        }
        return rows.map { row in
            var habit = row.habit
            let found = (days[row.id] ?? LoopEntry.Days()).sorted()
            habit.checkIns = found.checkIns
            habit.skips = found.skips
            habit.measurable?.values = found.values
            return habit
        }
    }

    /// The table's column names, lowercased (SQLite's names ignore case).
    private func columns(of table: String) throws -> Set<String> {
        try guarded(table) {
            var names = Set<String>()
            try database.fetch("PRAGMA table_info(\(table))") { names.insert($0.string(1).lowercased()) }
            return names
        }
    }

    /// The habits by Loop's order (position, then id), numbered 0… in it,
    /// each with its row id (what `Repetitions.habit` names).
    private func habitRows(_ columns: Set<String>) throws -> [(id: Int64, habit: ForeignHabit)] {
        func column(_ name: String, or fallback: String) -> String { columns.contains(name) ? name : fallback }
        let sql = """
            SELECT id, coalesce(name, ''), coalesce(\(column("description", or: "''")), ''), \
            \(column("question", or: "NULL")), \(column("color", or: "NULL")), \
            coalesce(\(column("archived", or: "0")), 0), coalesce(\(column("freq_num", or: "1")), 1), \
            coalesce(\(column("freq_den", or: "1")), 1), coalesce(\(column("type", or: "0")), 0), \
            coalesce(\(column("target_type", or: "0")), 0), \
            CAST(coalesce(\(column("target_value", or: "0")), 0) AS TEXT), \
            coalesce(\(column("unit", or: "''")), ''), \(column("uuid", or: "NULL"))
            FROM Habits ORDER BY \(column("position", or: "0")), id
            """
        var rows: [(id: Int64, habit: ForeignHabit)] = []
        try database.fetch(sql) { row in
            guard rows.count < ImportLimits.habits else {
                throw ForeignFormatError.tooManyHabits(limit: ImportLimits.habits)
            }
            rows.append((row.int64(0), try habit(row, position: rows.count)))
        }
        return rows
    }

    /// One row of `habitRows`' query.
    private func habit(_ row: Row, position: Int) throws -> ForeignHabit {
        let id = row.int64(0)
        func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
            .damaged(ForeignDamage(place: "Habits", line: Int(id), reason: reason))
        }
        let times = row.int(6)
        let days = row.int(7)
        guard times >= 1, days >= 1 else { throw bad(.badNumber) }
        // Before schema 23 the question was kept in `description`.
        let hasQuestion = version >= 23
        var habit = ForeignHabit(
            sourceID: row.text(12).flatMap { $0.isEmpty ? nil : $0 } ?? String(id), name: row.string(1),
            question: hasQuestion ? row.text(3) ?? "" : row.string(2), description: hasQuestion ? row.string(2) : "",
            color: row.isNull(4) ? nil : LoopPalette.color(stored: row.int(4), version: version),
            archived: row.int(5) != 0, position: position, frequency: .init(times: times, days: days))
        if row.int(8) == 1 {
            guard let target = Double(row.string(10)), target.isFinite, target >= 0 else { throw bad(.badNumber) }
            habit.measurable = ForeignHabit.Measurable(
                unit: row.string(11), target: target,
                targetIsMinimum: row.int(9) == 0, values: [])
        }
        return habit
    }

    /// Each habit's days, by habit row id; rows of habits not in `ids`, or
    /// without habit or timestamp, are skipped, as Loop's schema 22 deleted them.
    private func entryRows(
        _ columns: Set<String>, ids: Set<Int64>,
        numerical: Set<Int64>
    ) throws -> [Int64: LoopEntry.Days] {
        let value = columns.contains("value") ? "coalesce(value, 2)" : "2"
        var days: [Int64: LoopEntry.Days] = [:]
        // Rows come grouped by habit: one habit's days are gathered at a time.
        var current: (habit: Int64, days: LoopEntry.Days, numerical: Bool)?
        try database.fetch(
            """
            SELECT habit, timestamp, \(value), rowid FROM Repetitions
            WHERE habit IS NOT NULL AND timestamp IS NOT NULL ORDER BY habit, timestamp, rowid
            """
        ) { row in
            let habit = row.int64(0)
            if current?.habit != habit {
                if let current { days[current.habit] = current.days }
                current = ids.contains(habit) ? (habit, LoopEntry.Days(), numerical.contains(habit)) : nil
            }
            guard let numerical = current?.numerical else { return }
            guard let day = LoopEntry.day(milliseconds: row.int64(1)) else {
                throw damage(row: row.int64(3), .badDate)
            }
            guard current?.days.add(row.int(2), on: day, numerical: numerical) == true else {
                throw damage(row: row.int64(3), .badNumber)
            }
        }
        if let current { days[current.habit] = current.days }
        return days
    }

    private func damage(row: Int64, _ reason: ForeignDamage.Reason) -> ForeignFormatError {
        .damaged(ForeignDamage(place: "Repetitions", line: Int(row), reason: reason))
    }

    /// Runs `body`; SQLite's own failures become damage at `place` (see `damage`).
    private func guarded<T>(_ place: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ForeignFormatError {
            throw error
        } catch {
            throw Self.damage(error, database: database, place: place)
        }
    }

    /// SQLite's failure reading `place`: a query ended by the step budget
    /// is `.tooMuchWork`, a string or row over the length limit `.tooLarge`
    /// (`Database.ForeignLimits`); anything else (a page that is not one, a
    /// truncated file, a function the schema may not call) is
    /// `.badContainer`.
    static func damage(_ error: any Error, database: Database, place: String) -> ForeignFormatError {
        let reason: ForeignDamage.Reason =
            switch database.limitReached(by: error) {
            case .steps: .tooMuchWork
            case .length: .tooLarge
            case nil: .badContainer
            }
        return .damaged(ForeignDamage(place: place, reason: reason))
    }
}

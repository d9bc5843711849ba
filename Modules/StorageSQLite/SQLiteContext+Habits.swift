import SQLite
import SharedModels
import Storage

// Habits (my-habits), settings, the session and the cache.
extension SQLiteContext {
    private func habitRows(_ sql: String, _ values: SQLValue...) throws -> [Habit] {
        var result: [Habit] = []
        try database.fetch(sql, values) { row in
            guard let color = row.color(3) else { throw corrupt("habit color \(row.string(3))") }
            result.append(
                Habit(
                    id: EntityID(row.string(0)), name: row.string(1), minuteOfDay: row.int(2), color: color,
                    createdOn: LocalDate(dayNumber: row.int(4))))
        }
        return result
    }

    func habits() throws -> [Habit] {
        var habits = try habitRows(
            "SELECT id, name, minute_of_day, color, created_on FROM habits ORDER BY minute_of_day, name_order, name, id"
        )
        var days: [EntityID: Set<LocalDate>] = [:]
        try query("SELECT habit_id, day FROM habit_days") {
            days[EntityID($0.string(0)), default: []].insert(LocalDate(dayNumber: $0.int(1)))
        }
        for index in habits.indices { habits[index].trackedDays = days[habits[index].id] ?? [] }
        return habits
    }

    func habit(id: EntityID) throws -> Habit? {
        guard
            var habit = try habitRows(
                "SELECT id, name, minute_of_day, color, created_on FROM habits WHERE id = ?",
                .text(id.rawValue)
            ).first
        else { return nil }
        try query("SELECT day FROM habit_days WHERE habit_id = ?", .text(id.rawValue)) {
            habit.trackedDays.insert(LocalDate(dayNumber: $0.int(0)))
        }
        return habit
    }

    private func insertDays(of habit: Habit) throws {
        for day in habit.trackedDays {
            _ = try change(
                "INSERT INTO habit_days (habit_id, day) VALUES (?, ?)", .text(habit.id.rawValue), .int(day.dayNumber))
        }
    }

    func insertHabit(_ habit: Habit) throws {
        try requireWritable()
        if try exists("SELECT 1 FROM habits WHERE id = ?", .text(habit.id.rawValue)) {
            throw StoreError.conflict(entity: .habit, key: habit.id.rawValue)
        }
        _ = try change(
            "INSERT INTO habits (id, name, name_key, name_order, minute_of_day, color, created_on) VALUES (?, ?, ?, "
                + "?, ?, ?, ?)",
            .text(habit.id.rawValue), .text(habit.name), .text(TextKey.fold(habit.name)),
            .text(NameOrder.key(habit.name)),
            .int(habit.minuteOfDay), .text(habit.color.hex), .int(habit.createdOn.dayNumber))
        try insertDays(of: habit)
    }

    func updateHabit(_ habit: Habit) throws {
        try requireWritable()
        let changed = try change(
            "UPDATE habits SET name = ?, name_key = ?, name_order = ?, minute_of_day = ?, color = ?, created_on = ? "
                + "WHERE id = ?",
            .text(habit.name), .text(TextKey.fold(habit.name)), .text(NameOrder.key(habit.name)),
            .int(habit.minuteOfDay),
            .text(habit.color.hex), .int(habit.createdOn.dayNumber), .text(habit.id.rawValue))
        if changed == 0 { throw StoreError.notFound(entity: .habit, key: habit.id.rawValue) }
        _ = try change("DELETE FROM habit_days WHERE habit_id = ?", .text(habit.id.rawValue))
        try insertDays(of: habit)
    }

    func deleteHabit(id: EntityID) throws {
        try requireWritable()
        if try change("DELETE FROM habits WHERE id = ?", .text(id.rawValue)) == 0 {
            throw StoreError.notFound(entity: .habit, key: id.rawValue)
        }
    }

    func trackHabit(id: EntityID, on day: LocalDate) throws -> Bool {
        try requireWritable()
        do {
            return try change(
                "INSERT OR IGNORE INTO habit_days (habit_id, day) VALUES (?, ?)",
                .text(id.rawValue), .int(day.dayNumber)) == 1
        } catch let error as DatabaseError where error.code == .constraintForeignKey {
            throw StoreError.notFound(entity: .habit, key: id.rawValue)
        }
    }

    // MARK: settings, session, cache

    private func keyedValue(_ table: String, _ key: String) throws -> String? {
        var result: String?
        try query("SELECT value FROM \(table) WHERE key = ?", .text(key)) { result = $0.string(0) }
        return result
    }

    private func keyedValues(_ table: String) throws -> [String: String] {
        var result: [String: String] = [:]
        try query("SELECT key, value FROM \(table)") { result[$0.string(0)] = $0.string(1) }
        return result
    }

    private func setKeyedValue(_ table: String, _ key: String, _ value: String?) throws {
        try requireWritable()
        if let value {
            _ = try change(
                "INSERT INTO \(table) (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = "
                    + "excluded.value",
                .text(key), .text(value))
        } else {
            _ = try change("DELETE FROM \(table) WHERE key = ?", .text(key))
        }
    }

    func setting(_ key: String) throws -> String? { try keyedValue("settings", key) }
    func settings() throws -> [String: String] { try keyedValues("settings") }
    func setSetting(_ key: String, _ value: String?) throws { try setKeyedValue("settings", key, value) }

    func cacheEntry(_ key: String) throws -> String? { try keyedValue("cache", key) }
    func cacheEntries() throws -> [String: String] { try keyedValues("cache") }
    func setCacheEntry(_ key: String, _ value: String?) throws { try setKeyedValue("cache", key, value) }

    func clearCache() throws {
        try requireWritable()
        _ = try change("DELETE FROM cache")
    }

    func session() throws -> Session? {
        var result: Session?
        try query("SELECT access_token, username, created_at FROM session WHERE id = 1") {
            result = Session(accessToken: $0.string(0), username: $0.string(1), createdAt: $0.int64(2))
        }
        return result
    }

    func setSession(_ session: Session?) throws {
        try requireWritable()
        if let session {
            _ = try change(
                "INSERT OR REPLACE INTO session (id, access_token, username, created_at) VALUES (1, ?, ?, ?)",
                .text(session.accessToken), .text(session.username), .integer(session.createdAt))
        } else {
            _ = try change("DELETE FROM session")
        }
    }
}

import SQLite
import SharedModels
import Storage

/// The repositories over one connection inside one transaction.
final class SQLiteContext: StoreContext {
    let database: Database
    let writable: Bool
    /// False once the scope has ended: a context kept past its scope is refused.
    var isActive = true
    /// Schedules by bitmask, built once per scope: a `Schedule` holds a
    /// `Set`, and building one per tracker was a third of `trackers()`.
    private var schedules = [Schedule?](repeating: nil, count: 128)

    init(database: Database, writable: Bool) {
        self.database = database
        self.writable = writable
    }

    func requireWritable() throws {
        guard isActive else { throw StoreError.readOnly }
        guard writable else { throw StoreError.readOnly }
    }

    func corrupt(_ detail: String) -> StoreError { .corrupt(path: database.path, detail: detail) }

    /// Runs a query, handing each row to `row`.
    func query(_ sql: String, _ values: SQLValue..., row: (Row) throws -> Void) throws {
        try database.fetch(sql, values, row: row)
    }

    func exists(_ sql: String, _ value: SQLValue, _ other: SQLValue? = nil) throws -> Bool {
        try database.withStatement(sql) { statement in
            try statement.bind([value] + (other.map { [$0] } ?? []))
            return try statement.step() != nil
        }
    }

    /// Runs a change and returns the number of rows it changed.
    func change(_ sql: String, _ values: SQLValue...) throws -> Int {
        try database.run(sql, values)
        return database.changes
    }

    // MARK: categories

    func categories() throws -> [TrackerCategory] {
        var result: [TrackerCategory] = []
        try query(TrackerQueries.categories) {
            result.append(TrackerCategory(id: EntityID($0.string(0)), title: $0.string(1)))
        }
        return result
    }

    func category(id: EntityID) throws -> TrackerCategory? {
        var result: TrackerCategory?
        try query("SELECT id, title FROM categories WHERE id = ?", .text(id.rawValue)) {
            result = TrackerCategory(id: EntityID($0.string(0)), title: $0.string(1))
        }
        return result
    }

    func insertCategory(_ category: TrackerCategory) throws {
        try requireWritable()
        let key = TextKey.fold(category.title)
        if try exists("SELECT 1 FROM categories WHERE id = ?", .text(category.id.rawValue)) {
            throw StoreError.conflict(entity: .category, key: category.id.rawValue)
        }
        if try exists("SELECT 1 FROM categories WHERE title_key = ?", .text(key)) {
            throw StoreError.conflict(entity: .category, key: category.title)
        }
        _ = try change(
            "INSERT INTO categories (id, title, title_key, title_order) VALUES (?, ?, ?, ?)",
            .text(category.id.rawValue), .text(category.title), .text(key), .text(NameOrder.key(category.title)))
    }

    func updateCategory(_ category: TrackerCategory) throws {
        try requireWritable()
        let key = TextKey.fold(category.title)
        if try exists(
            "SELECT 1 FROM categories WHERE title_key = ? AND id <> ?", .text(key), .text(category.id.rawValue))
        {
            throw StoreError.conflict(entity: .category, key: category.title)
        }
        let changed = try change(
            "UPDATE categories SET title = ?, title_key = ?, title_order = ? WHERE id = ?",
            .text(category.title), .text(key), .text(NameOrder.key(category.title)),
            .text(category.id.rawValue))
        if changed == 0 { throw StoreError.notFound(entity: .category, key: category.id.rawValue) }
    }

    func deleteCategory(id: EntityID) throws {
        try requireWritable()
        if try change("DELETE FROM categories WHERE id = ?", .text(id.rawValue)) == 0 {
            throw StoreError.notFound(entity: .category, key: id.rawValue)
        }
    }

    // MARK: trackers

    static let trackerColumns =
        "id, name, kind, category_id, emoji, color, schedule, pinned, created_on, count_times, count_per, archived, "
        + "question, description"
    /// Columns after `trackerColumns` start here (`allWithCounts`' record count).
    static let trackerColumnCount: Int32 = 14

    func tracker(from row: Row) throws -> Tracker {
        guard let kind = row.withBytes(2, Self.kind) else { throw corrupt("tracker kind \(row.string(2))") }
        guard let color = row.color(5) else { throw corrupt("tracker color \(row.string(5))") }
        let bits = row.int(6)
        guard (0..<128).contains(bits) else { throw corrupt("tracker schedule \(bits)") }
        return Tracker(
            id: EntityID(row.string(0)), name: row.string(1), kind: kind,
            categoryID: row.text(3).map { EntityID($0) }, emoji: row.string(4), color: color,
            schedule: try schedule(bits, kind: kind, count: row), pinned: row.int(7) != 0,
            createdOn: LocalDate(dayNumber: row.int(8)), archived: row.int(11) != 0, question: row.string(12),
            details: row.string(13))
    }

    /// The weekday mask's schedule, or the count of columns 9 and 10 (a
    /// file changed by another program may hold what migration 9's CHECK
    /// did not see: both columns or neither, on a daily habit, in range).
    private func schedule(_ bits: Int, kind: Tracker.Kind, count row: Row) throws -> Schedule {
        let timesNull = row.isNull(9)
        let perNull = row.isNull(10)
        if timesNull && perNull { return schedule(bits) }
        guard !timesNull, !perNull, kind == .habit, bits == 127,
            let count = CountSchedule(times: row.int(9), per: row.int(10))
        else {
            throw corrupt("tracker count \(row.string(9))/\(row.string(10))")
        }
        return Schedule(count: count)
    }

    /// The kind from the column's bytes, without making a `String` per row
    /// and switching over the raw values.
    private static func kind(_ bytes: UnsafeBufferPointer<UInt8>) -> Tracker.Kind? {
        for (spelling, kind) in kinds where bytes.count == spelling.count && bytes.elementsEqual(spelling) {
            return kind
        }
        return nil
    }

    private static let kinds = Tracker.Kind.allCases.map { (Array($0.rawValue.utf8), $0) }

    private func schedule(_ bits: Int) -> Schedule {
        if let known = schedules[bits] { return known }
        let made = WeekdayMask.schedule(bits)
        schedules[bits] = made
        return made
    }

    func trackers() throws -> [Tracker] {
        var result: [Tracker] = []
        try query(TrackerQueries.all) { result.append(try tracker(from: $0)) }
        return result
    }

    func trackers(named name: String) throws -> [Tracker] {
        var result: [Tracker] = []
        try query(TrackerQueries.named, .text(TextKey.fold(name))) { result.append(try tracker(from: $0)) }
        return result
    }

    func trackers(idPrefix: String) throws -> [Tracker] {
        if idPrefix.isEmpty { return try trackers() }
        let low = TextKey.foldID(idPrefix)
        var result: [Tracker] = []
        if let high = TrackerQueries.upperBound(ofPrefix: low) {
            try query(TrackerQueries.idRange, .text(low), .text(high)) { result.append(try tracker(from: $0)) }
        } else {
            try query(TrackerQueries.idFrom, .text(low)) { result.append(try tracker(from: $0)) }
        }
        return result
    }

    func tracker(id: EntityID) throws -> Tracker? {
        var result: Tracker?
        try query("SELECT \(Self.trackerColumns) FROM trackers WHERE id = ?", .text(id.rawValue)) {
            result = try tracker(from: $0)
        }
        return result
    }

    private func requireCategory(_ id: EntityID?) throws {
        guard let id else { return }
        if try !exists("SELECT 1 FROM categories WHERE id = ?", .text(id.rawValue)) {
            throw StoreError.notFound(entity: .category, key: id.rawValue)
        }
    }

    func insertTracker(_ tracker: Tracker) throws {
        try requireWritable()
        if try exists("SELECT 1 FROM trackers WHERE id = ?", .text(tracker.id.rawValue)) {
            throw StoreError.conflict(entity: .tracker, key: tracker.id.rawValue)
        }
        try requireCategory(tracker.categoryID)
        let count = CountColumns(tracker)
        _ = try change(
            "INSERT INTO trackers (\(Self.trackerColumns), name_key, name_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                + "?, ?, ?, ?, ?, ?, ?)",
            .text(tracker.id.rawValue), .text(tracker.name), .text(tracker.kind.rawValue),
            .optionalText(tracker.categoryID?.rawValue), .text(tracker.emoji), .text(tracker.color.hex),
            .int(WeekdayMask.bits(tracker.schedule)), .int(tracker.pinned ? 1 : 0),
            .int(tracker.createdOn.dayNumber), count.times, count.per, .int(tracker.archived ? 1 : 0),
            .text(tracker.question), .text(tracker.details), .text(TextKey.fold(tracker.name)),
            .text(NameOrder.key(tracker.name)))
    }

    func updateTracker(_ tracker: Tracker) throws {
        try requireWritable()
        try requireCategory(tracker.categoryID)
        let count = CountColumns(tracker)
        let changed = try change(
            """
            UPDATE trackers SET name = ?, kind = ?, category_id = ?, emoji = ?, color = ?, schedule = ?,
            pinned = ?, created_on = ?, count_times = ?, count_per = ?, archived = ?, question = ?, description = ?,
            name_key = ?, name_order = ? WHERE id = ?
            """, .text(tracker.name), .text(tracker.kind.rawValue), .optionalText(tracker.categoryID?.rawValue),
            .text(tracker.emoji), .text(tracker.color.hex), .int(WeekdayMask.bits(tracker.schedule)),
            .int(tracker.pinned ? 1 : 0), .int(tracker.createdOn.dayNumber), count.times, count.per,
            .int(tracker.archived ? 1 : 0), .text(tracker.question), .text(tracker.details),
            .text(TextKey.fold(tracker.name)), .text(NameOrder.key(tracker.name)), .text(tracker.id.rawValue))
        if changed == 0 { throw StoreError.notFound(entity: .tracker, key: tracker.id.rawValue) }
    }

    func deleteTracker(id: EntityID) throws {
        try requireWritable()
        if try change("DELETE FROM trackers WHERE id = ?", .text(id.rawValue)) == 0 {
            throw StoreError.notFound(entity: .tracker, key: id.rawValue)
        }
    }
}

/// Schedules as a bitmask column: bit 0 is Monday … bit 6 Sunday.
enum WeekdayMask {
    static func bits(_ schedule: Schedule) -> Int {
        schedule.days.reduce(0) { $0 | 1 << ($1.rawValue - 1) }
    }

    static func schedule(_ bits: Int) -> Schedule {
        Schedule(Weekday.allCases.filter { bits & 1 << ($0.rawValue - 1) != 0 })
    }
}

/// A count schedule as `count_times` and `count_per` (migration 9): NULL
/// both for a weekday schedule, whose mask alone says it.
struct CountColumns {
    let times: SQLValue
    let per: SQLValue

    init(_ tracker: Tracker) {
        times = tracker.countSchedule.map { .int($0.times) } ?? .null
        per = tracker.countSchedule.map { .int($0.per) } ?? .null
    }
}

import SQLite
import SharedModels
import Storage
import StorageSQLite
import SyncKit

/// Writes the store's rows from the merged cells, so that every device
/// holding the same cells shows the same data.
///
/// Called inside a pull's transaction with the triggers off
/// (`LocalCells.setApplying`). A tombstone removes the row for good, whatever
/// other fields say. A row whose cells are not all there yet (a page of the
/// pull cut it in two), or hold a value no device of ours writes, is left
/// as it is until the cells that complete it arrive. Set members appear only
/// under a live owner. Nothing cascades from other devices: a category
/// deleted elsewhere leaves its trackers in no category (`CategoryMerge`).
struct Materializer {
    let database: Database

    /// Rewrites what the changed cells touch: categories first (trackers
    /// point at them), then rows, then set members. `members` are the set
    /// members' cells that won, in the order they won: a member has one
    /// field, so the winning cell is what the store now holds and is not
    /// read back (a million-cell download is nearly all members).
    func apply(changed keys: Set<EntityKey>, members: [SyncCell] = []) throws {
        if keys.contains(where: { $0.entity == SyncedTables.category.entity }) {
            try CategoryMerge(database: database).recompute()
        }
        for key in keys where key.entity == SyncedTables.tracker.entity || key.entity == SyncedTables.habit.entity {
            try applyRow(key)
        }
        try applyWon(members)
    }

    /// The won members' rows: each owner's existence looked up once (a page
    /// holds a few owners' many days), deletes one by one, and the records
    /// to add through the store's bulk insert (`Database.insertRecords`, the
    /// import's path: many rows a statement, the count trigger's work done
    /// once per tracker). A cell met twice counts as its last version.
    private func applyWon(_ members: [SyncCell]) throws {
        guard !members.isEmpty else { return }
        var days: [Int: [EntityKey: [Int: Bool]]] = [:]
        for cell in members {
            guard let index = SyncedTables.sets.firstIndex(where: { $0.entity == cell.key.entity }),
                let member = SyncedTables.member(cell.key.id)
            else { continue }
            days[index, default: [:]][EntityKey(SyncedTables.sets[index].owner, member.owner), default: [:]][
                member.day] = cell.value == "1"
        }
        for (index, owners) in days.sorted(by: { $0.key < $1.key }) {
            let set = SyncedTables.sets[index]
            let batches = try applyMarks(owners, of: set)
            if !batches.isEmpty { _ = try database.insertRecords(batches) }
        }
    }

    /// Deletes the unmarked days and inserts the marked ones of a set other
    /// than records; the records' are returned, for the bulk path.
    private func applyMarks(_ owners: [EntityKey: [Int: Bool]], of set: SyncedSet) throws -> [RecordBatch] {
        let insert = "INSERT OR IGNORE INTO \(set.table) (\(set.ownerColumn), day) VALUES (?, ?)"
        var batches: [RecordBatch] = []
        for (owner, marks) in owners {
            try database.withStatement("DELETE FROM \(set.table) WHERE \(set.ownerColumn) = ? AND day = ?") { delete in
                for (day, done) in marks where !done { try delete.run(.text(owner.id), .int(day)) }
            }
            let added = marks.compactMap { $0.value ? $0.key : nil }.sorted()
            guard !added.isEmpty, try exists(ownerTable(set), owner.id) else { continue }
            if set.entity == SyncedTables.record.entity {
                batches.append(RecordBatch(trackerID: EntityID(owner.id), days: added.map { LocalDate(dayNumber: $0) }))
            } else {
                try database.withStatement(insert) { insert in
                    for day in added { try insert.run(.text(owner.id), .int(day)) }
                }
            }
        }
        return batches
    }

    private func ownerTable(_ set: SyncedSet) -> String {
        set.owner == SyncedTables.tracker.entity ? SyncedTables.tracker.table : SyncedTables.habit.table
    }

    /// The entity's cells: each field's value and clock.
    private func cells(_ key: EntityKey) throws -> (values: [String: String], clocks: [String: Int64]) {
        var values: [String: String] = [:]
        var clocks: [String: Int64] = [:]
        try database.fetch(
            "SELECT field, value, clock FROM sync_cells WHERE entity = ? AND id = ?", .text(key.entity), .text(key.id)
        ) { row in
            values[row.string(0)] = row.string(1)
            clocks[row.string(0)] = row.int64(2)
        }
        return (values, clocks)
    }

    private func exists(_ table: String, _ id: String) throws -> Bool {
        try database.exists("SELECT 1 FROM \(table) WHERE id = ?", .text(id))
    }

    private func applyRow(_ key: EntityKey) throws {
        let isTracker = key.entity == SyncedTables.tracker.entity
        let table = isTracker ? SyncedTables.tracker.table : SyncedTables.habit.table
        let (fields, clocks) = try cells(key)
        if fields[SyncedTables.deleted] == "1" {
            // Its records or tracked days go with it (the foreign key's cascade).
            try database.run("DELETE FROM \(table) WHERE id = ?", .text(key.id))
            return
        }
        let existed = try exists(table, key.id)
        if isTracker {
            guard let row = TrackerCells(fields, clocks: clocks) else { return }
            let category = try CategoryMerge(database: database).resolve(fields["category"] ?? "")
            try database.run(
                """
                INSERT INTO trackers (id, name, kind, category_id, emoji, color, schedule, pinned, created_on,
                    count_times, count_per, archived, question, description, name_key, name_order)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind, category_id = \
                excluded.category_id,
                    emoji = excluded.emoji, color = excluded.color, schedule = excluded.schedule, pinned = \
                excluded.pinned,
                    created_on = excluded.created_on, count_times = excluded.count_times, count_per = \
                excluded.count_per, archived = excluded.archived, question = excluded.question, description = \
                excluded.description,
                    name_key = excluded.name_key, name_order = excluded.name_order
                """,
                .text(key.id), .text(row.name), .text(row.kind), .optionalText(category), .text(row.emoji),
                .text(row.color), .int(row.schedule), .int(row.pinned), .int(row.createdOn),
                row.count.map { .int($0.times) } ?? .null, row.count.map { .int($0.per) } ?? .null,
                .int(row.archived ? 1 : 0), .text(row.question), .text(row.details),
                .text(TextKey.fold(row.name)), .text(NameOrder.key(row.name)))
        } else {
            guard let row = HabitCells(fields) else { return }
            try database.run(
                """
                INSERT INTO habits (id, name, minute_of_day, color, created_on, name_key, name_order)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, minute_of_day = excluded.minute_of_day, color = \
                excluded.color,
                    created_on = excluded.created_on, name_key = excluded.name_key, name_order = excluded.name_order
                """,
                .text(key.id), .text(row.name), .int(row.minute), .text(row.color), .int(row.createdOn),
                .text(TextKey.fold(row.name)), .text(NameOrder.key(row.name)))
        }
        if !existed { try applyMembers(of: key) }
    }

    /// A row that has just appeared takes the members that came before it.
    private func applyMembers(of owner: EntityKey) throws {
        guard let set = SyncedTables.sets.first(where: { $0.owner == owner.entity }) else { return }
        var days: [Int] = []
        try database.fetch(
            """
            SELECT id FROM sync_cells WHERE entity = ? AND id > ? AND id < ? AND field = 'done' AND value = '1'
            """, .text(set.entity), .text(owner.id + "/"), .text(owner.id + "0")
        ) { row in
            if let member = SyncedTables.member(row.string(0)), member.owner == owner.id { days.append(member.day) }
        }
        try database.withStatement("INSERT OR IGNORE INTO \(set.table) (\(set.ownerColumn), day) VALUES (?, ?)") {
            insert in
            for day in days { try insert.run(.text(owner.id), .int(day)) }
        }
    }
}

/// An entity whose cells changed.
struct EntityKey: Hashable, Sendable {
    let entity: String
    let id: String
    init(_ entity: String, _ id: String) {
        self.entity = entity
        self.id = id
    }
}

/// A tracker's cells, checked the way the store's own rows are.
///
/// The schedule and the count are one decision: the count holds only on a
/// daily habit (migration 9's rule) and only when its cell is as new as the
/// schedule's. A change of either sends both with one stamp
/// (`SyncedField.alsoOn`), so they agree; when they come from two devices
/// (a weekday change made before the count arrived, or by a build that
/// predates counts), the later one decides on every device alike, and a
/// count older than the schedule does not come back when the habit is made
/// daily again.
struct TrackerCells {
    let name, kind, emoji, color: String
    let schedule, pinned, createdOn: Int
    let count: CountSchedule?
    /// Sparse (sync schema 4): an absent cell is none, as "" is.
    let archived: Bool
    let question, details: String

    init?(_ cells: [String: String], clocks: [String: Int64]) {
        guard let name = cells["name"], !name.isEmpty, let kind = cells["kind"], Tracker.Kind(rawValue: kind) != nil,
            let emoji = cells["emoji"], !emoji.isEmpty, let color = cells["color"], RGBColor(storedHex: color) != nil,
            let schedule = cells["schedule"].flatMap({ Int($0) }), EntityRules.isWeekdayMask(schedule),
            let pinned = cells["pinned"].flatMap({ Int($0) }), pinned == 0 || pinned == 1,
            let createdOn = cells["created_on"].flatMap({ Int($0) }),
            // A habit has a weekday, an event none: the rule `add` and import keep.
            (kind == Tracker.Kind.habit.rawValue) == (schedule != 0)
        else { return nil }
        let countText = cells[SyncedTables.count] ?? ""
        let count = countText.isEmpty ? nil : CellRules.countSchedule(countText)
        guard countText.isEmpty || count != nil else { return nil }
        let question = cells["question"] ?? ""
        let details = cells["description"] ?? ""
        guard TrackerTextRules.question(question) == .success(question),
            TrackerTextRules.description(details) == .success(details)
        else { return nil }
        archived = cells["archived"] == "1"
        self.question = question
        self.details = details
        self.name = name
        self.kind = kind
        self.emoji = emoji
        self.color = color
        self.schedule = schedule
        self.pinned = pinned
        self.createdOn = createdOn
        let isCurrent = (clocks[SyncedTables.count] ?? 0) >= (clocks["schedule"] ?? 0)
        self.count = schedule == 127 && isCurrent ? count : nil
    }
}

/// A my-habits habit's cells, checked the way the store's own rows are.
struct HabitCells {
    let name, color: String
    let minute, createdOn: Int

    init?(_ cells: [String: String]) {
        guard let name = cells["name"], !name.isEmpty, let color = cells["color"], RGBColor(storedHex: color) != nil,
            let minute = cells["minute"].flatMap({ Int($0) }), EntityRules.isMinute(minute),
            let createdOn = cells["created_on"].flatMap({ Int($0) })
        else { return nil }
        self.name = name
        self.color = color
        self.minute = minute
        self.createdOn = createdOn
    }
}

/// How the store's tables are cut into cells.
///
/// An entity row (a category, a tracker, a habit) is one cell per field,
/// plus a `deleted` tombstone once it is deleted. A set member (a tracker's
/// record on a day, a habit's tracked day) is one cell `done` = 1 or 0 whose
/// id is derived from its owner and day (`owner/day`), so two devices
/// marking the same day write the same cell. Derived columns (folded keys,
/// sort keys, counts) are not synced: each device computes its own.
struct SyncedRow: Sendable {
    let table: String
    let entity: String
    /// (field, column) in the order the row is written.
    let fields: [(field: String, column: String)]
}

struct SyncedSet: Sendable {
    let table: String
    let entity: String
    let ownerColumn: String
    /// The entity the members belong to (deleting it takes them away).
    let owner: String
}

enum SyncedTables {
    static let deleted = "deleted"
    static let done = "done"

    static let category = SyncedRow(table: "categories", entity: "category", fields: [("title", "title")])
    static let tracker = SyncedRow(table: "trackers", entity: "tracker", fields: [
        ("name", "name"), ("kind", "kind"), ("category", "category_id"), ("emoji", "emoji"), ("color", "color"),
        ("schedule", "schedule"), ("pinned", "pinned"), ("created_on", "created_on"),
    ])
    static let habit = SyncedRow(table: "habits", entity: "habit", fields: [
        ("name", "name"), ("minute", "minute_of_day"), ("color", "color"), ("created_on", "created_on"),
    ])
    static let record = SyncedSet(table: "records", entity: "record", ownerColumn: "tracker_id", owner: "tracker")
    static let habitDay = SyncedSet(table: "habit_days", entity: "habit_day", ownerColumn: "habit_id", owner: "habit")

    static let rows = [category, tracker, habit]
    static let sets = [record, habitDay]

    /// The cell id of a set member.
    static func memberID(owner: String, day: Int) -> String { "\(owner)/\(day)" }

    /// The owner and day of a set member's cell id (the day is the signed
    /// number after the last `/`, so an owner id may itself hold a `/`; days
    /// before 1970 are negative).
    static func member(_ id: String) -> (owner: String, day: Int)? {
        guard let slash = id.lastIndex(of: "/"), let day = Int(id[id.index(after: slash)...]) else { return nil }
        return (String(id[..<slash]), day)
    }

    /// `member` in SQL, for a cell id column: the owner and the day. The day
    /// is what follows the last `/`, a minus sign included; trimming digits
    /// alone would leave the `-` of a day before 1970 in the owner, and that
    /// owner matches no row, so the mark would go out as "not done".
    static func memberSQL(_ id: String) -> (owner: String, day: String) {
        let head = "length(rtrim(\(id), '-0123456789'))"
        return ("substr(\(id), 1, \(head) - 1)", "CAST(substr(\(id), \(head) + 1) AS INTEGER)")
    }

    /// The SQL value of a column as cell text (a missing category is "").
    static func cellValue(_ column: String, of alias: String) -> String {
        column == "category_id" ? "coalesce(\(alias).category_id, '')" : "CAST(\(alias).\(column) AS TEXT)"
    }
}

/// How the store's tables are cut into cells.
///
/// An entity row (a category, a tracker, a habit) is one cell per field,
/// plus a `deleted` tombstone once it is deleted. A set member (a tracker's
/// record on a day, a habit's tracked day) is one cell `done` = 1 or 0 whose
/// id is derived from its owner and day (`owner/day`), so two devices
/// marking the same day write the same cell. Derived columns (folded keys,
/// sort keys, counts) are not synced: each device computes its own.
package struct SyncedRow: Sendable {
    package let table: String
    package let entity: String
    /// In the order the row is written.
    package let fields: [SyncedField]
}

/// One cell of a row: most are one column's value as text; a tracker's
/// `count` is its two count columns as `times/per`, one cell so that two
/// devices' edits cannot pair one's times with the other's per.
package struct SyncedField: Sendable {
    package let field: String
    package let columns: [String]
    /// Written for a row only once it has a value (the count): a tracker
    /// with none sends the cells it always did, and a device whose build
    /// predates the field is sent it only for the trackers that use it.
    /// An absent sparse cell means what "" means.
    package let isSparse: Bool
    /// Columns of other fields of one decision with this one: a change of
    /// any of them sends this field too, with the same stamp, so the cells
    /// of a decision always come from the same change on every device (a
    /// tracker's schedule and count, see `TrackerCells` in SyncStore).
    package let alsoOn: [String]
    /// A sparse field's column value (SQL) that means "none": NULL for the
    /// count, the column's default for the others.
    let absent: String

    init(_ field: String, _ column: String, alsoOn: [String] = []) {
        self.field = field
        columns = [column]
        isSparse = false
        self.alsoOn = alsoOn
        absent = "NULL"
    }

    init(_ field: String, pair first: String, _ second: String, alsoOn: [String] = []) {
        self.field = field
        columns = [first, second]
        isSparse = true
        self.alsoOn = alsoOn
        absent = "NULL"
    }

    /// A sparse field of one column whose value `absent` (SQL) is none.
    init(_ field: String, sparse column: String, absent: String) {
        self.field = field
        columns = [column]
        isSparse = true
        alsoOn = []
        self.absent = absent
    }

    /// The SQL value of the field as cell text, for the row `alias`: a
    /// missing category or count is "".
    package func value(of alias: String) -> String {
        if columns.count == 2 { return "coalesce(\(alias).\(columns[0]) || '/' || \(alias).\(columns[1]), '')" }
        return columns[0] == "category_id"
            ? "coalesce(\(alias).category_id, '')" : "CAST(\(alias).\(columns[0]) AS TEXT)"
    }

    /// Whether the row `alias` has a value of a sparse field.
    package func isPresent(in alias: String) -> String { "\(alias).\(columns[0]) IS NOT \(absent)" }

    /// Whether an update changed the field (SQL over NEW and OLD).
    var changed: String { Self.changed(columns) }

    /// Whether an update changed any of `columns` (SQL over NEW and OLD).
    static func changed(_ columns: [String]) -> String {
        columns.map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR ")
    }
}

package struct SyncedSet: Sendable {
    package let table: String
    package let entity: String
    package let ownerColumn: String
    /// The entity the members belong to (deleting it takes them away).
    package let owner: String
}

package enum SyncedTables {
    package static let deleted = "deleted"
    package static let done = "done"
    package static let count = "count"

    package static let category = SyncedRow(
        table: "categories", entity: "category", fields: [SyncedField("title", "title")])
    /// `count`: a count schedule as `times/per`, "" for none (`TrackerCells`);
    /// the schedule and the count are one decision (`alsoOn`). `archived`
    /// ("1"), `question` and `description` are sparse too (sync schema 4):
    /// a tracker sends them once it has them, so a device whose build
    /// predates them sets aside only the cells of trackers that use them.
    package static let tracker = SyncedRow(
        table: "trackers", entity: "tracker",
        fields: [
            SyncedField("name", "name"), SyncedField("kind", "kind"), SyncedField("category", "category_id"),
            SyncedField("emoji", "emoji"), SyncedField("color", "color"),
            SyncedField("schedule", "schedule", alsoOn: ["count_times", "count_per"]),
            SyncedField("pinned", "pinned"), SyncedField("created_on", "created_on"),
            SyncedField(count, pair: "count_times", "count_per", alsoOn: ["schedule"]),
            SyncedField("archived", sparse: "archived", absent: "0"),
            SyncedField("question", sparse: "question", absent: "''"),
            SyncedField("description", sparse: "description", absent: "''"),
        ])
    package static let habit = SyncedRow(
        table: "habits", entity: "habit",
        fields: [
            SyncedField("name", "name"), SyncedField("minute", "minute_of_day"), SyncedField("color", "color"),
            SyncedField("created_on", "created_on"),
        ])
    package static let record = SyncedSet(
        table: "records", entity: "record", ownerColumn: "tracker_id", owner: "tracker")
    package static let habitDay = SyncedSet(
        table: "habit_days", entity: "habit_day", ownerColumn: "habit_id", owner: "habit")

    package static let rows = [category, tracker, habit]
    package static let sets = [record, habitDay]

    /// The cell id of a set member.
    package static func memberID(owner: String, day: Int) -> String { "\(owner)/\(day)" }

    /// The owner and day of a set member's cell id (the day is the signed
    /// number after the last `/`, so an owner id may itself hold a `/`; days
    /// before 1970 are negative).
    package static func member(_ id: String) -> (owner: String, day: Int)? {
        guard let slash = id.lastIndex(of: "/"), let day = Int(id[id.index(after: slash)...]) else { return nil }
        return (String(id[..<slash]), day)
    }

    /// `member` in SQL, for a cell id column: the owner and the day. The day
    /// is what follows the last `/`, a minus sign included; trimming digits
    /// alone would leave the `-` of a day before 1970 in the owner, and that
    /// owner matches no row, so the mark would go out as "not done".
    package static func memberSQL(_ id: String) -> (owner: String, day: String) {
        let head = "length(rtrim(\(id), '-0123456789'))"
        return ("substr(\(id), 1, \(head) - 1)", "CAST(substr(\(id), \(head) + 1) AS INTEGER)")
    }
}

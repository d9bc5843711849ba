import SQLite
import SharedModels
import StorageSQLite
import SyncKit

/// Where set-aside cells live: the local table `sync_quarantine`, one row
/// per (direction, entity, id, field), with the first bytes of the value,
/// its clock, its device and what was wrong.
///
/// A received cell that breaks the rules is never merged: the store keeps
/// the last good version, every other cell of the page is merged, and the
/// pull cursor moves past it, so it blocks nothing. When the server later
/// sends a version of the same cell that passes (someone fixed it), that
/// version is merged as usual and the row here is dropped. A cell of this
/// device that breaks the rules (a row another program wrote) stays in the
/// store as it is and is not pushed; editing the row makes a new cell, which
/// goes out and drops the row here. A received cell set aside for a field
/// an older build did not know is asked again once this build upgrades the
/// store's sync schema (`SyncEngine.upgradeSchema`). The table is made on first use, so a
/// store synced by an older build gains it without a migration.
enum Quarantine {
    static let tableSQL = """
        CREATE TABLE IF NOT EXISTS sync_quarantine (
            direction TEXT NOT NULL, entity TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL,
            value TEXT NOT NULL, clock INTEGER NOT NULL, device TEXT NOT NULL, problem TEXT NOT NULL,
            PRIMARY KEY (direction, entity, id, field)) WITHOUT ROWID;
        """

    /// A hostile cell can be megabytes; what is kept of each text is enough to recognise it.
    static let excerptBytes = 256

    /// Keeps `cells` aside; one notice per entity they belong to.
    static func setAside(
        _ cells: [(cell: SyncCell, problem: String)], _ direction: SetAside.Direction,
        in database: Database
    ) throws -> [SetAside] {
        guard !cells.isEmpty else { return [] }
        try database.execute(tableSQL)
        var problems: [CellKey: Set<String>] = [:]
        var order: [CellKey] = []
        try database.withStatement(
            """
            INSERT OR REPLACE INTO sync_quarantine (direction, entity, id, field, value, clock, device, problem)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        ) { insert in
            for (cell, problem) in cells {
                let key = cell.key
                try insert.run(
                    .text(direction.rawValue), .text(excerpt(key.entity)), .text(excerpt(key.id)),
                    .text(excerpt(key.field)),
                    .text(excerpt(cell.value)), .integer(cell.clock), .text(excerpt(cell.device)), .text(problem))
                let owner = Self.owner(of: key)
                if problems[owner] == nil { order.append(owner) }
                problems[owner, default: []].insert(problem)
            }
        }
        return try order.map { owner in
            SetAside(
                direction: direction, entity: owner.entity, id: owner.id,
                name: try localName(owner, in: database), problems: problems[owner, default: []].sorted())
        }
    }

    /// Drops the set-aside versions that `cells`, good versions now in the
    /// store, replace: all of them, or (`olderOnly`) those with a smaller
    /// clock (a change made here replaces a received cell only if it is the
    /// later one; a set-aside cell from the far future stays set aside).
    static func release(
        _ cells: [SyncCell], _ direction: SetAside.Direction, olderOnly: Bool = false,
        in database: Database
    ) throws {
        guard !cells.isEmpty, try holds(direction, in: database) else { return }
        try database.withStatement(
            """
            DELETE FROM sync_quarantine WHERE direction = ? AND entity = ? AND id = ? AND field = ? AND (? = 0 OR \
            clock < ?)
            """
        ) { delete in
            for cell in cells {
                try delete.run(
                    .text(direction.rawValue), .text(cell.key.entity), .text(cell.key.id), .text(cell.key.field),
                    .int(olderOnly ? 1 : 0), .integer(cell.clock))
            }
        }
    }

    /// The received cells set aside only for a field this device's build
    /// did not know (`SyncEngine.upgradeSchema` asks this build's rules
    /// again), whole: a value cut to `excerptBytes` is not the one sent.
    static func unknownFields(in database: Database) throws -> [SyncCell] {
        guard try exists(in: database) else { return [] }
        var cells: [SyncCell] = []
        try database.fetch(
            """
            SELECT entity, id, field, value, clock, device FROM sync_quarantine
            WHERE direction = ? AND problem = 'field' AND length(CAST(value AS BLOB)) < ?
            """, .text(SetAside.Direction.received.rawValue), .int(excerptBytes)
        ) { row in
            cells.append(
                SyncCell(
                    key: CellKey(row.string(0), row.string(1), row.string(2)), value: row.string(3),
                    clock: row.int64(4), device: row.string(5)))
        }
        return cells
    }

    /// Whether the table exists (a store's first set-aside cell makes it).
    private static func exists(in database: Database) throws -> Bool {
        try database.scalarText("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sync_quarantine'") != nil
    }

    /// How many cells are set aside, in both directions.
    static func count(in database: Database) throws -> Int {
        guard try exists(in: database) else { return 0 }
        return Int(try database.scalarText("SELECT count(*) FROM sync_quarantine") ?? "0") ?? 0
    }

    /// Whether any cell of `direction` is set aside (false before the table exists).
    static func holds(_ direction: SetAside.Direction, in database: Database) throws -> Bool {
        guard try exists(in: database) else { return false }
        return try database.exists(
            "SELECT 1 FROM sync_quarantine WHERE direction = ? LIMIT 1", .text(direction.rawValue))
    }

    /// The entity a warning names: a set member's owner, else the cell's own.
    private static func owner(of key: CellKey) -> CellKey {
        if let set = SyncedTables.sets.first(where: { $0.entity == key.entity }),
            let member = SyncedTables.member(key.id)
        {
            return CellKey(set.owner, excerpt(member.owner), "")
        }
        return CellKey(excerpt(key.entity), excerpt(key.id), "")
    }

    /// The entity's name in the store, when the store has the row and the
    /// name passes the naming rule (a name that breaks it is never printed).
    private static func localName(_ owner: CellKey, in database: Database) throws -> String? {
        guard EntityID.isWellFormed(owner.id),
            let row = SyncedTables.rows.first(where: { $0.entity == owner.entity }),
            let column = row.fields.first?.columns.first
        else {
            return nil
        }
        let stored = try database.fetchOne("SELECT \(column) FROM \(row.table) WHERE id = ?", .text(owner.id)) {
            $0.text(0)
        }
        guard let name = stored ?? nil,
            case .success(let valid) = NameRules.validate(name, characterLimit: nil), valid == name
        else { return nil }
        return name
    }

    /// The first `excerptBytes` of `text` (a multi-byte character cut in two becomes U+FFFD).
    static func excerpt(_ text: String) -> String {
        text.utf8.count <= excerptBytes ? text : String(decoding: text.utf8.prefix(excerptBytes), as: UTF8.self)
    }
}

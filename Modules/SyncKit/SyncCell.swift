/// One synced field of one entity: the unit every device merges.
///
/// A store's rows are cut into cells (app, entity, id, field) so that two
/// devices editing different fields of the same tracker both keep their
/// edit. A cell carries its value, the hybrid logical clock of the change
/// and the device that made it; of two versions of a cell the one with the
/// larger (clock, device, value) wins (`wins(over:)`), which every device and the
/// server compute alike, so merging is commutative, associative and
/// idempotent.
package struct SyncCell: Hashable, Sendable {
    package var key: CellKey
    package var value: String
    package var clock: HybridClock.Timestamp
    package var device: String

    package init(key: CellKey, value: String, clock: HybridClock.Timestamp, device: String) {
        self.key = key
        self.value = value
        self.clock = clock
        self.device = device
    }

    /// Whether this version replaces `other` (a version of the same cell).
    /// A device never stamps two values alike, so (clock, device) decides;
    /// the value breaks a tie anyway, which keeps the order total (and the
    /// merge commutative) even for a store someone edited by hand. The same
    /// change seen twice is equal: neither wins.
    /// Text compares as UTF-8 bytes, as SQLite and PostgreSQL's "C"
    /// collation do, so every side orders alike.
    package func wins(over other: SyncCell) -> Bool {
        if clock != other.clock { return clock > other.clock }
        if device != other.device { return other.device.utf8.lexicographicallyPrecedes(device.utf8) }
        return other.value.utf8.lexicographicallyPrecedes(value.utf8)
    }
}

/// Where a cell lives: the entity kind, its id and the field.
package struct CellKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var entity: String
    package var id: String
    package var field: String

    package init(_ entity: String, _ id: String, _ field: String) {
        self.entity = entity
        self.id = id
        self.field = field
    }

    package static func < (a: CellKey, b: CellKey) -> Bool {
        (a.entity, a.id, a.field) < (b.entity, b.id, b.field)
    }

    package var description: String { "\(entity)/\(id)/\(field)" }
}

/// The larger version of each cell of `cells`: the merge every device and
/// the server compute. Order and repetition of the input do not matter.
package func mergeCells<S: Sequence>(_ cells: S) -> [CellKey: SyncCell] where S.Element == SyncCell {
    var merged: [CellKey: SyncCell] = [:]
    for cell in cells {
        if let known = merged[cell.key], !cell.wins(over: known) { continue }
        merged[cell.key] = cell
    }
    return merged
}

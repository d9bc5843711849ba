import SharedModels
import StorageSQLite
import SyncKit

/// The store's own rules, asked of every cell that crosses the wire: what
/// the server sends is checked like what a user types, and what this device
/// sends is checked before it goes. The rules are the store's
/// (`EntityRules`, `EntityID.isWellFormed`), not copies, so a value a device
/// takes in is one its export can carry back in; here they are read off a
/// cell's text, each number as SQLite writes it.
///
/// A value that breaks them is set aside (`Quarantine`) and the rest goes on.
enum CellRules {
    /// How far ahead of the server's time a cell's clock may be: twice the
    /// tolerance a device's wall clock may differ from the server's
    /// (`SyncEngine.clockTolerance`), so every stamp an honest device makes
    /// passes, and no stamp can put a device's clock far into the future
    /// (a clock of 2^63-1 would stop it from ever winning again).
    static let clockBound: Int64 = 2 * SyncEngine.clockTolerance

    /// Why `cell` may not be taken in or sent, or nil when it may.
    static func problem(_ cell: SyncCell, serverNow: Int64) -> String? {
        guard cell.clock >= 0, HybridClock.milliseconds(of: cell.clock) <= serverNow + clockBound else {
            return "clock"
        }
        guard EntityID.isWellFormed(cell.device) else { return "device" }
        let key = cell.key
        if SyncedTables.sets.contains(where: { $0.entity == key.entity }) {
            guard isMemberID(key.id) else { return "id" }
            guard key.field == SyncedTables.done else { return "field" }
            return isFlag(cell.value) ? nil : key.field
        }
        guard SyncedTables.rows.contains(where: { $0.entity == key.entity }) else { return "entity" }
        guard EntityID.isWellFormed(key.id) else { return "id" }
        guard let rule = fieldRules[key.entity]?[key.field] else { return "field" }
        return rule(cell.value) ? nil : key.field
    }

    /// Each synced field's rule, by entity: what the store's rows hold.
    private static let fieldRules: [String: [String: @Sendable (String) -> Bool]] = [
        SyncedTables.category.entity: [
            "title": { EntityRules.isName($0, limit: NameRules.limit) }, SyncedTables.deleted: isFlag,
        ],
        SyncedTables.tracker.entity: [
            "name": { EntityRules.isName($0, limit: NameRules.limit) },
            "kind": { Tracker.Kind(rawValue: $0) != nil },
            "category": { $0.isEmpty || EntityID.isWellFormed($0) },
            "emoji": EntityRules.isTrackerEmoji,
            "color": { RGBColor(storedHex: $0).map(EntityRules.isTrackerColor) ?? false },
            "schedule": { integer($0).map(EntityRules.isWeekdayMask) ?? false },
            "pinned": isFlag,
            "created_on": isDay,
            SyncedTables.count: { $0.isEmpty || countSchedule($0) != nil },
            "archived": { $0.isEmpty || isFlag($0) },
            "question": { TrackerTextRules.question($0) == .success($0) },
            "description": { TrackerTextRules.description($0) == .success($0) },
            SyncedTables.deleted: isFlag,
        ],
        SyncedTables.habit.entity: [
            "name": { EntityRules.isName($0, limit: nil) },
            "minute": { integer($0).map(EntityRules.isMinute) ?? false },
            "color": { RGBColor(storedHex: $0) != nil },
            "created_on": isDay,
            SyncedTables.deleted: isFlag,
        ],
    ]

    /// `owner/day` with a well-formed owner id and a supported day written
    /// as SQLite writes the number (one day, one text: no "+5", no "05").
    /// Read as bytes: set members are most of the cells of a first upload.
    private static func isMemberID(_ id: String) -> Bool {
        guard let slash = id.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let owner = id.utf8[..<slash]
        let dayText = id.utf8[id.utf8.index(after: slash)...]
        guard let ownerText = String(owner), EntityID.isWellFormed(ownerText),
            let dayString = String(dayText), let day = integer(dayString)
        else { return false }
        return EntityRules.isDay(LocalDate(dayNumber: day))
    }

    /// `times/per` in `CountSchedule`'s range, each number as SQLite writes it.
    static func countSchedule(_ value: String) -> CountSchedule? {
        guard let slash = value.firstIndex(of: "/"), let times = integer(String(value[..<slash])),
            let per = integer(String(value[value.index(after: slash)...]))
        else { return nil }
        return CountSchedule(times: times, per: per)
    }

    private static func isFlag(_ value: String) -> Bool { value == "0" || value == "1" }

    /// A day number in the days every app accepts.
    private static func isDay(_ value: String) -> Bool {
        integer(value).map { EntityRules.isDay(LocalDate(dayNumber: $0)) } ?? false
    }

    /// An integer as SQLite writes one (`CAST(n AS TEXT)`): no sign but a
    /// minus, no leading zeros, no spaces, so one number has one text.
    private static func integer(_ value: String) -> Int? {
        guard value.utf8.count <= 20, let number = Int(value), String(number) == value else { return nil }
        return number
    }
}

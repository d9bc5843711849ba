import SharedModels

/// Case-insensitive keys under which titles are unique and names are found,
/// and the order both backends list in (`StoreOrder`).
///
/// SQLite's NOCASE folds ASCII only («Спорт» ≠ «спорт»), so the folded key is
/// computed here with the standard library's Unicode-aware `lowercased()` and
/// compared as UTF-8 bytes: exactly what SQLite's BINARY collation does with
/// the stored key column.
package enum TextKey {
    /// The key under which titles are unique and names are looked up: case
    /// folded, nothing else (sorting folds more: see `NameOrder.key`).
    package static func fold(_ text: String) -> String { NameIdentity.key(text) }

    /// The key under which ids are matched by prefix: ASCII letters lowered,
    /// every other byte kept. Ids are ASCII (lowercase hex, or letters,
    /// digits, `-` and `_` from an import) and users may type them in
    /// capitals; this is exactly SQLite's built-in `lower()`, so both
    /// backends match the same ids.
    package static func foldID(_ id: String) -> String {
        guard id.utf8.contains(where: { (65...90).contains($0) }) else { return id }
        return String(decoding: id.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Byte order of the UTF-8 encodings (= code point order).
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        NameOrder.bytesPrecede(lhs, rhs)
    }
}

/// The documented orders of the repository lists (see Repositories.swift):
/// `NameOrder`, the same order the main screen shows, so a list reads the
/// same whichever backend holds it (SQLite keeps the key in `name_order`).
package enum StoreOrder {
    /// By title in `NameOrder`.
    package static func categories(_ items: some Sequence<TrackerCategory>) -> [TrackerCategory] {
        items.map { (NameOrder.SortKey($0.title), $0) }
            .sorted { a, b in
                NameOrder.precedes(a.0, b.0) {
                    NameOrder.precedes(name: a.1.title, id: a.1.id.rawValue, before: b.1.title, b.1.id.rawValue)
                }
            }
            .map(\.1)
    }

    /// By name in `NameOrder`.
    package static func trackers(_ items: some Sequence<Tracker>) -> [Tracker] {
        items.map { (NameOrder.SortKey($0.name), $0) }
            .sorted { a, b in
                NameOrder.precedes(a.0, b.0) {
                    NameOrder.precedes(name: a.1.name, id: a.1.id.rawValue, before: b.1.name, b.1.id.rawValue)
                }
            }
            .map(\.1)
    }

    /// By time of day, then by name in `NameOrder`.
    package static func habits(_ items: some Sequence<Habit>) -> [Habit] {
        items.map { (NameOrder.SortKey($0.name), $0) }
            .sorted { a, b in
                if a.1.minuteOfDay != b.1.minuteOfDay { return a.1.minuteOfDay < b.1.minuteOfDay }
                return NameOrder.precedes(a.0, b.0) {
                    NameOrder.precedes(name: a.1.name, id: a.1.id.rawValue, before: b.1.name, b.1.id.rawValue)
                }
            }
            .map(\.1)
    }
}

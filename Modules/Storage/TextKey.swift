import SharedModels

/// Case-insensitive keys and the one ordering both backends use, so a list
/// reads the same whichever backend holds it.
///
/// SQLite's NOCASE folds ASCII only («Спорт» ≠ «спорт»), so the folded key is
/// computed here with the standard library's Unicode-aware `lowercased()` and
/// compared as UTF-8 bytes: exactly what SQLite's BINARY collation does with
/// the stored key column.
public enum TextKey {
    /// The key under which titles and names are unique and sorted.
    public static func fold(_ text: String) -> String { text.lowercased() }

    /// The key under which ids are matched by prefix: ASCII letters lowered,
    /// every other byte kept. Ids are ASCII (lowercase hex, or letters,
    /// digits, `-` and `_` from an import) and users may type them in
    /// capitals; this is exactly SQLite's built-in `lower()`, so both
    /// backends match the same ids.
    public static func foldID(_ id: String) -> String {
        guard id.utf8.contains(where: { (65...90).contains($0) }) else { return id }
        return String(decoding: id.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Byte order of the UTF-8 encodings (= code point order).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

/// The documented orders of the repository lists (see Repositories.swift).
public enum StoreOrder {
    /// By folded title, then id.
    public static func categories(_ items: some Sequence<TrackerCategory>) -> [TrackerCategory] {
        items.map { (TextKey.fold($0.title), $0) }
            .sorted { $0.0 != $1.0 ? TextKey.precedes($0.0, $1.0) : TextKey.precedes($0.1.id.rawValue, $1.1.id.rawValue) }
            .map(\.1)
    }

    /// By folded name, then id.
    public static func trackers(_ items: some Sequence<Tracker>) -> [Tracker] {
        items.map { (TextKey.fold($0.name), $0) }
            .sorted { $0.0 != $1.0 ? TextKey.precedes($0.0, $1.0) : TextKey.precedes($0.1.id.rawValue, $1.1.id.rawValue) }
            .map(\.1)
    }

    /// By time of day, then folded name, then id.
    public static func habits(_ items: some Sequence<Habit>) -> [Habit] {
        items.map { (TextKey.fold($0.name), $0) }
            .sorted {
                if $0.1.minuteOfDay != $1.1.minuteOfDay { return $0.1.minuteOfDay < $1.1.minuteOfDay }
                return $0.0 != $1.0 ? TextKey.precedes($0.0, $1.0) : TextKey.precedes($0.1.id.rawValue, $1.1.id.rawValue)
            }
            .map(\.1)
    }
}

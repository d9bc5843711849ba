/// The queries the tracker commands run on every call (the main screen's
/// reads, resolving a user's `T`, a card's count), in one place so that the
/// tests can check their query plans: each one is a seek or a walk of one
/// index, and only the day's records are read from the records table.
enum TrackerQueries {
    private static let columns = SQLiteContext.trackerColumns
    /// `NameOrder` on stored keys: BINARY comparisons of key, name, id.
    private static let order = "name_order, name, id"

    /// Categories in `NameOrder`: a walk of `categories_by_order`.
    static let categories = "SELECT id, title FROM categories ORDER BY title_order, title, id"

    /// One day's records: a seek in the covering `records_by_day (day)`.
    static let recordsOnDay = "SELECT tracker_id FROM records WHERE day = ? ORDER BY tracker_id"

    /// One tracker's days: a range of the records' primary key.
    static let daysOfTracker = "SELECT day FROM records WHERE tracker_id = ? ORDER BY day"

    /// Every tracker in the documented order (`NameOrder`): a walk of `trackers_by_order`.
    static let all = "SELECT \(columns) FROM trackers ORDER BY \(order)"

    /// `all` with each tracker's record count (column `SQLiteContext.trackerColumnCount`): `trackerSummaries`.
    static let allWithCounts = "SELECT \(columns), record_count FROM trackers ORDER BY \(order)"

    /// By folded name: one seek in `trackers_by_name (name_key, name_order,
    /// name, id)`, which also gives the order.
    static let named = "SELECT \(columns) FROM trackers WHERE name_key = ? ORDER BY \(order)"

    /// By id prefix: a range of `trackers_by_id_key (lower(id))`. Not LIKE,
    /// which cannot use an index with the default (BINARY) collation.
    static let idRange = "SELECT \(columns) FROM trackers WHERE lower(id) >= ? AND lower(id) < ? ORDER BY \(order)"

    /// By an id prefix that has no upper bound (only U+10FFFF: no id starts
    /// so; SQLite scans, which is right for what cannot be narrowed).
    static let idFrom = "SELECT \(columns) FROM trackers WHERE lower(id) >= ? ORDER BY \(order)"

    /// The counters migration 3 keeps: one row per tracker, records untouched.
    static let counts = "SELECT id, record_count FROM trackers WHERE record_count > 0"

    static let countOfOne = "SELECT record_count FROM trackers WHERE id = ?"

    /// The smallest text above every text that starts with `prefix`, in
    /// SQLite's BINARY order (UTF-8 bytes = code points): the prefix with its
    /// last scalar raised by one (dropping trailing U+10FFFF, which cannot be
    /// raised). Nil when nothing bounds it (an empty prefix, or only U+10FFFF).
    static func upperBound(ofPrefix prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        while let last = scalars.popLast() {
            // Surrogate code points are not scalars: step over them.
            let value = last.value == 0xD7FF ? 0xE000 : last.value + 1
            if let next = Unicode.Scalar(value) {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                view.append(next)
                return String(view)
            }
        }
        return nil
    }
}

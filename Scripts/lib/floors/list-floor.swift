// The floor under `tracker list`: a Swift program (static standard library,
// FoundationEssentials, SQLite as Debian ships it) that does only what
// listing needs, with none of the tracker's checks, languages or layout:
// opens the store as the tracker does (read-write, WAL), reads the schema
// version, the categories, the trackers with their counts in order and the
// day's records, and writes one line per tracker under its category.
//
//     list-floor STORE.sqlite DAY-NUMBER
import FoundationEssentials

struct Row {
    var name: String
    var emoji: String
    var category: String
    var count: Int
    var done = false
}

let arguments = CommandLine.arguments
var database: OpaquePointer?
guard arguments.count == 3, let day = Int64(arguments[2]),
    sqlite3_open_v2(arguments[1], &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK
else { fatalError("usage: list-floor STORE.sqlite DAY-NUMBER") }
sqlite3_busy_timeout(database, 5000)

func rows(_ sql: String, _ day: Int64? = nil, _ body: (OpaquePointer) -> Void) {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
        fatalError(String(cString: sqlite3_errmsg(database)))
    }
    if let day { sqlite3_bind_int64(statement, 1, day) }
    while sqlite3_step(statement) == SQLITE_ROW { body(statement) }
    sqlite3_finalize(statement)
}

func text(_ statement: OpaquePointer, _ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}

rows("PRAGMA journal_mode=WAL") { _ in }
rows("SELECT max(version) FROM schema_migrations") { _ in }
var titles: [String: String] = [:]
var order: [String] = []
rows("SELECT id, title FROM categories ORDER BY title_order, title, id") {
    titles[text($0, 0)] = text($0, 1)
    order.append(text($0, 0))
}
var trackers: [Row] = []
var positions: [String: Int] = [:]
rows("SELECT id, name, emoji, category_id, record_count FROM trackers ORDER BY name_order, name, id") {
    positions[text($0, 0)] = trackers.count
    let count = Int(sqlite3_column_int64($0, 4))
    trackers.append(Row(name: text($0, 1), emoji: text($0, 2), category: text($0, 3), count: count))
}
rows("SELECT tracker_id FROM records WHERE day = ? ORDER BY tracker_id", day) {
    if let position = positions[text($0, 0)] { trackers[position].done = true }
}
var members: [String: [Int]] = [:]
for (position, tracker) in trackers.enumerated() { members[tracker.category, default: []].append(position) }
var output: [UInt8] = []
for category in order + [""] {
    guard let positions = members[category] else { continue }
    output += Array((titles[category] ?? "Other").utf8) + [10]
    for position in positions {
        let tracker = trackers[position]
        output += Array("  \(tracker.done ? "✓" : "+") \(tracker.emoji) \(tracker.name)  \(tracker.count) days\n".utf8)
    }
}
_ = output.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
sqlite3_close(database)

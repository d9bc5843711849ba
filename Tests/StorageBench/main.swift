// bench-storage: times both storage backends at several sizes (issue 3,
// point 8). Run through Scripts/bench-storage, which builds it in release.
//
//   bench-storage [--dir D] [--sizes 0,1000,100000,1000000] [--json-max N]
//
// A size of N records is N/1000 trackers (at least one) with a record on
// each of the last N/trackers days: 1,000,000 = 1,000 trackers over ~2.7 years.
import Foundation
import SharedModels
import Storage
import StorageJSON
import StorageSQLite

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst(), name.hasPrefix("--"), let value = arguments.popFirst() {
    options[String(name.dropFirst(2))] = value
}
let root = options["dir"] ?? NSTemporaryDirectory() + "/pocket-bench-\(getpid())"
let sizes = (options["sizes"] ?? "0,1000,100000,1000000").split(separator: ",").compactMap { Int($0) }
let jsonMax = Int(options["json-max"] ?? "1000000") ?? 1_000_000
let today = LocalDate(year: 2026, month: 11, day: 29)!

struct Row {
    var backend: String, records: Int, fileBytes: Int
    var open: Double, add: Double, openAndAdd: Double, day: Double, all: Double
    var reference: Double?, referenceName: String
}

func open(_ kind: StoreKind, _ directory: String) throws -> any Store {
    kind == .json ? try JSONStore.open(directory: directory) : try SQLiteStore.open(directory: directory)
}

/// Fills a new store in one transaction and returns the trackers' ids.
func fill(_ store: any Store, records: Int) throws -> [EntityID] {
    let trackerCount = max(1, records / 1000)
    let days = records / trackerCount
    let trackers = (0..<trackerCount).map { index in
        Tracker(
            name: "Tracker \(index)", kind: .habit, categoryID: nil, emoji: Palette.emoji[index % 18],
            color: Palette.colors[index % 18], schedule: .everyDay, createdOn: today.adding(days: -days))
    }
    try store.write { context in
        for tracker in trackers {
            try context.insertTracker(tracker)
            for offset in 0..<(records == 0 ? 0 : days) {
                try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: today.adding(days: -offset)))
            }
        }
    }
    return trackers.map(\.id)
}

func measure(_ kind: StoreKind, records: Int) throws -> (Row, ReadRow) {
    let directory = "\(root)/\(kind.rawValue)-\(records)"
    try? FileManager.default.removeItem(atPath: directory)
    let ids = try fill(try open(kind, directory), records: records)
    let path = directory + "/" + (kind == .json ? JSONStore.fileName : SQLiteStore.fileName)
    let big = records >= 1_000_000
    let openTime = try medianMilliseconds(runs: kind == .json && big ? 3 : 15) { _ = try open(kind, directory) }
    let store = try open(kind, directory)
    var next = today.adding(days: 1)
    // Warm-up: the first writes load the pages of the paths they touch.
    for _ in 0..<3 {
        try store.write { try $0.insertRecord(TrackerRecord(trackerID: ids[0], day: next)) }
        next = next.adding(days: 1)
    }
    let addTime = try medianMilliseconds(runs: kind == .json && big ? 5 : 31) {
        try store.write { try $0.insertRecord(TrackerRecord(trackerID: ids[0], day: next)) }
        next = next.adding(days: 1)
    }
    let openAndAddTime = try medianMilliseconds(runs: kind == .json && big ? 3 : 15) {
        let fresh = try open(kind, directory)
        try fresh.write { try $0.insertRecord(TrackerRecord(trackerID: ids[ids.count / 2], day: next)) }
        next = next.adding(days: 1)
    }
    let dayTime = try medianMilliseconds(runs: 15) {
        _ = try store.read { try $0.records(on: today.adding(days: -10)) }
    }
    var count = 0
    let allTime = try medianMilliseconds(runs: big ? 3 : 7) { count = try store.read { try $0.records() }.count }
    precondition(count >= records, "read \(count) of \(records) records")
    let reference: Double? =
        records == 0
        ? nil
        : kind == .sqlite
            ? try commandMilliseconds(runs: 5, ["sqlite3", path, "SELECT * FROM records"])
            : try commandMilliseconds(
                runs: 5,
                [
                    "python3", "-c",
                    "import json; d=json.load(open('\(path)')); json.dump(d, open('\(directory)/copy.json','w'))",
                ])
    let reads = try measureReads(kind, directory: directory, records: records, ids: ids, today: today, open: open)
    // Every instance above shared the file with `sqlite3` runs: it must still be sound.
    if let sqlite = try open(kind, directory) as? SQLiteStore {
        let check = try sqlite.integrityCheck()
        precondition(check == "ok", "integrity_check of \(path): \(check)")
    }
    return (
        Row(
            backend: kind.rawValue, records: records, fileBytes: fileSize(path), open: openTime, add: addTime,
            openAndAdd: openAndAddTime, day: dayTime, all: allTime, reference: reference,
            referenceName: kind == .sqlite ? "sqlite3 SELECT *" : "python json load+dump"), reads
    )
}

var readRows: [ReadRow] = []
print(
    "| backend | records | file | open | add one | open + add one | one day | all records | reference | reference ms |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|")
for kind in [StoreKind.sqlite, .json] {
    for size in sizes {
        if kind == .json && size > jsonMax {
            print("| json | \(size) | skipped (--json-max \(jsonMax)) | | | | | | | |")
            continue
        }
        let (row, reads) = try measure(kind, records: size)
        readRows.append(reads)
        let megabytes = String(format: "%.1f MB", Double(row.fileBytes) / 1_048_576)
        print(
            "| \(row.backend) | \(row.records) | \(megabytes) | \(format(row.open)) | \(format(row.add)) | "
                + "\(format(row.openAndAdd)) | \(format(row.day)) | \(format(row.all)) | \(row.referenceName) | "
                + "\(format(row.reference)) |"
        )
        fflush(nil)
    }
}
print("\nWhat `tracker list` and `tracker done T` read (ms):\n")
print(
    "| backend | records | trackers() | recordCounts() | recordCount(of:) | trackers(named:) | trackers(idPrefix:) | "
        + "list reads | open + list reads | open + done |"
)
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for row in readRows {
    print(
        "| \(row.backend) | \(row.records) | \(format(row.trackers)) | \(format(row.counts)) | "
            + "\(format(row.countOfOne)) | "
            + "\(format(row.named)) | \(format(row.idPrefix)) | \(format(row.listReads)) | \(format(row.openAndList)) "
            + "| "
            + "\(format(row.openAndDone)) |")
}
// What starting each reference tool costs by itself (part of its column).
let sqliteStart = try commandMilliseconds(runs: 5, ["sqlite3", ":memory:", "SELECT 1"])
let pythonStart = try commandMilliseconds(runs: 5, ["python3", "-c", "import json"])
print("\nStarting the reference tools alone: sqlite3 \(format(sqliteStart)) ms, python3 \(format(pythonStart)) ms.")
if options["dir"] == nil { try? FileManager.default.removeItem(atPath: root) }

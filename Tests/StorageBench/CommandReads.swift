import Foundation
import SharedModels
import Storage

/// The reads one `tracker list` and one `tracker done T` make, timed on a
/// filled store (issue: `list` and `done` at 1,000 trackers and 1M records).
struct ReadRow {
    var backend: String, records: Int
    var trackers: Double, counts: Double, countOfOne: Double, named: Double, idPrefix: Double
    /// `categories()`, `records(on:)`, `trackers()`, `recordCounts()` and a
    /// setting in one read scope: what `tracker list` reads.
    var listReads: Double
    /// A fresh open, then `listReads`: the storage part of one `tracker list` run.
    var openAndList: Double
    /// A fresh open, then one write scope resolving the tracker by id prefix,
    /// inserting a record and reading its days: the storage part of `tracker done`.
    var openAndDone: Double
}

/// What the `list` command reads, in one scope.
func listReads(_ context: any StoreContext, day: LocalDate) throws -> Int {
    let categories = try context.categories()
    let done = try context.records(on: day)
    let trackers = try context.trackers()
    let counts = try context.recordCounts()
    _ = try context.setting("lastCategory")
    return categories.count + done.count + trackers.count + counts.count
}

func measureReads(
    _ kind: StoreKind, directory: String, records: Int, ids: [EntityID], today: LocalDate,
    open: (StoreKind, String) throws -> any Store
) throws -> ReadRow {
    let store = try open(kind, directory)
    let runs = records >= 1_000_000 && kind == .json ? 5 : 31
    let middle = ids[ids.count / 2]
    // Names are "Tracker N": look one up in another case, as a user types it.
    let name = try store.read { try $0.tracker(id: middle)?.name.uppercased() } ?? ""
    let prefix = String(middle.rawValue.prefix(6)).uppercased()
    let trackers = try medianMilliseconds(runs: runs) { _ = try store.read { try $0.trackers() } }
    let counts = try medianMilliseconds(runs: runs) {
        let counted = try store.read { try $0.recordCounts() }
        precondition(records == 0 || counted.count == ids.count, "counted \(counted.count) of \(ids.count) trackers")
    }
    let countOfOne = try medianMilliseconds(runs: runs) { _ = try store.read { try $0.recordCount(of: middle) } }
    let named = try medianMilliseconds(runs: runs) {
        let found = try store.read { try $0.trackers(named: name) }
        precondition(found.map(\.id) == [middle], "trackers(named: \(name)) found \(found.count)")
    }
    let byPrefix = try medianMilliseconds(runs: runs) {
        let found = try store.read { try $0.trackers(idPrefix: prefix) }
        precondition(found.contains { $0.id == middle }, "trackers(idPrefix: \(prefix)) missed \(middle)")
    }
    let day = today.adding(days: -10)
    let list = try medianMilliseconds(runs: runs) { _ = try store.read { try listReads($0, day: day) } }
    let openAndList = try medianMilliseconds(runs: kind == .json && records >= 1_000_000 ? 3 : 15) {
        _ = try open(kind, directory).read { try listReads($0, day: day) }
    }
    // Days before the filled history, so that each run really inserts.
    var next = today.adding(days: -2000)
    let openAndDone = try medianMilliseconds(runs: kind == .json && records >= 1_000_000 ? 3 : 15) {
        try open(kind, directory).write { context in
            let tracker = try context.trackers(idPrefix: prefix)[0]
            try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: next))
            _ = try context.days(of: tracker.id)
        }
        next = next.adding(days: -1)
    }
    return ReadRow(
        backend: kind.rawValue, records: records, trackers: trackers, counts: counts, countOfOne: countOfOne,
        named: named, idPrefix: byPrefix, listReads: list, openAndList: openAndList, openAndDone: openAndDone)
}

import SQLite
import SeededRandom
import SharedModels
import Storage
import StorageSQLite
import Testing

/// `insertRecords` (the import's bulk path: SQLite drops the count trigger
/// and, for a batch at least as large as the table, the day index, and puts
/// them back) ends in exactly the state `insertRecordsOneByOne` does, on
/// random stores and batches, and rolls back whole.
@Suite struct RecordBatchTests {
    /// A store's content as the repositories read it, plus the counters.
    struct Content: Equatable {
        var records: [TrackerRecord]
        var counts: [EntityID: Int]
        var countsOfOne: [Int]
    }

    static let start = Make.day("2026-01-01")

    /// A random history: a few trackers (ids in no order, some sharing a
    /// prefix), each with random days.
    struct Scenario {
        var category = Make.category("Sport", id: "c1")
        var trackers: [Tracker] = []
        var existing: [RecordBatch] = []
        var incoming: [RecordBatch] = []

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            let ids = ["b", "a", "ab", "B", "a-1", "zz", "Q_9", "a0"].shuffled(using: &random)
            for (index, id) in ids.prefix(Int.random(in: 1...ids.count, using: &random)).enumerated() {
                trackers.append(Make.tracker("T\(index)", category: category, id: id))
            }
            func batches(_ most: Int) -> [RecordBatch] {
                trackers.shuffled(using: &random).prefix(Int.random(in: 0...trackers.count, using: &random)).map {
                    tracker in
                    let count = Int.random(in: 0...most, using: &random)
                    return RecordBatch(
                        trackerID: tracker.id,
                        days: (0..<count).map { _ in
                            RecordBatchTests.start.adding(days: Int.random(in: 0..<60, using: &random))
                        })
                }
            }
            // Sometimes more records there than coming, sometimes fewer:
            // both ways of the SQLite path (index kept or rebuilt).
            existing = batches(Int.random(in: 0...1, using: &random) == 0 ? 5 : 40)
            incoming = batches(Int.random(in: 0...1, using: &random) == 0 ? 5 : 40)
            // A tracker twice in one call.
            if let first = incoming.first {
                incoming.append(RecordBatch(trackerID: first.trackerID, days: [Self.dup(first)]))
            }
        }

        static func dup(_ batch: RecordBatch) -> LocalDate { batch.days.first ?? RecordBatchTests.start }

        func prepare(_ store: any Store) throws {
            try store.write { context in
                try context.insertCategory(category)
                for tracker in trackers { try context.insertTracker(tracker) }
                try context.insertRecordsOneByOne(existing)
            }
        }
    }

    static func content(_ store: any Store, _ trackers: [Tracker]) throws -> Content {
        try store.read { context in
            Content(
                records: try context.records(), counts: try context.recordCounts(),
                countsOfOne: try trackers.map { try context.recordCount(of: $0.id) })
        }
    }

    /// Type, name, table and SQL of every schema object, in name order.
    static func schema(_ path: String) throws -> [String] {
        let database = try Database(path: path, readOnly: true)
        var rows: [String] = []
        try database.fetch("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master ORDER BY name") { row in
            rows.append((0..<4).map { row.string($0) }.joined(separator: "|"))
        }
        return rows
    }

    @Test(arguments: 1...40)
    func bulkEqualsOneByOne(seed: Int) throws {
        let scenario = Scenario(seed: UInt64(seed))
        try withStore(.sqlite) { bulk, _ in
            try withStore(.sqlite) { plain, _ in
                try scenario.prepare(bulk)
                try scenario.prepare(plain)
                let schemaBefore = try Self.schema(bulk.path)
                let added = try bulk.write { try $0.insertRecords(scenario.incoming) }
                let expected = try plain.write { try $0.insertRecordsOneByOne(scenario.incoming) }
                #expect(added == expected)
                #expect(try Self.content(bulk, scenario.trackers) == Self.content(plain, scenario.trackers))
                #expect(try Self.schema(bulk.path) == schemaBefore, "trigger and index put back as they were")
                #expect(try (bulk as? SQLiteStore)?.integrityCheck() == "ok")
                // The trigger counts again afterwards.
                let tracker = scenario.trackers[0]
                for store in [bulk, plain] {
                    try store.write {
                        try $0.insertRecord(TrackerRecord(trackerID: tracker.id, day: Self.start.adding(days: 500)))
                    }
                }
                #expect(try Self.content(bulk, scenario.trackers) == Self.content(plain, scenario.trackers))
            }
        }
    }

    /// Batches longer than one statement's rows (512), with days already
    /// there and repeated, unsorted: the chunks and their remainders.
    @Test(arguments: [511, 512, 513, 1300])
    func longBatchesEqualOneByOne(count: Int) throws {
        var scenario = Scenario(seed: 11)
        scenario.existing = [
            RecordBatch(
                trackerID: scenario.trackers[0].id,
                days: stride(from: 0, to: count, by: 7).map { Self.start.adding(days: $0) })
        ]
        let days = (0..<count).map { Self.start.adding(days: $0) }
        scenario.incoming = [RecordBatch(trackerID: scenario.trackers[0].id, days: days.reversed() + days.prefix(9))]
        try withStore(.sqlite) { bulk, _ in
            try withStore(.sqlite) { plain, _ in
                try scenario.prepare(bulk)
                try scenario.prepare(plain)
                let added = try bulk.write { try $0.insertRecords(scenario.incoming) }
                #expect(added == count - scenario.existing[0].days.count)
                #expect(try plain.write { try $0.insertRecordsOneByOne(scenario.incoming) } == added)
                #expect(try Self.content(bulk, scenario.trackers) == Self.content(plain, scenario.trackers))
            }
        }
    }

    /// The seeds above try both ways of the SQLite path: a batch smaller than
    /// what the table holds (index kept) and one at least as large (rebuilt).
    @Test func scenariosTakeBothWays() {
        let larger = (1...40).map { seed in
            let scenario = Scenario(seed: UInt64(seed))
            let held = Set(scenario.existing.flatMap { batch in batch.days.map { "\(batch.trackerID)|\($0)" } }).count
            return scenario.incoming.reduce(0) { $0 + $1.days.count } >= held
        }
        #expect(larger.contains(true) && larger.contains(false))
    }

    /// The JSON store's default (one by one) gives what SQLite's bulk path gives.
    @Test(arguments: 1...10)
    func bothBackendsAgree(seed: Int) throws {
        let scenario = Scenario(seed: UInt64(seed) + 1000)
        try withStore(.sqlite) { sqlite, _ in
            try withStore(.json) { json, _ in
                try scenario.prepare(sqlite)
                try scenario.prepare(json)
                let added = try sqlite.write { try $0.insertRecords(scenario.incoming) }
                #expect(try json.write { try $0.insertRecords(scenario.incoming) } == added)
                #expect(try Self.content(sqlite, scenario.trackers) == Self.content(json, scenario.trackers))
            }
        }
    }

    /// A batch naming an unknown tracker throws `.notFound`; the scope
    /// rolls back records, counts and the dropped schema objects alike.
    @Test(arguments: StoreKind.allCases)
    func unknownTrackerRollsBackEverything(kind: StoreKind) throws {
        let scenario = Scenario(seed: 7)
        try withStore(kind) { store, _ in
            try scenario.prepare(store)
            let before = try Self.content(store, scenario.trackers)
            let schemaBefore = kind == .sqlite ? try Self.schema(store.path) : []
            let known = RecordBatch(
                trackerID: scenario.trackers[0].id, days: (0..<50).map { Self.start.adding(days: $0) })
            let unknown = RecordBatch(trackerID: "nobody", days: [Self.start])
            #expect(throws: StoreError.notFound(entity: .tracker, key: "nobody")) {
                try store.write { try $0.insertRecords([known, unknown]) }
            }
            #expect(try Self.content(store, scenario.trackers) == before)
            if kind == .sqlite { #expect(try Self.schema(store.path) == schemaBefore) }
        }
    }

    /// Inside a read scope the bulk path refuses like every write.
    @Test(arguments: StoreKind.allCases)
    func readScopeRefuses(kind: StoreKind) throws {
        let scenario = Scenario(seed: 3)
        try withStore(kind) { store, _ in
            try scenario.prepare(store)
            #expect(throws: StoreError.readOnly) {
                try store.read {
                    try $0.insertRecords([RecordBatch(trackerID: scenario.trackers[0].id, days: [Self.start])])
                }
            }
        }
    }
}

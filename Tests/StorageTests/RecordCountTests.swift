import PocketTestSupport
import SharedModels
import Storage
import Testing

/// `recordCounts()` and `recordCount(of:)` stay right through every change
/// (SQLite keeps them in counters maintained by triggers), on both backends.
@Suite struct RecordCountTests {
    let sport = Make.category("Sport"), home = Make.category("Home")
    let run: Tracker, swim: Tracker, cook: Tracker, goal: Tracker

    init() {
        run = Make.tracker("Run", category: sport)
        swim = Make.tracker("Swim", category: sport)
        cook = Make.tracker("Cook", category: home, kind: .event)
        goal = Make.tracker("Goal", category: nil)
    }

    func record(_ tracker: Tracker, _ offset: Int) -> TrackerRecord {
        TrackerRecord(trackerID: tracker.id, day: Make.day("2026-03-01").adding(days: offset))
    }

    /// Fills the store: Run 3 records, Swim 2, Cook 1, Goal none.
    func fill(_ store: any Store) throws {
        try store.write { context throws in
            try context.insertCategory(sport)
            try context.insertCategory(home)
            for tracker in [run, swim, cook, goal] { try context.insertTracker(tracker) }
            for offset in 0..<3 { try context.insertRecord(record(run, offset)) }
            for offset in 0..<2 { try context.insertRecord(record(swim, offset)) }
            try context.insertRecord(record(cook, 0))
        }
    }

    /// Both count reads against `expected` and against the records themselves.
    func expectCounts(
        _ store: any Store, _ expected: [EntityID: Int], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try store.read { context throws in
            let counted = Dictionary(grouping: try context.records(), by: \.trackerID).mapValues(\.count)
            #expect(counted == expected, sourceLocation: sourceLocation)
            #expect(try context.recordCounts() == expected, sourceLocation: sourceLocation)
            for id in [run.id, swim.id, cook.id, goal.id, EntityID("unknown")] {
                #expect(
                    try context.recordCount(of: id) == expected[id, default: 0], "\(id)", sourceLocation: sourceLocation
                )
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func countsFollowInsertsAndDeletes(kind: StoreKind) throws {
        try withStore(kind) { store, folder in
            try fill(store)
            try expectCounts(store, [run.id: 3, swim.id: 2, cook.id: 1])
            // A duplicate changes nothing.
            #expect(try store.write { try $0.insertRecord(record(run, 1)) } == false)
            try expectCounts(store, [run.id: 3, swim.id: 2, cook.id: 1])
            #expect(try store.write { try $0.deleteRecord(record(run, 1)) })
            try expectCounts(store, [run.id: 2, swim.id: 2, cook.id: 1])
            // Deleting an absent record, or one of an unknown tracker, changes nothing.
            #expect(try store.write { try $0.deleteRecord(record(run, 1)) } == false)
            #expect(
                try store.write {
                    try $0.deleteRecord(TrackerRecord(trackerID: "unknown", day: Make.day("2026-03-01")))
                } == false)
            try expectCounts(store, [run.id: 2, swim.id: 2, cook.id: 1])
            // The first record of a tracker, the last one of another.
            try store.write { context throws in
                try context.insertRecord(record(goal, 5))
                try context.deleteRecord(record(cook, 0))
                // Visible inside the scope already.
                #expect(try context.recordCount(of: goal.id) == 1)
                #expect(try context.recordCounts()[cook.id] == nil)
            }
            try expectCounts(store, [run.id: 2, swim.id: 2, goal.id: 1])
            try expectCounts(try openStore(kind, folder.storeDirectory), [run.id: 2, swim.id: 2, goal.id: 1])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aRolledBackScopeLeavesTheCounts(kind: StoreKind) throws {
        try withStore(kind) { store, folder in
            try fill(store)
            #expect(throws: Boom.self) {
                try store.write { context throws in
                    try context.insertRecord(record(run, 10))
                    try context.insertRecord(record(goal, 10))
                    try context.deleteRecord(record(swim, 0))
                    try context.deleteTracker(id: cook.id)
                    #expect(try context.recordCounts() == [run.id: 4, swim.id: 1, goal.id: 1])
                    throw Boom()
                }
            }
            try expectCounts(store, [run.id: 3, swim.id: 2, cook.id: 1])
            try expectCounts(try openStore(kind, folder.storeDirectory), [run.id: 3, swim.id: 2, cook.id: 1])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func deletedTrackersAndCategoriesTakeTheirCounts(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            try fill(store)
            try store.write { try $0.deleteTracker(id: swim.id) }
            try expectCounts(store, [run.id: 3, cook.id: 1])
            // The same id again starts from nothing.
            try store.write { try $0.insertTracker(swim) }
            try expectCounts(store, [run.id: 3, cook.id: 1])
            try store.write { try $0.insertRecord(record(swim, 7)) }
            try expectCounts(store, [run.id: 3, swim.id: 1, cook.id: 1])
            // Category → trackers → records.
            try store.write { try $0.deleteCategory(id: sport.id) }
            try expectCounts(store, [cook.id: 1])
            try store.write { try $0.deleteCategory(id: home.id) }
            try expectCounts(store, [:])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func copiesCarryTheCounts(from: StoreKind) throws {
        let to: StoreKind = from == .json ? .sqlite : .json
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try openStore(from, folder.storeDirectory)
        try fill(source)
        let target = try openStore(to, folder.storeDirectory)
        // A target with counts of its own, replaced by `--force`.
        try target.write { context throws in
            try context.insertTracker(Make.tracker("Old", category: nil, id: "0ld0"))
            try context.insertRecord(TrackerRecord(trackerID: "0ld0", day: Make.day("2020-01-01")))
        }
        try StoreCopier.copy(from: source, to: target, force: true)
        try expectCounts(target, [run.id: 3, swim.id: 2, cook.id: 1])
        #expect(try target.read { try $0.recordCount(of: "0ld0") } == 0)
        // And back, onto the changed source.
        try source.write { try $0.insertRecord(record(goal, 1)) }
        try StoreCopier.copy(from: target, to: source, force: true)
        try expectCounts(source, [run.id: 3, swim.id: 2, cook.id: 1])
    }
}

import SharedModels
import Storage
import Testing

/// Scopes: all or nothing, read-only reads, and what a scope sees.
@Suite struct TransactionTests {
    @Test(arguments: StoreKind.allCases)
    func aThrowingWriteLeavesNothing(kind: StoreKind) throws {
        try withStore(kind) { store, folder in
            let sport = Make.category("Sport")
            let run = Make.tracker("Run", category: sport)
            try store.write {
                try $0.insertCategory(sport)
                try $0.insertTracker(run)
            }
            let before = try store.read { try StoreSnapshot.capture(from: $0) }
            #expect(throws: Boom.self) {
                try store.write { context throws in
                    try context.insertCategory(Make.category("Home"))
                    try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-01")))
                    try context.insertHabit(Make.habit("Read", minute: 5))
                    try context.setSetting("k", "v")
                    try context.setSession(Session(accessToken: "t", username: "u", createdAt: 1))
                    try context.setCacheEntry("c", "v")
                    try context.deleteCategory(id: sport.id)
                    throw Boom()
                }
            }
            #expect(try store.read { try StoreSnapshot.capture(from: $0) } == before)
            // Also on disk, for a fresh instance.
            let reopened = try openStore(kind, folder.storeDirectory)
            #expect(try reopened.read { try StoreSnapshot.capture(from: $0) } == before)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aFailedChangeInsideAScopeRollsBackTheScope(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            try store.write { try $0.insertCategory(sport) }
            #expect(throws: StoreError.conflict(entity: .category, key: "SPORT")) {
                try store.write { context throws in
                    try context.insertCategory(Make.category("Home"))
                    try context.insertCategory(Make.category("SPORT"))
                }
            }
            #expect(try store.read { try $0.categories() } == [sport])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func writesInsideAReadScopeAreRefused(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            let run = Make.tracker("Run", category: sport)
            let habit = Make.habit("Read", minute: 1)
            try store.write {
                try $0.insertCategory(sport)
                try $0.insertTracker(run)
                try $0.insertHabit(habit)
            }
            let changes: [(any StoreContext) throws -> Void] = [
                { try $0.insertCategory(Make.category("Home")) },
                { try $0.updateCategory(TrackerCategory(id: sport.id, title: "X")) },
                { try $0.deleteCategory(id: sport.id) },
                { try $0.insertTracker(Make.tracker("Swim", category: sport)) },
                { try $0.updateTracker(run) },
                { try $0.deleteTracker(id: run.id) },
                { try $0.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-01"))) },
                { try $0.deleteRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-01"))) },
                { try $0.insertHabit(Make.habit("Walk", minute: 2)) },
                { try $0.updateHabit(habit) },
                { try $0.deleteHabit(id: habit.id) },
                { try $0.trackHabit(id: habit.id, on: Make.day("2026-01-01")) },
                { try $0.setSetting("k", "v") },
                { try $0.setSession(nil) },
                { try $0.setCacheEntry("k", "v") },
                { try $0.clearCache() },
            ]
            let before = try store.read { try StoreSnapshot.capture(from: $0) }
            for change in changes {
                #expect(throws: StoreError.readOnly) { try store.read { try change($0) } }
            }
            #expect(try store.read { try StoreSnapshot.capture(from: $0) } == before)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aWriteScopeSeesItsOwnChangesAndReadsReturnValues(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let run = Make.tracker("Run", category: nil)
            let count = try store.write { context throws -> Int in
                try context.insertTracker(run)
                try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-01")))
                #expect(try context.tracker(id: run.id) == run)
                return try context.records().count
            }
            #expect(count == 1)
            let names = try store.read { context in
                try context.trackers().map(\.name) + [try context.days(of: run.id)[0].iso]
            }
            #expect(names == ["Run", "2026-01-01"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aContextKeptPastItsScopeIsRefused(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let kept = try store.write { $0 }
            #expect(throws: StoreError.readOnly) { try kept.setSetting("late", "1") }
            #expect(try store.read { try $0.setting("late") } == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func twoInstancesSeeEachOthersCommits(kind: StoreKind) throws {
        try withStore(kind) { first, folder in
            let second = try openStore(kind, folder.storeDirectory)
            try first.write { try $0.setSetting("a", "1") }
            #expect(try second.read { try $0.setting("a") } == "1")
            try second.write { try $0.setSetting("b", "2") }
            #expect(try first.read { try $0.settings() } == ["a": "1", "b": "2"])
        }
    }
}

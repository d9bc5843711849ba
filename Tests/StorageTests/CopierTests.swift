import PocketTestSupport
import SharedModels
import Storage
import Testing

/// `APP migrate`: copies between backends.
@Suite struct CopierTests {
    static let directions: [(StoreKind, StoreKind)] = [(.json, .sqlite), (.sqlite, .json)]

    func fill(_ store: any Store) throws {
        let sport = Make.category("Спорт")
        let home = Make.category("Home")
        let trackers = [
            Make.tracker("Run", category: sport), Make.tracker("Cook", category: home, kind: .event),
            Make.tracker("Goal", category: nil, pinned: true),
        ]
        try store.write { context throws in
            try context.insertCategory(sport)
            try context.insertCategory(home)
            for tracker in trackers {
                try context.insertTracker(tracker)
                for offset in 0..<30 {
                    try context.insertRecord(
                        TrackerRecord(trackerID: tracker.id, day: Make.day("2026-01-01").adding(days: offset * 2)))
                }
            }
            try context.insertHabit(Make.habit("Read", minute: 480, days: ["2026-01-01", "2026-01-02"]))
            try context.setSetting("onboarding", "1")
            try context.setSession(Session(accessToken: "secret", username: "anna", createdAt: 42))
            try context.setCacheEntry("feed", "[]")
        }
    }

    @Test(arguments: directions)
    func copiesEverythingAndLeavesTheSource(from: StoreKind, to: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try openStore(from, folder.storeDirectory)
        try fill(source)
        let sourceBytes = fileBytes(storeFile(from, folder.storeDirectory))
        let before = try source.read { try StoreSnapshot.capture(from: $0) }
        let target = try openStore(to, folder.storeDirectory)
        let counts = try StoreCopier.copy(from: source, to: target, force: false)
        #expect(
            counts == [
                "categories": 2, "trackers": 3, "records": 90, "habits": 1, "habitDays": 2,
                "settings": 1, "sessions": 1, "cacheEntries": 1,
            ])
        let copied = try openStore(to, folder.storeDirectory).read { try StoreSnapshot.capture(from: $0) }
        #expect(copied == before)
        #expect(try source.read { try StoreSnapshot.capture(from: $0) } == before)
        if from == .json { #expect(fileBytes(storeFile(from, folder.storeDirectory)) == sourceBytes) }
    }

    @Test(arguments: directions)
    func refusesANonEmptyTargetUnlessForced(from: StoreKind, to: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try openStore(from, folder.storeDirectory)
        try fill(source)
        let target = try openStore(to, folder.storeDirectory)
        let old = Make.category("Old")
        try target.write {
            try $0.insertCategory(old)
            try $0.setSetting("theme", "dark")
        }
        let targetBefore = try target.read { try StoreSnapshot.capture(from: $0) }
        #expect(throws: StoreError.targetNotEmpty(path: target.path, counts: targetBefore.counts)) {
            try StoreCopier.copy(from: source, to: target, force: false)
        }
        #expect(try target.read { try StoreSnapshot.capture(from: $0) } == targetBefore)
        try StoreCopier.copy(from: source, to: target, force: true)
        let after = try target.read { try StoreSnapshot.capture(from: $0) }
        #expect(after == (try source.read { try StoreSnapshot.capture(from: $0) }))
        #expect(try target.read { try $0.category(id: old.id) } == nil)
        #expect(after.settings["theme"] == nil)
    }

    @Test func emptySourceCopiesZeros() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let counts = try StoreCopier.copy(
            from: try openStore(.sqlite, folder.storeDirectory),
            to: try openStore(.json, folder.storeDirectory), force: false)
        #expect(counts.values.allSatisfy { $0 == 0 })
        #expect(Set(counts.keys) == Set(StoreSnapshot.entityNames))
    }
}

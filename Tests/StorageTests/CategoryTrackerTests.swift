import SharedModels
import Storage
import Testing

/// Categories and trackers, against both backends.
@Suite struct CategoryTrackerTests {
    @Test(arguments: StoreKind.allCases)
    func categoriesAreOrderedByTitleIgnoringCase(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            try store.write { context throws in
                for title in ["beta", "спорт", "Alpha", "Гамма"] { try context.insertCategory(Make.category(title)) }
            }
            let titles = try store.read { try $0.categories().map(\.title) }
            #expect(titles == ["Alpha", "beta", "Гамма", "спорт"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func categoryLookupAndConflicts(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Спорт")
            let work = Make.category("Work")
            try store.write {
                try $0.insertCategory(sport)
                try $0.insertCategory(work)
            }
            try store.write { context throws in
                #expect(try context.category(id: sport.id) == sport)
                #expect(try context.category(id: EntityID("0000")) == nil)
                #expect(throws: StoreError.conflict(entity: .category, key: "спорт")) {
                    try context.insertCategory(Make.category("спорт"))
                }
                #expect(throws: StoreError.conflict(entity: .category, key: "WORK")) {
                    try context.insertCategory(Make.category("WORK"))
                }
                #expect(throws: StoreError.conflict(entity: .category, key: sport.id.rawValue)) {
                    try context.insertCategory(TrackerCategory(id: sport.id, title: "Other"))
                }
            }
            #expect(try store.read { try $0.categories().count } == 2)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func updateCategory(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Спорт")
            let work = Make.category("Work")
            try store.write {
                try $0.insertCategory(sport)
                try $0.insertCategory(work)
            }
            try store.write { context throws in
                // Changing only the case of its own title is allowed.
                try context.updateCategory(TrackerCategory(id: sport.id, title: "СПОРТ"))
                #expect(throws: StoreError.conflict(entity: .category, key: "work")) {
                    try context.updateCategory(TrackerCategory(id: sport.id, title: "work"))
                }
                #expect(throws: StoreError.notFound(entity: .category, key: "ffff0000")) {
                    try context.updateCategory(TrackerCategory(id: "ffff0000", title: "New"))
                }
            }
            #expect(try store.read { try $0.category(id: sport.id)?.title } == "СПОРТ")
            // After a real rename the old title is free again.
            try store.write { try $0.updateCategory(TrackerCategory(id: sport.id, title: "Fitness")) }
            try store.write { try $0.updateCategory(TrackerCategory(id: work.id, title: "спорт")) }
            #expect(try store.read { try $0.categories().map(\.title) } == ["Fitness", "спорт"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func deletingACategoryCascadesToTrackersAndRecords(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            let home = Make.category("Home")
            let run = Make.tracker("Run", category: sport)
            let swim = Make.tracker("Swim", category: sport)
            let cook = Make.tracker("Cook", category: home)
            try store.write { context throws in
                try context.insertCategory(sport)
                try context.insertCategory(home)
                for tracker in [run, swim, cook] {
                    try context.insertTracker(tracker)
                    try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: Make.day("2026-03-01")))
                }
            }
            try store.write { try $0.deleteCategory(id: sport.id) }
            try store.read { context throws in
                #expect(try context.categories() == [home])
                #expect(try context.trackers() == [cook])
                #expect(try context.records() == [TrackerRecord(trackerID: cook.id, day: Make.day("2026-03-01"))])
                #expect(try context.days(of: run.id).isEmpty)
            }
            #expect(throws: StoreError.notFound(entity: .category, key: sport.id.rawValue)) {
                try store.write { try $0.deleteCategory(id: sport.id) }
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func trackersAreOrderedByNameIgnoringCaseThenID(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let trackers = [
                Make.tracker("бег", category: nil, id: "bb"), Make.tracker("Walk", category: nil, id: "cc"),
                Make.tracker("Бег", category: nil, id: "aa"), Make.tracker("apple", category: nil, id: "dd"),
            ]
            try store.write { context in for tracker in trackers { try context.insertTracker(tracker) } }
            let order = try store.read { try $0.trackers().map(\.id.rawValue) }
            #expect(order == ["dd", "cc", "aa", "bb"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func trackerInsertRules(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            let run = Make.tracker("Run", category: sport)
            try store.write {
                try $0.insertCategory(sport)
                try $0.insertTracker(run)
            }
            try store.write { context throws in
                #expect(throws: StoreError.conflict(entity: .tracker, key: run.id.rawValue)) {
                    try context.insertTracker(Make.tracker("Other", category: sport, id: run.id.rawValue))
                }
                #expect(throws: StoreError.notFound(entity: .category, key: "abcd1234")) {
                    try context.insertTracker(Make.tracker("Lost", category: Make.category("x", id: "abcd1234")))
                }
                // Goals have no category.
                try context.insertTracker(Make.tracker("Goal", category: nil))
                #expect(try context.tracker(id: run.id) == run)
                #expect(try context.tracker(id: "nope") == nil)
            }
            #expect(try store.read { try $0.trackers().map(\.name) } == ["Goal", "Run"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func updateAndDeleteTracker(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            let home = Make.category("Home")
            var run = Make.tracker("Run", category: sport)
            try store.write { context throws in
                try context.insertCategory(sport)
                try context.insertCategory(home)
                try context.insertTracker(run)
                try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-02")))
            }
            run.name = "Run far"
            run.categoryID = home.id
            run.pinned = true
            run.kind = .event
            run.schedule = .none
            run.emoji = "❤️"
            run.color = Palette.colors[17]
            run.createdOn = Make.day("2025-05-05")
            try store.write { try $0.updateTracker(run) }
            #expect(try store.read { try $0.tracker(id: run.id) } == run)
            try store.write { context throws in
                #expect(throws: StoreError.notFound(entity: .tracker, key: "feed")) {
                    try context.updateTracker(Make.tracker("Ghost", category: nil, id: "feed"))
                }
                var lost = run
                lost.categoryID = "dead"
                #expect(throws: StoreError.notFound(entity: .category, key: "dead")) { try context.updateTracker(lost) }
            }
            try store.write { try $0.deleteTracker(id: run.id) }
            try store.read { context throws in
                #expect(try context.trackers().isEmpty)
                #expect(try context.records().isEmpty)
                #expect(try context.recordCounts().isEmpty)
            }
            #expect(throws: StoreError.notFound(entity: .tracker, key: run.id.rawValue)) {
                try store.write { try $0.deleteTracker(id: run.id) }
            }
        }
    }
}

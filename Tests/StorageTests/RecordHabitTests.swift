import SharedModels
import Storage
import Testing

/// Records, habits, settings, the session and the cache, against both backends.
@Suite struct RecordHabitTests {
    @Test(arguments: StoreKind.allCases)
    func recordsAreUniquePerTrackerAndDay(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let run = Make.tracker("Run", category: nil)
            let record = TrackerRecord(trackerID: run.id, day: Make.day("2026-02-28"))
            try store.write { try $0.insertTracker(run) }
            #expect(try store.write { try $0.insertRecord(record) } == true)
            #expect(try store.write { try $0.insertRecord(record) } == false)
            #expect(try store.read { try $0.records() } == [record])
            #expect(try store.write { try $0.deleteRecord(record) } == true)
            #expect(try store.write { try $0.deleteRecord(record) } == false)
            #expect(try store.read { try $0.records() }.isEmpty)
            #expect(throws: StoreError.notFound(entity: .tracker, key: "beef")) {
                try store.write { try $0.insertRecord(TrackerRecord(trackerID: "beef", day: record.day)) }
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func recordQueriesAndOrder(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let a = Make.tracker("A", category: nil, id: "aaaa")
            let b = Make.tracker("B", category: nil, id: "bbbb")
            let days = ["2026-01-03", "1999-12-31", "2026-01-01", "2024-02-29"]
            try store.write { context throws in
                try context.insertTracker(b)
                try context.insertTracker(a)
                for day in days { try context.insertRecord(TrackerRecord(trackerID: b.id, day: Make.day(day))) }
                try context.insertRecord(TrackerRecord(trackerID: a.id, day: Make.day("2026-01-01")))
            }
            try store.read { context throws in
                let all = try context.records().map { "\($0.trackerID) \($0.day)" }
                #expect(
                    all == [
                        "bbbb 1999-12-31", "bbbb 2024-02-29", "aaaa 2026-01-01", "bbbb 2026-01-01", "bbbb 2026-01-03",
                    ])
                #expect(try context.records(on: Make.day("2026-01-01")).map(\.trackerID) == [a.id, b.id])
                #expect(try context.records(on: Make.day("2026-01-02")).isEmpty)
                #expect(
                    try context.days(of: b.id).map(\.iso) == ["1999-12-31", "2024-02-29", "2026-01-01", "2026-01-03"])
                #expect(try context.recordCounts() == [a.id: 1, b.id: 4])
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func habits(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let late = Make.habit("Read", minute: 1_439, days: ["2026-01-01"])
            let early = Make.habit("walk", minute: 0)
            let earlyToo = Make.habit("Meditate", minute: 0, days: ["2025-12-31", "2026-01-01"])
            try store.write { context throws in
                for habit in [late, early, earlyToo] { try context.insertHabit(habit) }
                #expect(throws: StoreError.conflict(entity: .habit, key: late.id.rawValue)) {
                    try context.insertHabit(late)
                }
            }
            #expect(try store.read { try $0.habits() } == [earlyToo, early, late])
            #expect(try store.write { try $0.trackHabit(id: early.id, on: Make.day("2026-02-28")) } == true)
            #expect(try store.write { try $0.trackHabit(id: early.id, on: Make.day("2026-02-28")) } == false)
            #expect(try store.read { try $0.habit(id: early.id)?.trackedDays } == [Make.day("2026-02-28")])
            var changed = earlyToo
            changed.name = "Медитация"
            changed.minuteOfDay = 450
            changed.trackedDays = [Make.day("2020-02-29")]
            changed.color = RGBColor(hex: "#000000")!
            changed.createdOn = Make.day("2019-01-01")
            try store.write { try $0.updateHabit(changed) }
            #expect(try store.read { try $0.habit(id: changed.id) } == changed)
            try store.write { try $0.deleteHabit(id: late.id) }
            #expect(try store.read { try $0.habits().map(\.id) } == [early.id, changed.id])
            try store.write { context throws in
                #expect(throws: StoreError.notFound(entity: .habit, key: late.id.rawValue)) {
                    try context.deleteHabit(id: late.id)
                }
                #expect(throws: StoreError.notFound(entity: .habit, key: late.id.rawValue)) {
                    try context.updateHabit(late)
                }
                #expect(throws: StoreError.notFound(entity: .habit, key: late.id.rawValue)) {
                    try context.trackHabit(id: late.id, on: Make.day("2026-01-01"))
                }
                #expect(try context.habit(id: late.id) == nil)
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func deletingAHabitDropsItsDays(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let habit = Make.habit("Run", minute: 60, days: ["2026-01-01", "2026-01-02"])
            try store.write { try $0.insertHabit(habit) }
            try store.write { try $0.deleteHabit(id: habit.id) }
            // A new habit with the same id starts with no days.
            var again = habit
            again.trackedDays = []
            try store.write { try $0.insertHabit(again) }
            #expect(try store.read { try $0.habit(id: habit.id)?.trackedDays } == [])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func settingsSessionAndCache(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            try store.write { context throws in
                try context.setSetting("onboardingSeen", "1")
                try context.setSetting("lastCategory", "Спорт \"quoted\" \\ line\nbreak")
                try context.setSetting("lastCategory", "Дом")
                try context.setSetting("gone", "x")
                try context.setSetting("gone", nil)
                try context.setSession(Session(accessToken: "tok\u{1}en", username: "anna", createdAt: 1_700_000_000))
                try context.setCacheEntry("feed:1", "[{\"id\":\"x\"}]")
                try context.setCacheEntry("feed:2", "two")
                try context.setCacheEntry("feed:2", nil)
            }
            try store.read { context throws in
                #expect(try context.setting("onboardingSeen") == "1")
                #expect(try context.setting("lastCategory") == "Дом")
                #expect(try context.setting("gone") == nil)
                #expect(try context.settings() == ["onboardingSeen": "1", "lastCategory": "Дом"])
                #expect(
                    try context.session()
                        == Session(accessToken: "tok\u{1}en", username: "anna", createdAt: 1_700_000_000))
                #expect(try context.cacheEntries() == ["feed:1": "[{\"id\":\"x\"}]"])
            }
            try store.write { context throws in
                try context.setSession(Session(accessToken: "new", username: "bob", createdAt: -1))
                #expect(try context.session()?.username == "bob")
                try context.setSession(nil)
                try context.clearCache()
            }
            try store.read { context throws in
                #expect(try context.session() == nil)
                #expect(try context.cacheEntry("feed:1") == nil)
                #expect(try context.cacheEntries().isEmpty)
            }
        }
    }
}

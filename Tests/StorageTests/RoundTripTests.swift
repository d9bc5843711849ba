import PocketTestSupport
import SharedModels
import Storage
import Testing

/// Every model survives a write, a close and a reopen unchanged.
@Suite struct RoundTripTests {
    /// One tracker per weekday set (all 128), events, count schedules, pins,
    /// emoji with variation selectors, Cyrillic, characters JSON must escape.
    static func everyKindOfTracker(in category: TrackerCategory) -> [Tracker] {
        var trackers: [Tracker] = []
        for mask in 0..<128 {
            let days = Weekday.allCases.filter { mask & 1 << ($0.rawValue - 1) != 0 }
            trackers.append(
                Tracker(
                    name: "Привычка \(mask)", kind: days.isEmpty ? .event : .habit,
                    categoryID: mask % 3 == 0 ? nil : category.id, emoji: Palette.emoji[mask % 18],
                    color: Palette.colors[mask % 18], schedule: Schedule(days), pinned: mask % 2 == 0,
                    createdOn: LocalDate(dayNumber: 10_956 + mask * 97)))
        }
        trackers.append(
            Make.tracker(
                "❤️ «Спорт» \"q\" \\ /\t\n\u{7}", category: category, emoji: "❤️",
                createdOn: "1999-12-31"))
        trackers.append(
            Make.tracker(
                "👩‍👩‍👧 e\u{301}", category: nil, kind: .event, emoji: "🏝", pinned: true,
                createdOn: "2026-02-28"))
        // Count schedules, the smallest and the largest windows among them.
        for (times, per) in [(1, 1), (3, 7), (1, 365), (365, 365)] {
            trackers.append(
                Make.tracker(
                    "\(times) in \(per)", category: per == 7 ? category : nil,
                    schedule: Schedule(count: CountSchedule(times: times, per: per)!)))
        }
        return trackers
    }

    @Test(arguments: StoreKind.allCases)
    func everyModelSurvivesAReopen(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let category = Make.category("Спорт «и» 😇")
        let trackers = Self.everyKindOfTracker(in: category)
        let records = trackers.prefix(5).flatMap { tracker in
            ["1999-12-31", "2000-02-29", "2026-02-28", "2026-12-31"].map {
                TrackerRecord(trackerID: tracker.id, day: Make.day($0))
            }
        }
        let habits = [
            Make.habit("Утро ☀️", minute: 0, days: ["1999-12-31", "2026-02-28"]), Make.habit("Night", minute: 1_439),
        ]
        let session = Session(accessToken: "tok-\u{0}-\u{1F600}", username: "анна", createdAt: Int64.max)
        let snapshot = StoreSnapshot(
            categories: [category], trackers: trackers, records: records, habits: habits,
            settings: ["onboarding": "done", "ключ": "значение \"x\""], session: session,
            cacheEntries: ["k": String(repeating: "{}[]\\\"", count: 100)])
        do {
            let store = try openStore(kind, folder.storeDirectory)
            try store.write { try snapshot.restore(into: $0) }
        }
        let reopened = try openStore(kind, folder.storeDirectory)
        let read = try reopened.read { try StoreSnapshot.capture(from: $0) }
        #expect(read.categories == snapshot.categories)
        #expect(Set(read.trackers) == Set(snapshot.trackers))
        #expect(Set(read.records) == Set(snapshot.records))
        #expect(Set(read.habits) == Set(habits))
        #expect(read.settings == snapshot.settings)
        #expect(read.session == snapshot.session)
        #expect(read.cacheEntries == snapshot.cacheEntries)
        // Emoji keep their variation selectors (U+FE0F) byte for byte.
        let heart = try #require(read.trackers.first { $0.emoji == "❤️" })
        #expect(Array(heart.emoji.unicodeScalars.map(\.value)) == [0x2764, 0xFE0F])
        #expect(try reopened.read { try $0.tracker(id: trackers[1].id)?.schedule } == Schedule([.monday]))
    }
}

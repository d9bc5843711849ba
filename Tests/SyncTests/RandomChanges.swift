import SeededRandom
import SharedModels
import Storage

/// A user's random offline changes on one device: add, rename, edit, pin,
/// count schedules, delete, mark, unmark, categories. Each change goes through the store's
/// own calls; one the rules refuse (a title taken) is simply not made.
enum RandomChanges {
    static let titles = ["Sport", "sport", "Books", "Home", "Дом", "дом"]

    static func apply(_ count: Int, to store: any Store, random: inout SeededGenerator) throws {
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &random)
            let pick = UInt64.random(in: 0...UInt64.max, using: &random)
            _ = try? store.write { context in try change(roll, pick: pick, context) }
        }
    }

    private static func change(_ roll: Int, pick: UInt64, _ context: any StoreContext) throws {
        let categories = try context.categories()
        let trackers = try context.trackers()
        func choose<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(pick % UInt64(items.count))] }
        let day = LocalDate(dayNumber: 20_000 + Int(pick % 9))
        switch roll {
        case 0..<8: try context.insertCategory(TrackerCategory(title: titles[Int(pick % UInt64(titles.count))]))
        case 8..<11:
            guard var category = choose(categories) else { return }
            // Within the naming rule's 38 characters, which sync holds every value to.
            category.title = category.title.count < 30 ? category.title + "+" : String(category.title.prefix(4))
            try context.updateCategory(category)
        case 11..<14: if let category = choose(categories) { try context.deleteCategory(id: category.id) }
        case 14..<30:
            try context.insertTracker(SyncDeviceTracker.make("T\(pick % 1000)", category: choose(categories)?.id))
        case 30..<38:
            guard var tracker = choose(trackers) else { return }
            tracker.name = tracker.name.count < 30 ? tracker.name + "'" : String(tracker.name.prefix(4))
            try context.updateTracker(tracker)
        case 38..<44:
            guard var tracker = choose(trackers) else { return }
            tracker.pinned.toggle()
            // Now and then a count schedule, weekdays, or daily again.
            if pick % 4 == 0 {
                switch pick / 4 % 3 {
                case 0: tracker.schedule = .everyDay
                case 1:
                    tracker.schedule = Schedule(count: CountSchedule(times: 1 + Int(pick % 3), per: 3 + Int(pick % 5))!)
                default: tracker.schedule = Schedule([Weekday.allCases[Int(pick / 12 % 7)]])
                }
            }
            try context.updateTracker(tracker)
        case 44..<50:
            guard var tracker = choose(trackers) else { return }
            tracker.categoryID = pick % 3 == 0 ? nil : choose(categories)?.id
            tracker.color = Palette.colors[Int(pick % UInt64(Palette.colors.count))]
            try context.updateTracker(tracker)
        case 50..<55: if let tracker = choose(trackers) { try context.deleteTracker(id: tracker.id) }
        case 55..<85:
            if let tracker = choose(trackers) {
                try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: day))
            }
        default:
            if let tracker = choose(trackers) {
                try context.deleteRecord(TrackerRecord(trackerID: tracker.id, day: day))
            }
        }
    }
}

enum SyncDeviceTracker {
    static func make(_ name: String, category: EntityID?) -> Tracker {
        Tracker(
            name: name, kind: .habit, categoryID: category, emoji: "🙂", color: Palette.colors[0],
            schedule: .everyDay, createdOn: LocalDate(dayNumber: 20_000))
    }
}

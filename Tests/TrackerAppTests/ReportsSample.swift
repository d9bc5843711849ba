import SharedModels
import Storage
import TrackerApp

/// What a tracker store holds, for comparisons across backends.
struct ReportsContent: Equatable {
    var categories: [TrackerCategory]
    var trackers: [Tracker]
    var records: [TrackerRecord]
}

/// Ready-made models.
enum ReportsSample {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static func habit(
        _ name: String, _ days: [Weekday], category: TrackerCategory, created: String,
        id: String? = nil, emoji: Int = 0, color: Int = 0
    ) -> Tracker {
        Tracker(
            id: id.map { EntityID($0) } ?? .random(), name: name, kind: .habit, categoryID: category.id,
            emoji: Palette.emoji[emoji], color: Palette.colors[color], schedule: Schedule(days),
            createdOn: day(created))
    }

    static func event(_ name: String, category: TrackerCategory, created: String, id: String? = nil) -> Tracker {
        Tracker(
            id: id.map { EntityID($0) } ?? .random(), name: name, kind: .event, categoryID: category.id,
            emoji: Palette.emoji[4], color: Palette.colors[2], schedule: .none, createdOn: day(created))
    }

    /// Inserts the category, trackers and each tracker's records.
    static func insert(
        _ category: TrackerCategory, _ trackers: [(Tracker, [String])],
        into context: any StoreContext
    ) throws {
        try context.insertCategory(category)
        for (tracker, days) in trackers {
            try context.insertTracker(tracker)
            for iso in days { try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: day(iso))) }
        }
    }
}

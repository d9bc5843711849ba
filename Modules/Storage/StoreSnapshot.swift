import SharedModels

/// Every entity of every repository of one store: what `migrate` copies.
package struct StoreSnapshot: Sendable, Equatable {
    package var categories: [TrackerCategory]
    package var trackers: [Tracker]
    package var records: [TrackerRecord]
    /// Habits with their tracked days.
    package var habits: [Habit]
    package var settings: [String: String]
    package var session: Session?
    package var cacheEntries: [String: String]

    package init(
        categories: [TrackerCategory] = [], trackers: [Tracker] = [], records: [TrackerRecord] = [],
        habits: [Habit] = [], settings: [String: String] = [:], session: Session? = nil,
        cacheEntries: [String: String] = [:]
    ) {
        self.categories = categories
        self.trackers = trackers
        self.records = records
        self.habits = habits
        self.settings = settings
        self.session = session
        self.cacheEntries = cacheEntries
    }

    /// The entity names used in counts, in a stable order.
    package static let entityNames = StoreEntity.stored.map(\.countKey)

    /// Reads everything visible in `context`.
    package static func capture(from context: any StoreContext) throws -> StoreSnapshot {
        StoreSnapshot(
            categories: try context.categories(), trackers: try context.trackers(),
            records: try context.records(), habits: try context.habits(),
            settings: try context.settings(), session: try context.session(),
            cacheEntries: try context.cacheEntries())
    }

    /// Number of entities per kind (every name of `entityNames`, zeros included).
    package var counts: [String: Int] {
        [
            "categories": categories.count, "trackers": trackers.count, "records": records.count,
            "habits": habits.count, "habitDays": habits.reduce(0) { $0 + $1.trackedDays.count },
            "settings": settings.count, "sessions": session == nil ? 0 : 1, "cacheEntries": cacheEntries.count,
        ]
    }

    /// True when no repository holds anything (what `migrate` calls an empty target).
    package var isEmpty: Bool { counts.values.allSatisfy { $0 == 0 } }

    /// Inserts everything into `context`, parents before children. The
    /// context should be empty (see `StoreCopier`); existing ids conflict.
    package func restore(into context: any StoreContext) throws {
        for category in categories { try context.insertCategory(category) }
        for tracker in trackers { try context.insertTracker(tracker) }
        for record in records { try context.insertRecord(record) }
        for habit in habits { try context.insertHabit(habit) }
        for (key, value) in settings { try context.setSetting(key, value) }
        if let session { try context.setSession(session) }
        for (key, value) in cacheEntries { try context.setCacheEntry(key, value) }
    }

    /// Removes every entity from `context` (the `--force` of `migrate`).
    package static func removeAll(in context: any StoreContext) throws {
        for tracker in try context.trackers() { try context.deleteTracker(id: tracker.id) }
        for category in try context.categories() { try context.deleteCategory(id: category.id) }
        for habit in try context.habits() { try context.deleteHabit(id: habit.id) }
        for key in try context.settings().keys { try context.setSetting(key, nil) }
        try context.setSession(nil)
        try context.clearCache()
    }
}

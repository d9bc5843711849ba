import SharedModels

/// The whole-store check of `EntityRules`: the first row that breaks a rule
/// the apps apply on input, as "TABLE row ID: FIELD" for the store's
/// damage error (`StoreError.corrupt`). Both backends run it on what
/// another program may have written: the SQLite store after an outside
/// change (`OutsideChanges`), the JSON store at every load.
package enum StoreRuleCheck {
    package static func firstBroken(
        categories: some Sequence<TrackerCategory>, trackers: some Sequence<Tracker>,
        records: some Sequence<TrackerRecord>, habits: some Sequence<Habit>
    ) -> String? {
        for category in categories {
            if let field = EntityRules.problem(of: category) { return "categories row \(category.id): \(field)" }
        }
        for tracker in trackers {
            if let field = EntityRules.problem(of: tracker) { return "trackers row \(tracker.id): \(field)" }
        }
        for record in records {
            if let field = EntityRules.problem(of: record) {
                return "records row \(record.trackerID)/\(record.day.dayNumber): \(field)"
            }
        }
        for habit in habits {
            if let field = EntityRules.problem(of: habit) { return "habits row \(habit.id): \(field)" }
        }
        return nil
    }
}

extension StoreSnapshot {
    /// `StoreRuleCheck.firstBroken` over everything the snapshot holds.
    package var firstBrokenRule: String? {
        StoreRuleCheck.firstBroken(categories: categories, trackers: trackers, records: records, habits: habits)
    }
}

import ForeignHabits
import SharedModels
import Storage

/// Applies habits read from another tracker's file inside the store's write
/// transaction (so a failure anywhere rolls everything back): the mapping
/// is made against the trackers the transaction sees, new trackers go into
/// their category (Loop's one, or harsh's heading; made when needed),
/// trackers imported before are left as the user keeps them but for what
/// the file says of them beyond a tracker's own settings (question,
/// description, archive: `ForeignImportMapping.carried`), and every day not
/// recorded yet is added.
enum ForeignImportApplier {
    struct Outcome: Sendable {
        var summary: ImportSummary
        var habits: [ForeignImportMapping.Habit]
    }

    static func apply(_ history: ForeignHistory, to context: any StoreContext, today: LocalDate) throws -> Outcome {
        var summary = ImportSummary()
        let existing = try context.trackers()
        let known = Set(existing.map(\.id))
        let stored = Dictionary(existing.map { ($0.id, $0) }) { first, _ in first }
        // Categories only for habits that are new: one imported before keeps
        // the user's, and its category counts as unchanged.
        var categories: [EntityID: EntityID] = [:]
        // Read once: harsh gives a category per heading, and a list read per heading was n².
        var titled = CategoryTitles.byKey(try context.categories())
        for habit in history.habits {
            let wanted = ForeignImportMapping.category(for: habit, source: history.source)
            guard categories[wanted.id] == nil else { continue }
            let isNew = !known.contains(ForeignImportMapping.trackerID(for: habit, source: history.source))
            categories[wanted.id] = try category(
                wanted, creating: isNew, in: context, titled: &titled, summary: &summary)
        }
        let habits = ForeignImportMapping.map(
            history, existing: existing,
            category: { habit in
                categories[ForeignImportMapping.category(for: habit, source: history.source).id]
            }, today: today)
        for habit in habits {
            if habit.isNew {
                try context.insertTracker(habit.tracker)
                summary.trackers.created += 1
            } else if habit.tracker != stored[habit.tracker.id] {
                try context.updateTracker(habit.tracker)
                summary.trackers.updated += 1
            } else {
                // Imported before and as the file has it: only days are added.
                summary.trackers.unchanged += 1
            }
        }
        let batches = habits.map { RecordBatch(trackerID: $0.tracker.id, days: $0.days) }
        summary.records.created = try context.insertRecords(batches)
        summary.records.updated = batches.reduce(0) { $0 + $1.days.count } - summary.records.created
        return Outcome(summary: summary, habits: habits)
    }

    /// The category `wanted` names: the one made by an earlier import (its
    /// id), else one the user already titled so (ignoring case), both
    /// counted unchanged; else, when `creating`, a new one, and nil otherwise.
    /// `titled`: the store's categories by `CategoryTitles.key`, kept current.
    private static func category(
        _ wanted: (id: EntityID, title: String), creating: Bool, in context: any StoreContext,
        titled: inout [String: TrackerCategory], summary: inout ImportSummary
    ) throws -> EntityID? {
        let existing =
            try context.category(id: wanted.id) != nil
            ? wanted.id : titled[CategoryTitles.key(wanted.title)]?.id
        if let existing {
            summary.categories.unchanged += 1
            return existing
        }
        guard creating else { return nil }
        let made = TrackerCategory(id: wanted.id, title: wanted.title)
        try context.insertCategory(made)
        titled[CategoryTitles.key(made.title)] = made
        summary.categories.created += 1
        return wanted.id
    }
}

import ForeignHabits
import SharedModels
import Storage

/// Applies habits read from another tracker's file inside the store's write
/// transaction (so a failure anywhere rolls everything back): the mapping
/// is made against the trackers the transaction sees, new trackers go into
/// Loop's category (made when needed), trackers imported before are left as
/// the user keeps them, and every day not recorded yet is added.
enum ForeignImportApplier {
    struct Outcome: Sendable {
        var summary: ImportSummary
        var habits: [ForeignImportMapping.Habit]
    }

    static func apply(_ history: ForeignHistory, to context: any StoreContext, today: LocalDate) throws -> Outcome {
        var summary = ImportSummary()
        let existing = try context.trackers()
        let known = Set(existing.map(\.id))
        let anyNew = history.habits.contains { !known.contains(ForeignImportMapping.trackerID(for: $0)) }
        let categoryID = anyNew ? try category(in: context, summary: &summary) : nil
        let habits = ForeignImportMapping.map(history, existing: existing, categoryID: categoryID, today: today)
        for habit in habits {
            if habit.isNew {
                try context.insertTracker(habit.tracker)
                summary.trackers.created += 1
            } else {
                summary.trackers.updated += 1
            }
        }
        let batches = habits.map { RecordBatch(trackerID: $0.tracker.id, days: $0.days) }
        summary.records.created = try context.insertRecords(batches)
        summary.records.updated = batches.reduce(0) { $0 + $1.days.count } - summary.records.created
        return Outcome(summary: summary, habits: habits)
    }

    /// Loop's category: the one made by an earlier import (its id), else a
    /// category the user already titled so (ignoring case), else a new one.
    private static func category(in context: any StoreContext, summary: inout ImportSummary) throws -> EntityID {
        if try context.category(id: ForeignImportMapping.categoryID) != nil {
            summary.categories.updated += 1
            return ForeignImportMapping.categoryID
        }
        let title = TextKey.fold(ForeignImportMapping.categoryTitle)
        if let same = try context.categories().first(where: { TextKey.fold($0.title) == title }) {
            summary.categories.updated += 1
            return same.id
        }
        try context.insertCategory(TrackerCategory(id: ForeignImportMapping.categoryID,
                                                   title: ForeignImportMapping.categoryTitle))
        summary.categories.created += 1
        return ForeignImportMapping.categoryID
    }
}

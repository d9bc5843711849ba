import AppPlugin
import HabitKit
import SharedModels
import Storage

/// What `done` and `undone` do in every app on the habit engine. Both are
/// idempotent: marking twice and unmarking an absent record succeed and
/// change nothing.
public enum HabitMarking {
    /// Marks (`done`) or unmarks the habit `reference` names on `day` in one
    /// write scope, then counts the click on `screen` and reports the habit.
    /// A mark `RecordRules` refuses throws `refusal(habit, why)`, the app's
    /// own error, inside the scope, so nothing is written.
    public static func run(_ reference: String, on day: LocalDate, done: Bool, in env: AppEnvironment,
                           flavor: HabitAppFlavor, screen: String,
                           refusal: (Tracker, MarkError) -> any Error) throws {
        let snapshot = try apply(on: day, done: done, in: env, screen: screen, refusal: refusal) { context in
            try env.resolveTracker(reference, in: context)
        }
        try env.report(snapshot, flavor: flavor)
    }

    /// The mark itself, for `done`, `undone` and the interactive screen: the
    /// habit `find` picks in the write scope, marked or unmarked, and the
    /// `track` click; the habit after the change.
    public static func apply(on day: LocalDate, done: Bool, in env: AppEnvironment, screen: String,
                             refusal: (Tracker, MarkError) -> any Error,
                             find: (any StoreContext) throws -> Tracker) throws -> TrackerSnapshot {
        let snapshot = try env.store().write { context in
            let tracker = try find(context)
            let record = TrackerRecord(trackerID: tracker.id, day: day)
            if done {
                if case .failure(let why) = RecordRules.validateMark(tracker: tracker, day: day, today: env.today) {
                    throw refusal(tracker, why)
                }
                try context.insertRecord(record)
            } else {
                try context.deleteRecord(record)
            }
            // After the insert (or delete) the record on `day` exists (or not): no need to read it back.
            return try TrackerSnapshot.read(tracker, done: done, context)
        }
        env.analytics.click(screen: screen, item: "track")
        return snapshot
    }
}

import AppPlugin
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// What `done` and `undone` do in every app on the habit engine. Both are
/// idempotent: marking twice and unmarking an absent record succeed and
/// change nothing.
enum TrackerMarking {
    /// Marks (`done`) or unmarks the habits `references` name on `day`, all
    /// in one write scope: all or nothing, so a typo in the third name
    /// leaves the first two unmarked. A habit named twice is marked once.
    /// Then counts one click on `screen` per habit and reports each (`--json`:
    /// the habit's object for one reference, an array of them for several).
    /// A mark `RecordRules` refuses throws `refusal(habit, why)`, the app's
    /// own error, inside the scope, so nothing is written.
    static func run(
        _ references: [String], on day: LocalDate, done: Bool, in env: AppEnvironment,
        flavor: TrackerAppFlavor, screen: String,
        refusal: (Tracker, MarkError) -> any Error
    ) throws {
        let snapshots = try env.store().write { context in
            var marked: [TrackerSnapshot] = []
            for reference in references {
                let tracker = try env.resolveTracker(reference, in: context)
                guard !marked.contains(where: { $0.tracker.id == tracker.id }) else { continue }
                marked.append(try mark(tracker, on: day, done: done, today: env.today, context, refusal: refusal))
            }
            return marked
        }
        for _ in snapshots { env.analytics.click(screen: screen, item: "track") }
        if env.json, references.count > 1 {
            return try env.emitJSON(snapshots.map { ShownHabitJSON($0.json, flavor: flavor) })
        }
        for snapshot in snapshots { try env.report(snapshot, flavor: flavor) }
    }

    /// One mark for the interactive screen: the habit `find` picks in the
    /// write scope, marked or unmarked by the same rule, and the `track`
    /// click; the habit after the change.
    static func apply(
        on day: LocalDate, done: Bool, in env: AppEnvironment, screen: String,
        refusal: (Tracker, MarkError) -> any Error,
        find: (any StoreContext) throws -> Tracker
    ) throws -> TrackerSnapshot {
        let snapshot = try env.store().write { context in
            try mark(try find(context), on: day, done: done, today: env.today, context, refusal: refusal)
        }
        env.analytics.click(screen: screen, item: "track")
        return snapshot
    }

    private static func mark(
        _ tracker: Tracker, on day: LocalDate, done: Bool, today: LocalDate,
        _ context: any StoreContext, refusal: (Tracker, MarkError) -> any Error
    ) throws -> TrackerSnapshot {
        let record = TrackerRecord(trackerID: tracker.id, day: day)
        if done {
            if case .failure(let why) = RecordRules.validateMark(tracker: tracker, day: day, today: today) {
                throw refusal(tracker, why)
            }
            try context.insertRecord(record)
        } else {
            try context.deleteRecord(record)
        }
        // After the insert (or delete) the record on `day` exists (or not): no need to read it back.
        // A count habit's card shows its window, which needs its days.
        if tracker.countSchedule != nil { return try TrackerSnapshot.read(tracker, on: day, context) }
        return try TrackerSnapshot.read(tracker, done: done, context)
    }
}

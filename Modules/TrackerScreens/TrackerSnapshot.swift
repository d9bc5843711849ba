import AppPlugin
import SharedModels
import Storage
import TrackerKit

/// A habit as a command reports it after a change: with its category's
/// title and its completed days, read in the same scope as the change.
package struct TrackerSnapshot: Sendable {
    package var tracker: Tracker
    package var categoryTitle: String
    package var completedDays: Int
    /// Whether the habit has a record on the day the command acted on.
    package var done: Bool
    /// A count habit's window on that day.
    package var count: CountProgress?

    package init(tracker: Tracker, categoryTitle: String, completedDays: Int, done: Bool, count: CountProgress? = nil) {
        self.tracker = tracker
        self.categoryTitle = categoryTitle
        self.completedDays = completedDays
        self.done = done
        self.count = count
    }

    /// Reads what the output needs about `tracker` from `context`; `day` is
    /// the day whose ✓ the card shows.
    package static func read(_ tracker: Tracker, on day: LocalDate, _ context: any StoreContext) throws
        -> TrackerSnapshot
    {
        let title = try tracker.categoryID.flatMap { try context.category(id: $0)?.title } ?? ""
        let days = try context.days(of: tracker.id)
        return TrackerSnapshot(
            tracker: tracker, categoryTitle: title, completedDays: days.count,
            done: days.contains(day),
            count: tracker.countSchedule.map { CountProgress(schedule: $0, days: days, on: day) })
    }

    /// The same when the caller knows whether the record on `day` exists (it
    /// has just inserted or deleted it): one count instead of every day of
    /// the habit, so `done` costs the same with a long history as without.
    package static func read(_ tracker: Tracker, done: Bool, _ context: any StoreContext) throws -> TrackerSnapshot {
        let title = try tracker.categoryID.flatMap { try context.category(id: $0)?.title } ?? ""
        return TrackerSnapshot(
            tracker: tracker, categoryTitle: title,
            completedDays: try context.recordCount(of: tracker.id), done: done)
    }

    package var json: TrackerJSON {
        TrackerJSON(tracker, categoryTitle: categoryTitle, completedDays: completedDays, progress: count)
    }
}

extension AppEnvironment {
    /// The habit as JSON (`--json`, the members the app shows) or as its card.
    package func report(_ snapshot: TrackerSnapshot, flavor: TrackerAppFlavor) throws {
        if json { return emitJSON(ShownHabitJSON(snapshot.json, flavor: flavor)) }
        let card = TrackerCard(
            tracker: snapshot.tracker, completedDays: snapshot.completedDays, done: snapshot.done,
            count: snapshot.count)
        output.lines(
            CardRenderer(environment: self, flavor: flavor).single(card, categoryTitle: snapshot.categoryTitle))
    }
}

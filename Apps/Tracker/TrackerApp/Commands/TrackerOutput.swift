import AppPlugin
import HabitKit
import HabitScreens
import SharedModels
import Storage

/// A tracker as a command reports it after a change: with its category's
/// title and its completed days, read in the same scope as the change.
struct TrackerSnapshot: Sendable {
    var tracker: Tracker
    var categoryTitle: String
    var completedDays: Int
    /// Whether the tracker has a record on the day the command acted on.
    var done: Bool

    /// Reads what the output needs about `tracker` from `context`; `day` is
    /// the day whose ✓ the card shows.
    static func read(_ tracker: Tracker, on day: LocalDate, _ context: any StoreContext) throws -> TrackerSnapshot {
        let title = try tracker.categoryID.flatMap { try context.category(id: $0)?.title } ?? ""
        let days = try context.days(of: tracker.id)
        return TrackerSnapshot(tracker: tracker, categoryTitle: title, completedDays: days.count,
                               done: days.contains(day))
    }

    /// The same when the caller knows whether the record on `day` exists (it
    /// has just inserted or deleted it): one count instead of every day of
    /// the tracker, so `done` costs the same with a long history as without.
    static func read(_ tracker: Tracker, done: Bool, _ context: any StoreContext) throws -> TrackerSnapshot {
        let title = try tracker.categoryID.flatMap { try context.category(id: $0)?.title } ?? ""
        return TrackerSnapshot(tracker: tracker, categoryTitle: title,
                               completedDays: try context.recordCount(of: tracker.id), done: done)
    }

    var json: TrackerJSON { TrackerJSON(tracker, categoryTitle: categoryTitle, completedDays: completedDays) }
}

extension AppEnvironment {
    /// The tracker as JSON (`--json`) or as its card.
    func report(_ snapshot: TrackerSnapshot) throws {
        if json { return emitJSON(snapshot.json) }
        let card = TrackerCard(tracker: snapshot.tracker, completedDays: snapshot.completedDays, done: snapshot.done)
        output.lines(CardRenderer(environment: self).single(card, categoryTitle: snapshot.categoryTitle))
    }
}

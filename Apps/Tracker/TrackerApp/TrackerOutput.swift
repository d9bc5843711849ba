import AppPlugin
import HabitKit
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

    var json: TrackerJSON { TrackerJSON(tracker, categoryTitle: categoryTitle, completedDays: completedDays) }
}

extension AppEnvironment {
    /// The tracker as JSON (`--json`) or as its card.
    func report(_ snapshot: TrackerSnapshot) throws {
        if json { return try emitJSON(snapshot.json) }
        let card = TrackerCard(tracker: snapshot.tracker, completedDays: snapshot.completedDays, done: snapshot.done)
        for line in CardRenderer(environment: self).single(card, categoryTitle: snapshot.categoryTitle) {
            output.line(line)
        }
    }

    /// Every tracker, for resolving a user's `T` by name or id prefix.
    func resolveTracker(_ reference: String, in trackers: [Tracker]) throws -> Tracker {
        try resolve(reference, in: trackers, name: \.name, id: \.id)
    }
}

import AppPlugin
import CLIKit
import Localization
import Reminders
import SharedModels
import Storage
import TrackerKit

/// The reminders of the apps on the habit engine: a habit with a
/// `--remind` time, due on the day (its schedule holds the weekday) and not
/// done, is a candidate for `APP remind`.
package enum TrackerReminders {
    static let remind = Option<String?>("remind", valueName: "HH:MM|off")

    package static let option = CommandOption.option(remind) { $0(.habitsHelpOptionRemind) }

    /// `--remind`, checked; nil when not given.
    package static func change(_ invocation: Invocation) throws(TrackerError) -> ReminderChange? {
        guard let text = invocation.text(of: remind) else { return nil }
        guard let change = ReminderChange(text) else { throw .invalidReminder(text) }
        return change
    }

    /// What `add` runs in its write scope for `--remind` (nothing without it).
    package static func inWrite(_ change: ReminderChange?) -> (Tracker, any StoreContext) throws -> Void {
        { habit, context in if let change { try apply(change, to: habit, context) } }
    }

    /// Sets the reminder of `habit` in the caller's write scope; an event has none.
    static func apply(_ change: ReminderChange, to habit: Tracker, _ context: any StoreContext) throws {
        guard habit.kind == .habit else { throw TrackerError.eventHasNoReminder }
        try ReminderTimes.set(habit.id, change.minuteOfDay, context)
    }

    static let candidates: RemindCommand.Candidates = { context, day in
        let times = try ReminderTimes.all(context)
        guard !times.isEmpty else { return [] }
        let summaries = try context.trackerSummaries(on: day)
        let counts = try summaries.countProgress(on: day, context)
        return summaries.trackers.indices.compactMap { index in
            let tracker = summaries.trackers[index]
            // A count habit whose window is met needs no reminder.
            // An archived habit is put away: no reminder.
            guard !summaries.doneOnDay[index], counts[index]?.isMet != true, tracker.kind == .habit,
                !tracker.archived, tracker.isVisible(on: day), let minute = times[tracker.id]
            else { return nil }
            return Reminder(id: tracker.id, name: tracker.name, minuteOfDay: minute)
        }
    }
}

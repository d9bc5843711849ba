import SharedModels
import Storage

/// A habit that may be reminded of today: due, not done, with a time of
/// day (my-habits' own time, a tracker habit's `--remind`).
package struct Reminder: Sendable, Equatable {
    /// The habit's id: what the store's log of sent reminders is keyed by.
    package var id: EntityID
    package var name: String
    package var minuteOfDay: Int

    package init(id: EntityID, name: String, minuteOfDay: Int) {
        self.id = id
        self.name = name
        self.minuteOfDay = minuteOfDay
    }
}

/// Which reminders go out now, and the store's log that makes each go out
/// at most once a day, however many timers fire at once.
package enum ReminderLog {
    /// The settings key of a habit's last reminded day.
    static func key(_ id: EntityID) -> String { "reminders.sent." + id.rawValue }

    /// The pure rule: a reminder whose time has come on the habit day
    /// (`elapsed` minutes since that day began on the clock) and that was not
    /// sent on `day`, by time of day (the order they are sent in), ties as given.
    package static func due(
        _ candidates: [Reminder], elapsed: Int, sentOn: (EntityID) throws -> LocalDate?,
        day: LocalDate
    ) rethrows -> [Reminder] {
        try candidates.filter { try $0.minuteOfDay <= elapsed && sentOn($0.id) != day }
            .enumerated()
            .sorted { ($0.element.minuteOfDay, $0.offset) < ($1.element.minuteOfDay, $1.offset) }
            .map(\.element)
    }

    /// In one write scope (so a second run at the same moment waits, then
    /// finds them claimed): the reminders due now, each marked as sent on
    /// `day` before it is returned. What another run claimed is not returned.
    package static func claim(
        _ candidates: [Reminder], elapsed: Int, day: LocalDate,
        in context: any StoreContext
    ) throws -> [Reminder] {
        let sentOn = { (id: EntityID) in try context.setting(key(id)).flatMap(LocalDate.init(iso:)) }
        let due = try due(candidates, elapsed: elapsed, sentOn: sentOn, day: day)
        for reminder in due { try context.setSetting(key(reminder.id), day.iso) }
        return due
    }

    /// Minutes of the habit day gone by at `seconds`: the wall clock's minute,
    /// plus a day when the clock has passed midnight but the habit day has
    /// not ended (`--day-start`). On another day (`POCKET_TODAY`) the clock's
    /// minute alone.
    package static func elapsed(on day: LocalDate, at seconds: Int) -> Int {
        let local = WallTime.local(seconds)
        return local.day == day.adding(days: 1) ? local.minuteOfDay + 24 * 60 : local.minuteOfDay
    }
}

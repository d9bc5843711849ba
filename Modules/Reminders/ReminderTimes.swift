import SharedModels
import Storage

/// The reminder times of tracker and goal habits (`--remind HH:MM`), kept in
/// the store's settings, one key a habit: they belong to this machine's
/// desktop, so export files and sync do not carry them.
package enum ReminderTimes {
    static let prefix = "reminders.time."

    /// Sets (or with nil clears) the reminder time of habit `id`.
    package static func set(_ id: EntityID, _ minuteOfDay: Int?, _ context: any StoreContext) throws {
        try context.setSetting(prefix + id.rawValue, minuteOfDay.map(ClockTime.text))
    }

    package static func time(of id: EntityID, _ context: any StoreContext) throws -> Int? {
        try context.setting(prefix + id.rawValue).flatMap(ClockTime.minuteOfDay)
    }

    /// Every habit's time, by id (a value that is not `HH:MM` is no time).
    package static func all(_ context: any StoreContext) throws -> [EntityID: Int] {
        var times: [EntityID: Int] = [:]
        for (key, value) in try context.settings() where key.hasPrefix(prefix) {
            guard let minute = ClockTime.minuteOfDay(value) else { continue }
            times[EntityID(String(key.dropFirst(prefix.count)))] = minute
        }
        return times
    }
}

/// `--remind HH:MM` or `--remind off`.
package enum ReminderChange: Sendable, Equatable {
    case at(Int)
    case off

    package init?(_ text: String) {
        if text.lowercased() == "off" {
            self = .off
            return
        }
        guard let minute = ClockTime.minuteOfDay(text) else { return nil }
        self = .at(minute)
    }

    package var minuteOfDay: Int? {
        switch self {
        case .at(let minute): minute
        case .off: nil
        }
    }
}

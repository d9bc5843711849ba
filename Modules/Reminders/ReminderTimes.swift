import SharedModels
import Storage

/// The reminder times of tracker and goal habits (`--remind HH:MM`), kept in
/// the store's settings, one key a habit: they belong to this machine's
/// desktop, so export files and sync do not carry them.
public enum ReminderTimes {
    static let prefix = "reminders.time."

    /// Sets (or with nil clears) the reminder time of habit `id`.
    public static func set(_ id: EntityID, _ minuteOfDay: Int?, _ context: any StoreContext) throws {
        try context.setSetting(prefix + id.rawValue, minuteOfDay.map(ClockTime.text))
    }

    public static func time(of id: EntityID, _ context: any StoreContext) throws -> Int? {
        try context.setting(prefix + id.rawValue).flatMap(ClockTime.minuteOfDay)
    }

    /// Every habit's time, by id (a value that is not `HH:MM` is no time).
    public static func all(_ context: any StoreContext) throws -> [EntityID: Int] {
        var times: [EntityID: Int] = [:]
        for (key, value) in try context.settings() where key.hasPrefix(prefix) {
            guard let minute = ClockTime.minuteOfDay(value) else { continue }
            times[EntityID(String(key.dropFirst(prefix.count)))] = minute
        }
        return times
    }
}

/// `--remind HH:MM` or `--remind off`.
public enum ReminderChange: Sendable, Equatable {
    case at(Int)
    case off

    public init?(_ text: String) {
        if text.lowercased() == "off" {
            self = .off
            return
        }
        guard let minute = ClockTime.minuteOfDay(text) else { return nil }
        self = .at(minute)
    }

    public var minuteOfDay: Int? {
        switch self {
        case .at(let minute): minute
        case .off: nil
        }
    }
}

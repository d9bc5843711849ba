/// A category of trackers (tracker app); titles are unique ignoring case.
public struct TrackerCategory: Hashable, Sendable, Codable, Identifiable {
    public var id: EntityID
    public var title: String

    public init(id: EntityID = .random(), title: String) {
        self.id = id
        self.title = title
    }
}

/// A habit (weekly schedule) or an irregular event (no schedule).
/// `goals` stores its goals as daily habits without a category.
public struct Tracker: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case habit, event
    }

    public var id: EntityID
    public var name: String
    public var kind: Kind
    /// Nil only for apps without categories (goals).
    public var categoryID: EntityID?
    public var emoji: String
    public var color: RGBColor
    /// Empty for events.
    public var schedule: Schedule
    public var pinned: Bool
    public var createdOn: LocalDate

    public init(
        id: EntityID = .random(), name: String, kind: Kind, categoryID: EntityID?, emoji: String,
        color: RGBColor, schedule: Schedule, pinned: Bool = false, createdOn: LocalDate
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.categoryID = categoryID
        self.emoji = emoji
        self.color = color
        self.schedule = schedule
        self.pinned = pinned
        self.createdOn = createdOn
    }

    /// A habit's count schedule ("N times in M days"); nil for a weekday
    /// habit and always for an event, which is due on no day (the stores'
    /// readers refuse a count on anything but a habit due every day, so an
    /// event's count would make a file that cannot be read).
    public var countSchedule: CountSchedule? { kind == .habit ? schedule.count : nil }
}

/// A tracker completed on a day; at most one per tracker and day.
public struct TrackerRecord: Hashable, Sendable, Codable {
    public var trackerID: EntityID
    public var day: LocalDate

    public init(trackerID: EntityID, day: LocalDate) {
        self.trackerID = trackerID
        self.day = day
    }
}

/// A MyHabits habit: a time of day, any color, the days it was tracked.
public struct Habit: Hashable, Sendable, Codable, Identifiable {
    public var id: EntityID
    public var name: String
    /// Minutes after midnight (0..<1440).
    public var minuteOfDay: Int
    public var color: RGBColor
    public var createdOn: LocalDate
    public var trackedDays: Set<LocalDate>

    public init(
        id: EntityID = .random(), name: String, minuteOfDay: Int, color: RGBColor,
        createdOn: LocalDate, trackedDays: Set<LocalDate> = []
    ) {
        self.id = id
        self.name = name
        self.minuteOfDay = minuteOfDay
        self.color = color
        self.createdOn = createdOn
        self.trackedDays = trackedDays
    }
}

/// The signed-in Unsplash user (image-feed). The token never leaves the store.
public struct Session: Hashable, Sendable, Codable {
    public var accessToken: String
    public var username: String
    public var createdAt: Int64

    public init(accessToken: String, username: String, createdAt: Int64) {
        self.accessToken = accessToken
        self.username = username
        self.createdAt = createdAt
    }
}

/// A category of trackers (tracker app); titles are unique ignoring case.
package struct TrackerCategory: Hashable, Sendable, Codable, Identifiable {
    package var id: EntityID
    package var title: String

    package init(id: EntityID = .random(), title: String) {
        self.id = id
        self.title = title
    }
}

/// A habit (weekly schedule) or an irregular event (no schedule).
/// `goals` stores its goals as daily habits without a category.
package struct Tracker: Hashable, Sendable, Codable, Identifiable {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case habit, event
    }

    package var id: EntityID
    package var name: String
    package var kind: Kind
    /// Nil only for apps without categories (goals).
    package var categoryID: EntityID?
    package var emoji: String
    package var color: RGBColor
    /// Empty for events.
    package var schedule: Schedule
    package var pinned: Bool
    package var createdOn: LocalDate
    /// Put away: off the main screen, the statistics, the reminders and the
    /// status line, its history kept (`tracker archive`, Loop's archive).
    package var archived: Bool
    /// The question a habit asks ("Did you run today?"), "" for none;
    /// `TrackerTextRules.question`.
    package var question: String
    /// A longer description, "" for none; `TrackerTextRules.description`.
    package var details: String

    package init(
        id: EntityID = .random(), name: String, kind: Kind, categoryID: EntityID?, emoji: String,
        color: RGBColor, schedule: Schedule, pinned: Bool = false, createdOn: LocalDate,
        archived: Bool = false, question: String = "", details: String = ""
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
        self.archived = archived
        self.question = question
        self.details = details
    }

    /// A habit's count schedule ("N times in M days"); nil for a weekday
    /// habit and always for an event, which is due on no day (the stores'
    /// readers refuse a count on anything but a habit due every day, so an
    /// event's count would make a file that cannot be read).
    package var countSchedule: CountSchedule? { kind == .habit ? schedule.count : nil }
}

/// A tracker completed on a day; at most one per tracker and day.
package struct TrackerRecord: Hashable, Sendable, Codable {
    package var trackerID: EntityID
    package var day: LocalDate

    package init(trackerID: EntityID, day: LocalDate) {
        self.trackerID = trackerID
        self.day = day
    }
}

/// A MyHabits habit: a time of day, any color, the days it was tracked.
package struct Habit: Hashable, Sendable, Codable, Identifiable {
    package var id: EntityID
    package var name: String
    /// Minutes after midnight (0..<1440).
    package var minuteOfDay: Int
    package var color: RGBColor
    package var createdOn: LocalDate
    package var trackedDays: Set<LocalDate>

    package init(
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
package struct Session: Hashable, Sendable, Codable {
    package var accessToken: String
    package var username: String
    package var createdAt: Int64

    package init(accessToken: String, username: String, createdAt: Int64) {
        self.accessToken = accessToken
        self.username = username
        self.createdAt = createdAt
    }
}

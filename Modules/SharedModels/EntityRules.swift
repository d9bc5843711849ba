/// The rules every stored category, tracker, record and habit keeps: what
/// the apps take on input (`NameRules`, the palette, `LocalDate`'s supported
/// days, `CountSchedule`'s range). One definition for every place a value
/// arrives from outside the apps' own input checks: a store another program
/// changed (`OutsideChanges` on SQLite, `OutsideEdits` on JSON) and what
/// sync sends and receives (`CellRules`, field by field).
package enum EntityRules {
    /// A name as a store keeps it: one `NameRules` takes, already trimmed.
    /// `limit` nil: no limit on visible characters (my-habits' names).
    package static func isName(_ value: String, limit: Int?) -> Bool {
        guard case .success(let name) = NameRules.validate(value, characterLimit: limit) else { return false }
        return name == value
    }

    /// A tracker's emoji: the palette's emoji itself (an index is for typing).
    package static func isTrackerEmoji(_ value: String) -> Bool { Int(value) == nil && Palette.emoji(value) != nil }

    /// A tracker's color: one of the palette's.
    package static func isTrackerColor(_ color: RGBColor) -> Bool { Palette.colors.contains(color) }

    /// A weekday bit mask (bit 0 = Monday).
    package static func isWeekdayMask(_ mask: Int) -> Bool { (0...127).contains(mask) }

    /// A day every app accepts.
    package static func isDay(_ day: LocalDate) -> Bool { day.isSupported }

    /// A minute of the day.
    package static func isMinute(_ minute: Int) -> Bool { (0..<1440).contains(minute) }

    /// A count schedule's numbers (a decoder can make a `CountSchedule`
    /// without its initializer's check).
    package static func isCount(times: Int, per: Int) -> Bool { CountSchedule(times: times, per: per) != nil }

    /// The first rule `category` breaks (the field's name), nil when none.
    package static func problem(of category: TrackerCategory) -> String? {
        isName(category.title, limit: NameRules.limit) ? nil : "title"
    }

    /// The first rule `tracker` breaks, nil when none.
    package static func problem(of tracker: Tracker) -> String? {
        guard isName(tracker.name, limit: NameRules.limit) else { return "name" }
        guard isTrackerEmoji(tracker.emoji) else { return "emoji" }
        guard isTrackerColor(tracker.color) else { return "color" }
        guard isDay(tracker.createdOn) else { return "created_on" }
        guard case .success(tracker.question) = TrackerTextRules.question(tracker.question) else { return "question" }
        guard case .success(tracker.details) = TrackerTextRules.description(tracker.details) else {
            return "description"
        }
        if let count = tracker.schedule.count {
            guard tracker.kind == .habit, isCount(times: count.times, per: count.per) else { return "count" }
        }
        return nil
    }

    /// The first rule `record` breaks, nil when none.
    package static func problem(of record: TrackerRecord) -> String? { isDay(record.day) ? nil : "day" }

    /// The first rule `habit` breaks (its tracked days included), nil when none.
    package static func problem(of habit: Habit) -> String? {
        guard isName(habit.name, limit: nil) else { return "name" }
        guard isMinute(habit.minuteOfDay) else { return "minute" }
        guard isDay(habit.createdOn) else { return "created_on" }
        return habit.trackedDays.allSatisfy(isDay) ? nil : "day"
    }
}

import SharedModels

/// The rules of the MyHabits store in pure functions: today's progress, the
/// list of dates the details screen shows, whether a habit is tracked on a
/// day, and the once-a-day rule of `track`. "Today" is always the caller's
/// (`AppClock`, so `POCKET_TODAY` moves it), never the system's.
package enum HabitDays {
    /// The share of habits tracked today, 0…1; 0 with no habits (the iOS
    /// store's `todayProgress`).
    package static func progress(trackedToday: Int, total: Int) -> Double {
        total == 0 ? 0 : Double(min(trackedToday, total)) / Double(total)
    }

    /// The progress as a whole percentage, rounded down so that 100% only
    /// shows when every habit is tracked.
    package static func percent(_ progress: Double) -> Int { Int((progress * 100).rounded(.down)) }

    /// Every day from `earliest` (the earliest `createdOn` of all habits) to
    /// `today`, newest first (the iOS store's `dates`, reversed as its
    /// details screen shows them). A creation date after today (the clock
    /// moved back) still gives today alone.
    package static func dates(from earliest: LocalDate, to today: LocalDate) -> [LocalDate] {
        let count = max(0, today.dayNumber - earliest.dayNumber)
        return (0...count).map { today.adding(days: -$0) }
    }

    /// `habit(_:isTrackedIn:)`.
    package static func isTracked(_ habit: Habit, on day: LocalDate) -> Bool { habit.trackedDays.contains(day) }

    /// How the details screen names a day: «Сегодня», «Вчера», «Позавчера»,
    /// then the long date.
    package enum DayName: Equatable, Sendable {
        case today, yesterday, dayBeforeYesterday
        case date(LocalDate)
    }

    package static func name(of day: LocalDate, today: LocalDate) -> DayName {
        switch today.dayNumber - day.dayNumber {
        case 0: .today
        case 1: .yesterday
        case 2: .dayBeforeYesterday
        default: .date(day)
        }
    }

    /// What `track` does: once a day, and only today.
    package enum TrackDecision: Equatable, Sendable {
        case track(LocalDate)
        /// `isAlreadyTakenToday`: nothing changes.
        case alreadyTracked
    }

    package static func decideTrack(isTrackedToday: Bool, today: LocalDate) -> TrackDecision {
        isTrackedToday ? .alreadyTracked : .track(today)
    }
}

import MyHabitsApp
import SharedModels
import Testing

/// The pure rules of the MyHabits store: progress, the dates of the details
/// screen, tracked-in, and once a day, also around midnight.
@Suite struct HabitDaysTests {
    func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    @Test func progressIsTheShareOfHabitsTrackedToday() {
        #expect(HabitDays.progress(trackedToday: 0, total: 0) == 0)
        #expect(HabitDays.progress(trackedToday: 0, total: 3) == 0)
        #expect(HabitDays.progress(trackedToday: 1, total: 4) == 0.25)
        #expect(HabitDays.progress(trackedToday: 3, total: 3) == 1)
        #expect(HabitDays.percent(HabitDays.progress(trackedToday: 2, total: 3)) == 66)
        #expect(HabitDays.percent(HabitDays.progress(trackedToday: 3, total: 3)) == 100)
        #expect(HabitDays.percent(0.999) == 99)
    }

    @Test func datesRunFromTheEarliestCreationToTodayNewestFirst() {
        let dates = HabitDays.dates(from: day("2026-02-27"), to: day("2026-03-02"))
        #expect(dates.map(\.iso) == ["2026-03-02", "2026-03-01", "2026-02-28", "2026-02-27"])
        #expect(HabitDays.dates(from: day("2026-03-02"), to: day("2026-03-02")).map(\.iso) == ["2026-03-02"])
        // A creation date after today (the clock was moved back): today alone.
        #expect(HabitDays.dates(from: day("2026-03-05"), to: day("2026-03-02")).map(\.iso) == ["2026-03-02"])
    }

    @Test func daysAreNamedTodayYesterdayTheDayBeforeThenByDate() {
        let today = day("2026-01-01")
        #expect(HabitDays.name(of: today, today: today) == .today)
        #expect(HabitDays.name(of: day("2025-12-31"), today: today) == .yesterday)
        #expect(HabitDays.name(of: day("2025-12-30"), today: today) == .dayBeforeYesterday)
        #expect(HabitDays.name(of: day("2025-12-29"), today: today) == .date(day("2025-12-29")))
    }

    @Test func trackedInLooksAtThatDayOnly() {
        let habit = Habit(
            name: "Water", minuteOfDay: 450, color: RGBColor(hex: "#FF2D55")!,
            createdOn: day("2026-01-01"), trackedDays: [day("2026-01-02")])
        #expect(HabitDays.isTracked(habit, on: day("2026-01-02")))
        #expect(!HabitDays.isTracked(habit, on: day("2026-01-01")))
        #expect(!HabitDays.isTracked(habit, on: day("2026-01-03")))
    }

    /// Tracked at 23:59 on one day (POCKET_TODAY=2026-03-01), the habit may
    /// be tracked again one minute later, when today is the next day.
    @Test func onceADayAroundMidnight() {
        let beforeMidnight = day("2026-03-01")
        let afterMidnight = day("2026-03-02")
        #expect(HabitDays.decideTrack(isTrackedToday: false, today: beforeMidnight) == .track(beforeMidnight))
        let habit = Habit(
            name: "Read", minuteOfDay: 1439, color: RGBColor(hex: "#000000")!,
            createdOn: beforeMidnight, trackedDays: [beforeMidnight])
        #expect(
            HabitDays.decideTrack(
                isTrackedToday: HabitDays.isTracked(habit, on: beforeMidnight),
                today: beforeMidnight) == .alreadyTracked)
        #expect(
            HabitDays.decideTrack(
                isTrackedToday: HabitDays.isTracked(habit, on: afterMidnight),
                today: afterMidnight) == .track(afterMidnight))
    }
}

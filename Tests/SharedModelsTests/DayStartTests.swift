import SharedModels
import Testing

@Suite struct DayStartTests {
    let day = LocalDate(iso: "2026-12-02")!

    @Test func beforeTheHourItIsStillYesterday() {
        let start = DayStart(hour: 3)!
        #expect(start.day(of: day, minuteOfDay: 2 * 60 + 59) == LocalDate(iso: "2026-12-01"))
        #expect(start.day(of: day, minuteOfDay: 3 * 60) == day)
        #expect(start.day(of: day, minuteOfDay: 0) == LocalDate(iso: "2026-12-01"))
        #expect(start.day(of: day, minuteOfDay: 23 * 60 + 59) == day)
    }

    @Test func midnightIsTheCalendarDay() {
        for minute in [0, 1, 719, 1439] { #expect(DayStart.midnight.day(of: day, minuteOfDay: minute) == day) }
    }

    @Test func theFirstDayOfAYearGoesBackToTheLastOfTheOldOne() {
        let newYear = LocalDate(iso: "2027-01-01")!
        #expect(DayStart(hour: 5)!.day(of: newYear, minuteOfDay: 60) == LocalDate(iso: "2026-12-31"))
    }

    @Test(arguments: ["0", "3", "03", "23"])
    func hoursAreRead(text: String) { #expect(DayStart(text: text)?.hour == Int(text)) }

    @Test(arguments: ["24", "-1", "+3", "3:00", "003", "", " 3", "٣"])
    func otherTextsAreNotHours(text: String) { #expect(DayStart(text: text) == nil) }

    @Test func theClockAgreesWithTheCalendarDayAtMidnight() {
        #expect(DayStart.midnight.today() == LocalDate.localToday())
    }
}

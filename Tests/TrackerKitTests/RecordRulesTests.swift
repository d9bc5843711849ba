import SharedModels
import Testing

@testable import TrackerKit

@Suite("Record rules")
struct RecordRulesTests {
    func check(_ tracker: Tracker, _ day: LocalDate, today: LocalDate = mar(11)) -> MarkError? {
        switch RecordRules.validateMark(tracker: tracker, day: day, today: today) {
        case .success: nil
        case .failure(let error): error
        }
    }

    @Test("today and past due days may be marked, even before creation")
    func allowed() {
        let tracker = habit("Бег", monWedFri, createdOn: mar(9))
        #expect(check(tracker, mar(11)) == nil)  // Wed, today
        #expect(check(tracker, mar(2)) == nil)  // Mon, before creation
    }

    @Test("a future day is refused", arguments: [12, 13, 31])
    func future(day: Int) {
        #expect(check(event("Врач"), mar(day)) == .futureDate)
    }

    @Test("a future day on an unscheduled weekday is refused as future first")
    func futureWins() {
        #expect(check(habit("Бег", monWedFri), mar(12)) == .futureDate)  // Thu 12 > today
    }

    @Test(
        "a habit is refused on weekdays not in its schedule",
        arguments: [
            (3, Weekday.tuesday), (5, .thursday), (7, .saturday), (8, .sunday),
        ])
    func unscheduled(day: Int, weekday: Weekday) {
        #expect(check(habit("Бег", monWedFri), mar(day)) == .notScheduled(weekday))
    }

    @Test("an event may be marked on any past day")
    func eventAnyDay() {
        let tracker = event("Врач")
        #expect((1...11).allSatisfy { check(tracker, mar($0)) == nil })
    }
}

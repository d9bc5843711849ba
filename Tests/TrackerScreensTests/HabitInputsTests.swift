import AppPlugin
import SharedModels
import Testing
import TrackerScreens

@Suite struct HabitInputsTests {
    static let clock = AppClock(today: LocalDate(iso: "1900-01-01")!)

    @Test func daysAreReadOrRefusedByWhatWasWrong() throws {
        #expect(try TrackerInputs.day(nil, clock: Self.clock) == Self.clock.today)
        #expect(try TrackerInputs.day(" today ", clock: Self.clock) == Self.clock.today)
        #expect(try TrackerInputs.day("1900-01-02", clock: Self.clock) == LocalDate(iso: "1900-01-02"))
        #expect(throws: DayInputError.invalid("soon")) { try TrackerInputs.day("soon", clock: Self.clock) }
        #expect(throws: DayInputError.outOfRange("yesterday")) { try TrackerInputs.day("yesterday", clock: Self.clock) }
    }
}

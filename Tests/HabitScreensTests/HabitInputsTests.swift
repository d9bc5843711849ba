import AppPlugin
import HabitScreens
import SharedModels
import Testing

@Suite struct HabitInputsTests {
    static let clock = AppClock(today: LocalDate(iso: "1900-01-01")!)

    @Test func daysAreReadOrRefusedByWhatWasWrong() throws {
        #expect(try HabitInputs.day(nil, clock: Self.clock) == Self.clock.today)
        #expect(try HabitInputs.day(" today ", clock: Self.clock) == Self.clock.today)
        #expect(try HabitInputs.day("1900-01-02", clock: Self.clock) == LocalDate(iso: "1900-01-02"))
        #expect(throws: DayInputError.invalid("soon")) { try HabitInputs.day("soon", clock: Self.clock) }
        #expect(throws: DayInputError.outOfRange("yesterday")) { try HabitInputs.day("yesterday", clock: Self.clock) }
    }
}

import SharedModels
import Testing

@Suite struct ClockTimeTests {
    @Test(arguments: [("00:00", 0), ("7:05", 425), ("07:05", 425), ("23:59", 1439), (" 8:30 ", 510)])
    func timesAreRead(text: String, minute: Int) { #expect(ClockTime.minuteOfDay(text) == minute) }

    @Test(arguments: ["24:00", "7:5", "07.30", "", "7", "12:60", "-1:00", "٠٧:٠٥", "007:00"])
    func otherTextsAreNotTimes(text: String) { #expect(ClockTime.minuteOfDay(text) == nil) }

    @Test func textIsTwoDigitsEach() {
        #expect(ClockTime.text(0) == "00:00" && ClockTime.text(425) == "07:05" && ClockTime.text(1439) == "23:59")
    }
}

import Localization
import Testing

@Suite struct TimeOfDayTests {
    @Test func eachLanguageWritesATimeItsOwnWay() {
        let en = Localizer(language: .en)
        let ru = Localizer(language: .ru)
        let de = Localizer(language: .de)
        #expect(en.timeOfDay(minuteOfDay: 450) == "7:30 AM")
        #expect(en.timeOfDay(minuteOfDay: 0) == "12:00 AM")
        #expect(en.timeOfDay(minuteOfDay: 12 * 60 + 5) == "12:05 PM")
        #expect(en.timeOfDay(minuteOfDay: 21 * 60 + 5) == "9:05 PM")
        #expect(ru.timeOfDay(minuteOfDay: 450) == "7:30")
        #expect(ru.timeOfDay(minuteOfDay: 21 * 60 + 5) == "21:05")
        #expect(de.timeOfDay(minuteOfDay: 0) == "0:00")
        #expect(de.timeOfDay(minuteOfDay: 1439) == "23:59")
    }

    /// A template filled later reads exactly as the look-up with the value.
    @Test func templatesFillLikeTheLookUp() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let texts: [(any LocalizableArgument) -> LocalizedText] = [
                LocalizedText.myhabitsHabitCounter, LocalizedText.myhabitsHabitSchedule,
                LocalizedText.myhabitsTrackDone,
            ]
            for text in texts {
                let template = l.template(text)
                #expect(template("7:30") == l(text("7:30")))
            }
        }
    }
}

import MyHabitsApp
import SharedModels
import Testing

@Suite struct HabitInputsTests {
    @Test func timesAreHoursAndMinutesOnA24HourClock() throws {
        #expect(try HabitInputs.time("7:30") == 450)
        #expect(try HabitInputs.time("07:30") == 450)
        #expect(try HabitInputs.time(" 23:59 ") == 1439)
        #expect(try HabitInputs.time("0:00") == 0)
        for bad in ["24:00", "7:60", "7:5", "730", "7.30", "", "-1:30", "+7:30", "7:30pm", "٧:٣٠", "123:00"] {
            #expect(throws: MyHabitsError.invalidTime(bad)) { try HabitInputs.time(bad) }
        }
        #expect(HabitInputs.timeText(450) == "07:30")
        #expect(HabitInputs.timeText(1439) == "23:59")
    }

    @Test func colorsAreAnyHexOrACSSName() throws {
        #expect(try HabitInputs.color("#ff2d55").hex == "#FF2D55")
        #expect(try HabitInputs.color("123456").hex == "#123456")
        #expect(try HabitInputs.color("Tomato").hex == "#FF6347")
        #expect(try HabitInputs.color("rebeccapurple").hex == "#663399")
        for bad in ["#12345", "#GGGGGG", "tomatoes", "", "+12345"] {
            #expect(throws: MyHabitsError.invalidColor(bad)) { try HabitInputs.color(bad) }
        }
    }

    @Test func namesAreTrimmedAndNotEmpty() throws {
        #expect(try HabitInputs.name("  Water ") == "Water")
        #expect(throws: MyHabitsError.emptyName) { try HabitInputs.name(" \t ") }
    }

    /// The shared naming rule, without the tracker's 38-character limit:
    /// what a terminal acts on, nothing visible, or a payload of bytes is
    /// refused; a long sentence is a fine habit name.
    @Test func namesFollowTheSharedNamingRule() throws {
        let sentence = "Выпить стакан воды перед завтраком и сделать зарядку"
        #expect(try HabitInputs.name(sentence) == sentence)
        #expect(throws: MyHabitsError.invalidName(.controlCharacter)) { try HabitInputs.name("A\u{1B}[2JB") }
        #expect(throws: MyHabitsError.invalidName(.invisible)) { try HabitInputs.name("\u{200B}") }
        #expect(throws: MyHabitsError.invalidName(.tooManyBytes(limit: NameRules.byteLimit))) {
            try HabitInputs.name("a" + String(repeating: "\u{301}", count: 2000))
        }
    }
}

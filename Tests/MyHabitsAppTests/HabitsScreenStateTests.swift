import Localization
import SharedModels
import Storage
import TerminalUI
import Testing

@testable import MyHabitsApp

/// The Habits screen's keys as a state machine: what each asks the screen to do.
@Suite struct HabitsScreenStateTests {
    let habits: [HabitSummary] = (0..<3).map { index in
        HabitSummary(
            habit: Habit(
                name: "Habit \(index)", minuteOfDay: 60 * (index + 6), color: Palette.colors[index],
                createdOn: LocalDate(dayNumber: 20_000)),
            trackedDayCount: index, isTrackedOnDay: index == 1)
    }
    let info = Pager(lines: (1...30).map { "line \($0)" }, pageHeight: 10, top: 0)

    func press(_ key: Key, _ state: inout HabitsScreenState) -> HabitsScreenState.Action {
        let lines = info.lines
        let top = state.infoTop
        return state.handle(key, habits: habits, info: { Pager(lines: lines, pageHeight: 10, top: top) })
    }

    @Test func theKeysOfTheListPointAtAHabitAndAskForItsAction() {
        var state = HabitsScreenState()
        #expect(press(.character(" "), &state) == .track(habits[0].habit.id))
        #expect(press(.down, &state) == .none && state.cursor == 1)
        #expect(press(.character("j"), &state) == .none && press(.character("j"), &state) == .none && state.cursor == 2)
        #expect(press(.character("k"), &state) == .none && state.cursor == 1)
        #expect(press(.enter, &state) == .details(habits[1].habit.id))
        #expect(press(.character("e"), &state) == .edit(habits[1].habit.id))
        #expect(press(.character("d"), &state) == .askDelete(habits[1].habit.id))
        #expect(press(.character("+"), &state) == .add && press(.character("a"), &state) == .add)
        #expect(press(.character("q"), &state) == .quit && press(.escape, &state) == .quit)
        var empty = HabitsScreenState()
        #expect(empty.handle(.character(" "), habits: [], info: { info }) == .none)
        #expect(empty.handle(.enter, habits: [], info: { info }) == .none)
    }

    func alert(_ language: Language = .en) -> DeleteAlert {
        DeleteAlert(title: "Delete habit", message: "?", cancel: "Cancel", delete: "Delete", language: language)
    }

    @Test func theAlertDeletesOnlyOnItsSecondButton() {
        let id = habits[2].habit.id
        var state = HabitsScreenState()
        state.overlay = .delete(id, alert())
        #expect(press(.enter, &state) == .none && state.overlay == .none)  // «Cancel» is pointed first
        state.overlay = .delete(id, alert())
        #expect(press(.character("q"), &state) == .none)  // keys go to the alert
        #expect(press(.right, &state) == .none && press(.enter, &state) == .delete(id))
        #expect(state.overlay == .none)
    }

    static let yesKeys: [(Language, Character)] = [(.en, "y"), (.ru, "д"), (.ru, "y"), (.de, "j"), (.de, "y")]

    @Test(arguments: yesKeys)
    func theAlertTakesTheLanguagesYesKey(language: Language, yes: Character) {
        let id = habits[0].habit.id
        var state = HabitsScreenState()
        state.overlay = .delete(id, alert(language))
        #expect(press(.character(yes), &state) == .delete(id) && state.overlay == .none)
    }

    @Test func theRussianNOnTheYKeyIsNeverYes() {
        let id = habits[0].habit.id
        var state = HabitsScreenState()
        state.overlay = .delete(id, alert(.ru))
        // «н» sits on the Y key: read as typed, it is no answer at all.
        #expect(press(.character("н"), &state) == .none && state.overlay != .none)
        // «д» (on the L key) is yes before it is `l`; «р» (on H) moves left.
        var moved = alert(.ru)
        _ = moved.handle(.right)
        _ = moved.handle(.character("р"))
        #expect(moved.alert.cursor == 0)
        var english = alert(.en)
        #expect(english.handle(.character("д")) == .running)  // not a yes key in English: it is `l`
        #expect(english.alert.cursor == 1)
    }

    @Test func russianLettersAreTheLatinCommandsOnTheList() {
        var state = HabitsScreenState()
        #expect(press(.character("о"), &state) == .none && state.cursor == 1)  // о is on J
        #expect(press(.character("л"), &state) == .none && state.cursor == 0)  // л is on K
        #expect(press(.character("П"), &state) == .none && state.cursor == 2)  // П is on G
        #expect(press(.character("у"), &state) == .edit(habits[2].habit.id))  // у is on E
        #expect(press(.character("в"), &state) == .askDelete(habits[2].habit.id))  // в is on D
        #expect(press(.character("ф"), &state) == .add)  // ф is on A
        #expect(press(.character("й"), &state) == .quit)  // й is on Q
    }

    @Test func tabShowsTheInformationWhichScrollsAndTabComesBack() {
        var state = HabitsScreenState()
        #expect(press(.tab, &state) == .none && state.tab == .info)
        #expect(press(.character(" "), &state) == .none && state.infoTop == 10)  // Space: a page, not a check
        #expect(press(.end, &state) == .none && state.infoTop == 20)
        #expect(press(.character("k"), &state) == .none && state.infoTop == 19)
        #expect(press(.character("о"), &state) == .none && state.infoTop == 20)  // о is j
        #expect(press(.tab, &state) == .none && state.tab == .habits)
        #expect(press(.character("?"), &state) == .none && state.overlay == .help(top: 0))
        #expect(press(.character("x"), &state) == .none && state.overlay == .none)
    }

    @Test func aLongKeysPageScrollsAndAnyOtherKeyClosesIt() {
        var state = HabitsScreenState()
        let size = HabitsScreenState.PageSize(total: 9, height: 6)
        func key(_ key: Key) -> HabitsScreenState.Action {
            state.handle(key, habits: habits, info: { info }, help: { size })
        }
        #expect(key(.character("?")) == .none && state.overlay == .help(top: 0))
        #expect(key(.down) == .none && state.overlay == .help(top: 1))
        #expect(key(.end) == .none && state.overlay == .help(top: 3))
        #expect(key(.character("л")) == .none && state.overlay == .help(top: 2))  // л is k
        #expect(key(.character("x")) == .none && state.overlay == .none)
        // A page that fits: ↓ closes it too.
        #expect(press(.character("?"), &state) == .none && press(.down, &state) == .none)
        #expect(state.overlay == .none && state.cursor == 0)
        #expect(press(.character("?"), &state) == .none && press(.character("й"), &state) == .quit)
    }
}

import CLIKit
import SharedModels
import Storage
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

    @Test func theAlertDeletesOnlyOnItsSecondButton() {
        let id = habits[2].habit.id
        var state = HabitsScreenState()
        state.overlay = .delete(id, Alert(title: "Delete habit", message: "?", actions: ["Cancel", "Delete"]))
        #expect(press(.enter, &state) == .none && state.overlay == .none)  // «Cancel» is pointed first
        state.overlay = .delete(id, Alert(title: "Delete habit", message: "?", actions: ["Cancel", "Delete"]))
        #expect(press(.character("q"), &state) == .none)  // keys go to the alert
        #expect(press(.right, &state) == .none && press(.enter, &state) == .delete(id))
        #expect(state.overlay == .none)
    }

    @Test func tabShowsTheInformationWhichScrollsAndTabComesBack() {
        var state = HabitsScreenState()
        #expect(press(.tab, &state) == .none && state.tab == .info)
        #expect(press(.character(" "), &state) == .none && state.infoTop == 10)  // Space: a page, not a check
        #expect(press(.end, &state) == .none && state.infoTop == 20)
        #expect(press(.character("k"), &state) == .none && state.infoTop == 19)
        #expect(press(.tab, &state) == .none && state.tab == .habits)
        #expect(press(.character("?"), &state) == .none && state.overlay == .help)
        #expect(press(.character("x"), &state) == .none && state.overlay == .none)
    }
}

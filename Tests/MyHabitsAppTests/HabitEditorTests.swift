import Localization
import SharedModels
import TerminalUI
import Testing

@testable import MyHabitsApp

/// The form of the Habits screen as a state machine, fed keys one by one.
@Suite struct HabitEditorTests {
    let texts = HabitEditor.AlertTexts(title: "Delete habit", message: "Delete?", cancel: "Cancel", delete: "Delete")

    func type(_ text: String, into editor: inout HabitEditor) {
        for character in text { _ = editor.handle(.character(character)) }
    }

    @Test func aNewHabitTakesANameATimeAndAColor() {
        var editor = HabitEditor(creating: texts)
        #expect(editor.row == .name && editor.buttons == [.save, .cancel] && editor.time.minuteOfDay == 720)
        type("Walk", into: &editor)
        _ = editor.handle(.enter)
        #expect(editor.row == .time)
        _ = editor.handle(.right)
        _ = editor.handle(.character("+"))
        #expect(editor.time.minuteOfDay == 13 * 60 + 1)
        _ = editor.handle(.down)
        _ = editor.handle(.right)
        _ = editor.handle(.enter)  // the palette's second color, then the buttons
        #expect(editor.row == .buttons && editor.button == 0)
        #expect(editor.handle(.enter) == .finished)
        #expect(editor.result == .save(HabitDraft(name: "Walk", minuteOfDay: 781, color: Palette.colors[1])))
    }

    @Test func aTypedTimeIsCheckedWhenItsRowIsLeft() {
        var editor = HabitEditor(creating: texts)
        _ = editor.handle(.tab)
        type("25:00", into: &editor)
        #expect(editor.time.typed?.text == "25:00")
        _ = editor.handle(.tab)
        #expect(editor.row == .time && editor.problem == .invalidTime("25:00"))
        for _ in 0..<5 { _ = editor.handle(.backspace) }
        type("6:05", into: &editor)
        _ = editor.handle(.tab)
        #expect(editor.row == .color && editor.time.minuteOfDay == 365 && editor.problem == nil)
        // Stepping wraps round midnight.
        var early = HabitEditor(creating: texts)
        _ = early.handle(.tab)
        for _ in 0..<13 { _ = early.handle(.character("-")) }
        #expect(early.time.minuteOfDay == 23 * 60)
    }

    @Test func saveRefusesAnEmptyNameOnItsRow() {
        var editor = HabitEditor(creating: texts)
        for _ in 0..<3 { _ = editor.handle(.tab) }
        #expect(editor.handle(.enter) == .running)
        #expect(editor.row == .name && editor.problem == .emptyName && editor.result == nil)
    }

    @Test func editingKeepsTheValuesAndDeletesOnlyAfterTheAlert() throws {
        let habit = Habit(
            name: "Run", minuteOfDay: 450, color: try #require(RGBColor(hex: "#123456")),
            createdOn: try #require(LocalDate(year: 2026, month: 3, day: 1)))
        var editor = HabitEditor(editing: habit, alert: texts)
        #expect(editor.name.text == "Run" && editor.time.minuteOfDay == 450 && editor.picker.preview == habit.color)
        #expect(editor.buttons == [.save, .cancel, .delete])
        for _ in 0..<3 { _ = editor.handle(.tab) }
        _ = editor.handle(.right)
        _ = editor.handle(.right)
        _ = editor.handle(.enter)
        #expect(editor.alert?.alert.cursor == 0)
        #expect(editor.handle(.enter) == .running && editor.alert == nil && editor.result == nil)  // «Cancel»
        _ = editor.handle(.enter)
        _ = editor.handle(.right)
        #expect(editor.handle(.enter) == .finished && editor.result == .delete)
        // Esc and «Cancel» cancel the form itself.
        var cancelled = HabitEditor(editing: habit, alert: texts)
        #expect(cancelled.handle(.escape) == .cancelled)
        cancelled = HabitEditor(editing: habit, alert: texts)
        for _ in 0..<3 { _ = cancelled.handle(.tab) }
        _ = cancelled.handle(.right)
        #expect(cancelled.handle(.enter) == .cancelled && cancelled.result == nil)
    }

    @Test func theButtonsReadRussianLettersAndTheAlertTheLanguagesYes() throws {
        let habit = Habit(
            name: "Run", minuteOfDay: 450, color: Palette.colors[0],
            createdOn: try #require(LocalDate(year: 2026, month: 3, day: 1)))
        var russian = texts
        russian.language = .ru
        var editor = HabitEditor(editing: habit, alert: russian)
        for _ in 0..<3 { _ = editor.handle(.tab) }
        _ = editor.handle(.character("д"))  // д is on L: the next button
        _ = editor.handle(.character("д"))
        #expect(editor.button == 2)
        _ = editor.handle(.character("р"))  // р is on H
        #expect(editor.button == 1)
        _ = editor.handle(.right)
        _ = editor.handle(.enter)
        #expect(editor.handle(.character("н")) == .running && editor.alert != nil)  // н is on Y: not yes
        #expect(editor.handle(.character("д")) == .finished && editor.result == .delete)  // да
        var german = texts
        german.language = .de
        editor = HabitEditor(editing: habit, alert: german)
        for _ in 0..<3 { _ = editor.handle(.tab) }
        _ = editor.handle(.right)
        _ = editor.handle(.right)
        _ = editor.handle(.enter)
        #expect(editor.handle(.character("j")) == .finished && editor.result == .delete)  // ja
    }

    @Test func aNameCanBeTypedIntoTheColorEntry() {
        var editor = HabitEditor(creating: texts)
        type("Tea", into: &editor)
        _ = editor.handle(.tab)
        _ = editor.handle(.tab)
        _ = editor.handle(.character("#"))
        type("rebeccapurple", into: &editor)
        _ = editor.handle(.enter)
        #expect(editor.row == .buttons)
        #expect(editor.handle(.enter) == .finished)
        #expect(editor.result == .save(HabitDraft(name: "Tea", minuteOfDay: 720, color: RGBColor(hex: "#663399"))))
    }

    @Test func aLongNameBeingTypedShowsItsEnd() {
        #expect(HabitEditorView.tail("Drink water▏", to: 20) == "Drink water▏")
        #expect(HabitEditorView.tail("Drink a glass of water▏", to: 10) == "…of water▏")
    }
}

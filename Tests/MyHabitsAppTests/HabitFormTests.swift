import SharedModels
import TerminalUI
import Testing

@testable import MyHabitsApp

/// The form and its color picker as state machines, fed keys one by one.
@Suite struct HabitFormTests {
    @Test func pickerStartsOnTheCurrentColor() {
        #expect(ColorPicker(current: Palette.colors[4]).cell == 4)
        let other = RGBColor(hex: "#123456")!
        let picker = ColorPicker(current: other)
        // Not in the palette: the entry, empty, with the color as its placeholder.
        #expect(picker.cell == nil && picker.entry == "" && picker.placeholder == other && picker.preview == other)
        #expect(ColorPicker(current: nil).cell == 0)
    }

    @Test func pickerMovesInThePaletteAndTakesACell() {
        var picker = ColorPicker(current: nil)
        let result17 = picker.handle(.left)
        #expect(result17 == .running && picker.cell == 17)
        let result19 = picker.handle(.right)
        #expect(result19 == .running && picker.cell == 0)
        _ = picker.handle(.down)
        _ = picker.handle(.right)
        #expect(picker.cell == 7)
        _ = picker.handle(.up)
        #expect(picker.cell == 1)
        let result26 = picker.handle(.enter) == .chosen(Palette.colors[1])
        #expect(result26)
        // Down from the last row moves into the entry, empty, the cell's color its placeholder.
        picker = ColorPicker(current: Palette.colors[13])
        _ = picker.handle(.down)
        #expect(picker.cell == nil && picker.entry == "" && picker.placeholder == Palette.colors[13])
        #expect(picker.handle(.enter) == .chosen(Palette.colors[13]))
    }

    @Test func theEntryTakesAnyHexOrCSSNameAndRefusesTheRest() {
        var picker = ColorPicker(current: nil)
        _ = picker.handle(.character("#"))
        for character in "a0b1c" { _ = picker.handle(.character(character)) }
        let result38 = picker.handle(.enter)
        #expect(result38 == .running && picker.entryIsInvalid)
        _ = picker.handle(.character("2"))
        #expect(!picker.entryIsInvalid)
        let result42 = picker.handle(.enter) == .chosen(RGBColor(hex: "#A0B1C2")!)
        #expect(result42)
        picker = ColorPicker(current: RGBColor(hex: "#000001")!)
        for _ in 0..<7 { _ = picker.handle(.backspace) }
        for character in "Tomato" { _ = picker.handle(.character(character)) }
        let result47 = picker.handle(.enter) == .chosen(RGBColor(hex: "#FF6347")!)
        #expect(result47)
        // Tab back to the grid lands on the entry's color when it is in the palette.
        picker = ColorPicker(current: RGBColor(hex: "#000001")!)
        for _ in 0..<7 { _ = picker.handle(.backspace) }
        for character in "#33cf69" { _ = picker.handle(.character(character)) }
        _ = picker.handle(.tab)
        #expect(picker.cell == 4)
    }

    @Test(arguments: ["red", "rebeccapurple", "#red", "Tomato", "#ff6347", "ff6347"])
    func theEntryTakesANameTypedAfterTheHashKey(typed: String) throws {
        var picker = ColorPicker(current: Palette.colors[0])
        _ = picker.handle(.character("#"))
        #expect(picker.cell == nil && picker.entry.isEmpty)
        for character in typed { _ = picker.handle(.character(character)) }
        let expected = try #require(ColorPicker.color(typed))
        #expect(picker.handle(.enter) == .chosen(expected))
        #expect(ColorPicker.color("#red") == RGBColor(hex: "#FF0000") && ColorPicker.color("#nocolor") == nil)
    }

    @Test func thePaletteReadsRussianLettersAndTheRussianHashKey() {
        var picker = ColorPicker(current: nil)
        _ = picker.handle(.character("д"))  // д is on L
        #expect(picker.cell == 1)
        _ = picker.handle(.character("о"))  // о is on J
        #expect(picker.cell == 7)
        _ = picker.handle(.character("№"))  // Shift-3 on a Russian keyboard
        #expect(picker.cell == nil && picker.placeholder == Palette.colors[7])
        for character in "красный" { _ = picker.handle(.character(character)) }
        #expect(picker.entry == "красный")  // the entry keeps what was typed
    }

    @Test func formAsksTheGivenFieldsInOrderAndValidatesEach() {
        var form = HabitForm(draft: HabitDraft(name: "Water"), asking: [.time, .color])
        #expect(form.field == .time && form.text.isEmpty)
        for character in "25:00" { _ = form.handle(.character(character)) }
        let result61 = form.handle(.enter)
        #expect(result61 == .running)
        #expect(form.problem == .invalidTime("25:00") && form.field == .time)
        for _ in 0..<5 { _ = form.handle(.backspace) }
        for character in "7:30" { _ = form.handle(.character(character)) }
        let result66 = form.handle(.enter)
        #expect(result66 == .running && form.field == .color)
        let result68 = form.handle(.enter)
        #expect(result68 == .finished)
        #expect(form.draft == HabitDraft(name: "Water", minuteOfDay: 450, color: Palette.colors[0]))
    }

    @Test func editingStartsOnTheHabitsValuesAndEscapeCancels() {
        let current = HabitDraft(name: "Tea", minuteOfDay: 495, color: RGBColor(hex: "#123456")!)
        var form = HabitForm(draft: current, asking: HabitDraft.Field.allCases)
        #expect(form.text == "Tea")
        _ = form.handle(.enter)
        #expect(form.text == "08:15")
        _ = form.handle(.enter)
        #expect(form.picker.entry.isEmpty && form.picker.placeholder == current.color)
        let result81 = form.handle(.enter)
        #expect(result81 == .finished && form.draft == current)
        form = HabitForm(draft: current, asking: [.name])
        for _ in 0..<3 { _ = form.handle(.backspace) }
        let result85 = form.handle(.enter)
        #expect(result85 == .running && form.problem == .emptyName)
        let result87 = form.handle(.escape)
        #expect(result87 == .cancelled)
    }
}

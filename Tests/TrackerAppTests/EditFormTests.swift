import Foundation
import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerCommands
import TrackerKit
import TrackerScreens

@testable import TrackerApp
@testable import TrackerCommands

/// The edit form: filled with the habit's values, any row reachable with
/// ↑/↓/Tab, Esc in a picker back to the form, the completed-days counter,
/// «Сохранить», and the changes it hands to `edit`.
@Suite struct EditFormTests {
    let home = TrackerCategory(title: "Home")
    let health = TrackerCategory(title: "Health")

    func habitDraft() -> TrackerDraft {
        var draft = TrackerDraft(kind: .habit)
        draft.name = "Gym"
        draft.category = health
        draft.schedule = Schedule([.monday])
        draft.emoji = Palette.emoji[0]
        draft.color = Palette.colors[0]
        return draft
    }

    func view(_ language: Language = .en) -> AddWizardView {
        AddWizardView(
            l: Localizer(language: language), style: TerminalStyle(depth: .none),
            colors: TrackerColors(theme: .dark), size: TerminalSize(columns: 80, rows: 30))
    }

    func keys(_ wizard: inout AddWizard, _ keys: [Key]) -> FormOutcome {
        var outcome = FormOutcome.running
        for key in keys { outcome = wizard.handle(key) }
        return outcome
    }

    @Test func theFormShowsEveryValueTheCounterAndSave() {
        let wizard = AddWizard(editing: habitDraft(), completedDays: 5, categories: [home, health], lastChosen: nil)
        #expect(wizard.step == .form && wizard.formRow == 0)
        #expect(
            wizard.rows == [
                .section(.name), .section(.category), .section(.schedule), .section(.emoji),
                .section(.color), .section(.question), .section(.description), .days, .buttons,
            ])
        let ru = view(.ru).lines(wizard).joined(separator: "\n")
        for text in [
            "Редактирование трекера", "› Название", "Gym", "Health", "[−] 5 дней [+]", "Сохранить", "Отменить",
        ] {
            #expect(ru.contains(text), "\(text)\n\(ru)")
        }
        #expect(!ru.contains("Создать"))
    }

    @Test func anyFieldCanBeFixedAndEscInAPickerReturnsToTheForm() {
        var wizard = AddWizard(editing: habitDraft(), completedDays: 5, categories: [home, health], lastChosen: nil)
        // Tab to the category, open it, pick Home (Health is first by title, the cursor starts on it).
        #expect(keys(&wizard, [.tab, .enter]) == .running)
        #expect(wizard.step == .category && wizard.cursor == 0)
        _ = keys(&wizard, [.down, .enter])
        #expect(wizard.step == .form && wizard.draft.category == home)
        // Open the name, type, then Esc: back on the name row, the name unchanged.
        _ = keys(&wizard, [.home, .enter, .character("X"), .escape])
        #expect(wizard.step == .form && wizard.formRow == 0 && wizard.draft.name == "Gym")
        // The field starts with the current name; Ctrl-U clears it.
        _ = keys(&wizard, [.enter, .control(0x15)] + "Pool".map { Key.character($0) } + [.enter])
        #expect(wizard.draft.name == "Pool")
        // − twice and + once: 4 days, so `-1`.
        _ = keys(&wizard, [.character("-"), .character("-"), .character("+")])
        #expect(wizard.days == 4 && wizard.daysAdjustment == .remove(1))
        #expect(keys(&wizard, [.end, .enter]) == .finished)
        let habit = Tracker(
            name: "Gym", kind: .habit, categoryID: health.id, emoji: Palette.emoji[0],
            color: Palette.colors[0], schedule: Schedule([.monday]), createdOn: LocalDate(iso: "2026-03-01")!)
        let changes = EditForm.changes(wizard, from: habit)
        #expect(changes == TrackerChanges(name: "Pool", categoryTitle: "Home", days: .remove(1)))
    }

    @Test func escOnTheFormAndCancelCancel() {
        var wizard = AddWizard(editing: habitDraft(), completedDays: 0, categories: [health], lastChosen: nil)
        #expect(keys(&wizard, [.escape]) == .cancelled)
        var other = AddWizard(editing: habitDraft(), completedDays: 0, categories: [health], lastChosen: nil)
        #expect(keys(&other, [.end, .right, .enter]) == .cancelled)
        var floor = AddWizard(editing: habitDraft(), completedDays: 0, categories: [health], lastChosen: nil)
        _ = keys(&floor, [.character("-")])
        #expect(floor.days == 0 && floor.daysAdjustment == nil)
    }

    @Test func createWithAnEmptySectionNamesItAndMovesThere() {
        var draft = TrackerDraft(kind: .event)
        draft.name = "Plants"
        var wizard = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        #expect(wizard.step == .category)
        _ = keys(&wizard, [.escape])  // to the form, the category still empty
        #expect(wizard.step == .form)
        _ = keys(&wizard, [.end, .enter])
        #expect(wizard.problem == .missing([.category, .emoji, .color]))
        #expect(wizard.rows[wizard.formRow] == .section(.category))
        #expect(view().lines(wizard).contains { $0.contains("missing Category, Emoji and Color") })
    }
}

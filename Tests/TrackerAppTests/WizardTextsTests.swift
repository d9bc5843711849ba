import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerScreens

@testable import TrackerCommands

/// The form's question and description rows (the tracker's; goals have none).
@Suite struct WizardTextsTests {
    let home = TrackerCategory(title: "Home")

    func filled(_ kind: Tracker.Kind = .habit) -> TrackerDraft {
        var draft = TrackerDraft(kind: kind)
        draft.name = "Run"
        draft.category = home
        if kind == .habit { draft.schedule = .everyDay }
        draft.emoji = Palette.emoji[0]
        draft.color = Palette.colors[0]
        return draft
    }

    func press(_ wizard: inout AddWizard, _ keys: [Key]) -> FormOutcome {
        var outcome = FormOutcome.running
        for key in keys { outcome = wizard.handle(key) }
        return outcome
    }

    func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

    @Test func theQuestionAndDescriptionAreRowsOfTheFormNeverMissing() throws {
        var wizard = AddWizard(draft: filled(), categories: [home], lastChosen: nil)
        #expect(wizard.step == .form)
        #expect(wizard.rows.contains(.section(.question)) && wizard.rows.contains(.section(.description)))
        #expect(wizard.draft.missing.isEmpty)
        #expect(press(&wizard, [.up, .up, .enter]) == .running)
        #expect(wizard.step == .question)
        _ = press(&wizard, type("  Ran today?  ") + [.enter])
        #expect(wizard.step == .form && wizard.draft.question == "Ran today?")
        _ = press(&wizard, [.down, .enter] + type("Five km") + [.enter])
        #expect(wizard.draft.details == "Five km")
        #expect(press(&wizard, [.end, .enter]) == .finished)
        let tracker = try #require(wizard.draft.tracker(createdOn: LocalDate(iso: "2026-03-18")!))
        #expect(tracker.question == "Ran today?" && tracker.details == "Five km")
    }

    @Test func aQuestionOverItsLimitIsRefusedInPlace() {
        var wizard = AddWizard(draft: filled(.event), categories: [home], lastChosen: nil)
        _ = press(&wizard, [.up, .up, .enter] + type(String(repeating: "q", count: 201)) + [.enter])
        #expect(wizard.step == .question && wizard.problem == .nameTooLong(200))
        #expect(wizard.draft.question == "")
        _ = press(&wizard, [.backspace, .enter])
        #expect(wizard.step == .form && wizard.draft.question.count == 200)
    }

    @Test func aGoalsFormHasNeither() {
        var draft = TrackerDraft.goal()
        draft.name = "Read"
        let wizard = AddWizard(draft: draft, categories: [], lastChosen: nil)
        #expect(!wizard.rows.contains(.section(.question)))
    }

    @Test(arguments: [Language.en, .ru, .de], [80, 40])
    func aLongDescriptionStaysOnItsLine(language: Language, columns: Int) {
        var wizard = AddWizard(draft: filled(), categories: [home], lastChosen: nil)
        _ = press(&wizard, [.up, .enter] + type(String(repeating: "Долго ", count: 100)))
        let view = AddWizardView(
            l: Localizer(language: language), style: TerminalStyle(depth: .none), colors: TrackerColors(theme: .dark),
            size: TerminalSize(columns: columns, rows: 24), app: .tracker)
        let lines = view.lines(wizard)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(lines)")
        _ = press(&wizard, [.enter])
        #expect(view.lines(wizard).allSatisfy { DisplayWidth.of($0) <= columns })
    }
}

/// The form scrolls on a short terminal, its pointed row in view.
@Suite struct WizardFormFitTests {
    @Test(arguments: [Language.en, .ru, .de], [(80, 24), (60, 24), (40, 12)])
    func theEditFormFitsAndKeepsItsRowInView(language: Language, size: (columns: Int, rows: Int)) {
        let home = TrackerCategory(title: "Home")
        var draft = TrackerDraft(kind: .habit)
        draft.name = "Run"
        draft.category = home
        draft.schedule = .everyDay
        draft.emoji = Palette.emoji[0]
        draft.color = Palette.colors[0]
        draft.question = String(repeating: "Did you run? ", count: 10)
        var wizard = AddWizard(editing: draft, completedDays: 3, categories: [home], lastChosen: nil)
        let view = AddWizardView(
            l: Localizer(language: language), style: TerminalStyle(depth: .none), colors: TrackerColors(theme: .dark),
            size: TerminalSize(columns: size.columns, rows: size.rows), app: .tracker)
        let label = view.sectionName(.question)
        for _ in wizard.rows {
            let lines = view.lines(wizard)
            #expect(lines.count < size.rows, "a spare row below the frame: \(lines)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= size.columns }, "\(lines)")
            if wizard.rows[wizard.formRow] == .section(.question) {
                #expect(lines.contains { $0.hasPrefix("› " + label) }, "\(lines)")
            }
            _ = wizard.handle(.down)
        }
    }
}

import Foundation
import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp
@testable import TrackerCommands

@Suite struct WizardTests {
    let home = TrackerCategory(title: "Home")
    let health = TrackerCategory(title: "Health")

    func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

    func view(_ language: Language = .en, depth: ColorDepth = .none) -> AddWizardView {
        AddWizardView(
            l: Localizer(language: language), style: TerminalStyle(depth: depth),
            colors: TrackerColors(theme: .dark), size: TerminalSize(columns: 80, rows: 30))
    }

    /// Feeds `keys` through the real loop and returns the result and every frame drawn.
    func drive(_ wizard: AddWizard, _ keys: [Key], view: AddWizardView? = nil) throws -> (WizardSession.Result?, String)
    {
        var remaining = keys[...]
        var drawn = ""
        let result = try WizardSession.drive(wizard, view: view ?? self.view(), write: { drawn += $0 }) {
            guard let key = remaining.popFirst() else { throw TerminalError.endOfInput }
            return key
        }
        return (result, drawn)
    }

    @Test func asksEveryMissingSectionOfAHabitInOrder() throws {
        let wizard = AddWizard(draft: TrackerDraft(kind: .habit), categories: [home, health], lastChosen: home.id)
        #expect(wizard.step == .name)
        // Category list: Health, Home (by title); the cursor starts on the last chosen (Home).
        let keys =
            type("Water") + [.enter, .up, .enter]
            + [.character(" "), .down, .down, .character(" "), .end, .enter]
            + [.right, .down, .enter] + [.end, .enter] + [.enter]
        let (result, frames) = try drive(wizard, keys)
        let draft = try #require(result?.draft)
        #expect(draft.name == "Water")
        #expect(draft.category == health)
        #expect(draft.schedule == Schedule([.monday, .wednesday]))
        #expect(draft.emoji == Palette.emoji[7])
        #expect(draft.color == Palette.colors[17])
        #expect(result?.newCategories == [])
        #expect(frames.contains("New habit"))
        #expect(frames.contains("✓ Home"))
        #expect(frames.contains("[ Create ]"))
    }

    @Test func anEventHasNoScheduleStepAndOnlyMissingSectionsAreAsked() throws {
        var draft = TrackerDraft(kind: .event)
        draft.name = "Plants"
        draft.emoji = "🌺"
        let wizard = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        #expect(wizard.step == .category)
        let (result, frames) = try drive(wizard, [.enter, .enter, .enter])
        #expect(result?.draft.category == home)
        #expect(result?.draft.color == Palette.colors[0])
        #expect(result?.draft.schedule == nil)
        #expect(!frames.contains("Schedule"))
        #expect(result?.draft.tracker(createdOn: LocalDate(iso: "2026-03-18")!) != nil)
    }

    @Test func escapeAndCtrlCCancelAndTheCancelButtonToo() throws {
        let start = AddWizard(draft: TrackerDraft(kind: .habit), categories: [home], lastChosen: nil)
        #expect(try drive(start, type("Wa") + [.escape]).0 == nil)
        #expect(try drive(start, [.ctrlC]).0 == nil)
        var draft = TrackerDraft(kind: .event)
        draft.name = "X"
        draft.category = home
        draft.emoji = "🙂"
        let last = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        #expect(try drive(last, [.enter, .right, .enter]).0 == nil)
        // End of input cancels rather than hanging.
        #expect(try drive(start, type("abc")).0 == nil)
    }

    @Test func nameLimitShowsWhileTypingAndBlocksEnter() throws {
        var wizard = AddWizard(draft: TrackerDraft(kind: .event), categories: [], lastChosen: nil)
        for key in type(String(repeating: "a", count: 39)) { _ = wizard.handle(key) }
        #expect(wizard.problem == .nameTooLong(38))
        #expect(view(.ru).lines(wizard).contains("Ограничение 38 символов"))
        #expect(wizard.handle(.enter) == .running)
        #expect(wizard.step == .name)
        _ = wizard.handle(.backspace)
        #expect(wizard.problem == nil)
        _ = wizard.handle(.enter)
        #expect(wizard.step == .category)
        var empty = AddWizard(draft: TrackerDraft(kind: .event), categories: [], lastChosen: nil)
        _ = empty.handle(.enter)
        #expect(empty.problem == .emptyName)
        _ = empty.handle(.character("x"))
        _ = empty.handle(.control(0x15))
        #expect(empty.text == "")
    }

    @Test func addingACategoryListsItWithoutChoosingIt() throws {
        var draft = TrackerDraft(kind: .event)
        draft.name = "Plants"
        let wizard = AddWizard(draft: draft, categories: [], lastChosen: nil)
        let lines = view(.ru).lines(wizard).joined(separator: "\n")
        #expect(lines.contains("Привычки и события можно объединить по смыслу"))
        #expect(lines.contains("+ Добавить категорию"))
        // Add "Garden", then try "garden" again (refused), Esc back, then pick Garden.
        let keys: [Key] =
            [.enter] + type("Garden") + [.enter, .down, .enter] + type("garden") + [.enter, .escape]
            + [.up, .enter] + [.enter, .enter, .enter]
        var probe = wizard
        for key in keys.prefix(8) { _ = probe.handle(key) }
        #expect(probe.step == .category)
        #expect(probe.draft.category == nil)
        #expect(probe.categories.map(\.title) == ["Garden"])
        let (result, frames) = try drive(wizard, keys)
        #expect(frames.contains("category “garden” exists already"))
        let chosen = try #require(result?.draft.category)
        #expect(chosen.title == "Garden")
        #expect(result?.newCategories == [chosen])
    }

    @Test func scheduleNeedsADayAndShowsEveryDay() throws {
        var draft = TrackerDraft(kind: .habit)
        draft.name = "Run"
        draft.category = home
        var wizard = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        #expect(wizard.step == .schedule)
        _ = wizard.handle(.end)
        _ = wizard.handle(.enter)
        #expect(wizard.problem == .noWeekday)
        _ = wizard.handle(.home)
        for _ in 0..<7 {
            _ = wizard.handle(.enter)
            _ = wizard.handle(.down)
        }
        #expect(view().lines(wizard).contains { $0.contains("Every day") })
        _ = wizard.handle(.down)  // past the count row, onto Done
        _ = wizard.handle(.enter)
        #expect(wizard.draft.schedule == .everyDay)
        #expect(wizard.step == .emoji)
    }

    /// The third choice: the count row under the weekdays. Its numbers stay
    /// in range (times never above days, days at most 365), changing one
    /// chooses it, and a weekday switched on unchooses it.
    @Test func theCountRowGivesACountSchedule() throws {
        var draft = TrackerDraft(kind: .habit)
        draft.name = "Swim"
        draft.category = home
        var wizard = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        for _ in 0..<AddWizard.countRow { _ = wizard.handle(.down) }
        #expect(wizard.count == CountChoice(times: 3, per: 7, chosen: false))
        #expect(view().lines(wizard).contains { $0.contains("or [ ] 3 times in 7 days") })
        for _ in 0..<10 { _ = wizard.handle(.right) }
        #expect(wizard.count.times == 7 && wizard.count.chosen)
        _ = wizard.handle(.character("-"))
        #expect(wizard.count.per == 7, "the days never go below the times")
        for _ in 0..<10 { _ = wizard.handle(.left) }
        _ = wizard.handle(.character("+"))
        #expect(wizard.count == CountChoice(times: 1, per: 8, chosen: true))
        _ = wizard.handle(.home)
        _ = wizard.handle(.character(" "))  // Monday on: the count is no longer the choice
        #expect(!wizard.count.chosen && wizard.weekdays == [.monday])
        for _ in 0..<AddWizard.countRow { _ = wizard.handle(.down) }
        _ = wizard.handle(.character(" "))  // chosen again
        _ = wizard.handle(.down)
        _ = wizard.handle(.enter)
        #expect(wizard.draft.schedule == Schedule(count: try #require(CountSchedule(times: 1, per: 8))))
        #expect(wizard.step == .emoji)
    }

    @Test func editingACountHabitOpensOnItsCount() throws {
        var draft = TrackerDraft(kind: .habit)
        draft.name = "Swim"
        draft.category = home
        draft.emoji = "🙂"
        draft.color = Palette.colors[0]
        draft.schedule = Schedule(count: try #require(CountSchedule(times: 2, per: 10)))
        var wizard = AddWizard(editing: draft, completedDays: 0, categories: [home], lastChosen: nil)
        wizard.open(.schedule)
        #expect(wizard.count == CountChoice(times: 2, per: 10, chosen: true))
        #expect(wizard.weekdays.isEmpty)
        #expect(view(.ru).lines(wizard).contains { $0.contains("или [✓] 2 раза за 10 дней") })
        #expect(view(.de).lines(wizard).contains { $0.contains("2-mal in 10 Tagen") })
    }

    @Test func palettesAreDrawnInTheirColorsWithTheChoiceMarked() throws {
        var draft = TrackerDraft(kind: .event)
        draft.name = "X"
        draft.category = home
        draft.emoji = "🙂"
        var wizard = AddWizard(draft: draft, categories: [home], lastChosen: nil)
        _ = wizard.handle(.right)
        let colored = view(depth: .truecolor).lines(wizard).joined(separator: "\n")
        for color in Palette.colors {
            #expect(colored.contains("38;2;\(color.red);\(color.green);\(color.blue)m██"))
        }
        let plain = view().lines(wizard).joined(separator: "\n")
        #expect(plain.contains("[#FF881E]"))
        #expect(!plain.contains("\u{1B}"))
        var onlyEmoji = draft
        onlyEmoji.emoji = nil
        onlyEmoji.color = Palette.colors[0]
        var emoji = AddWizard(draft: onlyEmoji, categories: [home], lastChosen: nil)
        #expect(emoji.step == .emoji)
        _ = emoji.handle(.down)
        #expect(emoji.cursor == 6)
        #expect(view().lines(emoji).contains { $0.contains("[" + Palette.emoji[6]) })
    }
}

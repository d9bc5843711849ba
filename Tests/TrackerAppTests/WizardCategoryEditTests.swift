import SharedModels
import TerminalUI
import Testing

@testable import TrackerCommands

/// The category list of the creation form: `e` renames and `d` deletes a
/// category (the 001 spec's Edit and Delete while creating a tracker). The
/// form only records the changes to stored categories; its driver writes them.
@Suite struct WizardCategoryEditTests {
    let home = TrackerCategory(title: "Home")
    let health = TrackerCategory(title: "Health")

    func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

    /// A creation form on its category step: Health, Home (by title), the
    /// pointer on the last chosen, else on Health.
    func onCategories(lastChosen: EntityID? = nil) -> AddWizard {
        var draft = TrackerDraft(kind: .event)
        draft.name = "Plants"
        draft.emoji = "🌺"
        draft.color = Palette.colors[0]
        var wizard = AddWizard(draft: draft, categories: [home, health], lastChosen: lastChosen)
        wizard.yesLetters = ["y", "Y", "д", "Д"]
        return wizard
    }

    @Test func eRenamesThePointedCategoryAndRecordsTheChange() {
        var wizard = onCategories()
        #expect(wizard.step == .category && wizard.cursor == 0)
        _ = wizard.handle(.character("e"))
        #expect(wizard.step == .renameCategory(health.id) && wizard.text == "Health")
        for key in [Key.control(0x15)] + type("Sport") + [.enter] { _ = wizard.handle(key) }
        #expect(wizard.step == .category)
        #expect(wizard.categories.map(\.title) == ["Home", "Sport"])
        #expect(wizard.categories[wizard.cursor].id == health.id)
        #expect(wizard.takeCategoryEdits() == [.rename(health.id, title: "Sport")])
        #expect(wizard.takeCategoryEdits() == [])
    }

    @Test func aTitleTakenByAnotherCategoryIsRefused() {
        var wizard = onCategories()
        for key in [Key.character("e"), .control(0x15)] + type("home") + [.enter] { _ = wizard.handle(key) }
        #expect(wizard.problem == .categoryExists("home"))
        #expect(wizard.step == .renameCategory(health.id) && wizard.categoryEdits.isEmpty)
        _ = wizard.handle(.escape)
        #expect(wizard.step == .category && wizard.categories.map(\.title) == ["Health", "Home"])
    }

    @Test(arguments: ["y", "д", "Д"])
    func dAsksAndTheLanguagesYesDeletes(yes: Character) {
        var wizard = onCategories(lastChosen: home.id)
        #expect(wizard.categories[wizard.cursor] == home)
        _ = wizard.handle(.character("в"))  // d on a Russian layout
        #expect(wizard.step == .confirmCategoryDelete(home.id))
        _ = wizard.handle(.character(yes))
        #expect(wizard.step == .category && wizard.categories == [health] && wizard.lastChosen == nil)
        #expect(wizard.takeCategoryEdits() == [.delete(home.id)])
    }

    @Test(arguments: [Key.character("n"), .character("н"), .enter, .escape])
    func anyOtherKeyKeepsTheCategory(key: Key) {
        var wizard = onCategories()
        _ = wizard.handle(.character("d"))
        _ = wizard.handle(key)
        #expect(wizard.step == .category && wizard.categories.count == 2 && wizard.categoryEdits.isEmpty)
    }

    @Test func aCategoryTheFormAddedChangesOnlyInTheForm() {
        var wizard = onCategories()
        _ = wizard.handle(.end)
        for key in [Key.enter] + type("Garden") + [.enter] { _ = wizard.handle(key) }
        let garden = try! #require(wizard.newCategories.first)
        #expect(wizard.categories[wizard.cursor] == garden)
        for key in [Key.character("e"), .control(0x15)] + type("Yard") + [.enter] { _ = wizard.handle(key) }
        #expect(wizard.newCategories.map(\.title) == ["Yard"])
        _ = wizard.handle(.character("d"))
        _ = wizard.handle(.character("y"))
        #expect(wizard.newCategories.isEmpty && wizard.categoryEdits.isEmpty)
    }

    @Test func deletingTheChosenCategoryEmptiesTheSection() {
        var wizard = onCategories()
        _ = wizard.handle(.enter)  // Health chosen: the form
        #expect(wizard.draft.category == health && wizard.step == .form)
        wizard.open(.category)
        _ = wizard.handle(.character("d"))
        _ = wizard.handle(.character("y"))
        #expect(wizard.draft.category == nil && wizard.draft.missing == [.category])
    }

    @Test func anEditFormCannotDeleteItsOwnHabitsCategory() {
        var draft = TrackerDraft(kind: .event)
        draft.name = "Plants"
        draft.category = home
        var wizard = AddWizard(editing: draft, completedDays: 0, categories: [home, health], lastChosen: nil)
        wizard.open(.category)
        #expect(wizard.categories[wizard.cursor] == home)
        _ = wizard.handle(.character("d"))
        #expect(wizard.problem == .categoryHoldsHabit && wizard.step == .category)
    }
}

/// A section picked from the form leaves the pointer on the next empty
/// one, not on «Создать» (the event form once jumped there with Emoji and
/// Color still empty).
@Suite struct WizardNextEmptySectionTests {
    @Test func afterAPickFromTheFormThePointerIsOnTheNextEmptySection() {
        let home = TrackerCategory(title: "Home")
        var wizard = AddWizard(draft: TrackerDraft(kind: .event), categories: [home], lastChosen: nil)
        for key in "Plants".map({ Key.character($0) }) + [.enter] { _ = wizard.handle(key) }
        _ = wizard.handle(.escape)  // the category picker: back to the form
        #expect(wizard.step == .form)
        wizard.open(.category)
        _ = wizard.handle(.enter)  // Home
        #expect(wizard.step == .form && wizard.rows[wizard.formRow] == .section(.emoji))
        wizard.open(.emoji)
        _ = wizard.handle(.enter)
        #expect(wizard.rows[wizard.formRow] == .section(.color))
        wizard.open(.color)
        _ = wizard.handle(.enter)
        #expect(wizard.rows[wizard.formRow] == .buttons && wizard.draft.missing.isEmpty)
    }
}

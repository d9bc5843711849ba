import SharedModels
import TerminalUI
import TrackerKit
import TrackerScreens

/// A change to a stored category made in the form's category list. The
/// list is a screen of its own (the 001 spec: Edit and Delete on a
/// category while creating a tracker), so its changes are written when they
/// are confirmed, not with the habit: a category deleted and then a form
/// cancelled stays deleted. Categories the form added itself are not in the
/// store yet and change only in the form.
package enum CategoryEdit: Sendable, Equatable {
    case rename(EntityID, title: String)
    case delete(EntityID)
}

/// What a category holds: the trackers and records deleting it removes.
package struct CategoryUsage: Sendable, Equatable {
    package var trackers: Int
    package var records: Int

    package init(trackers: Int, records: Int) {
        self.trackers = trackers
        self.records = records
    }
}

extension AddWizard {
    /// The stored-category changes made since the last call, for the driver to write.
    package mutating func takeCategoryEdits() -> [CategoryEdit] {
        defer { categoryEdits = [] }
        return categoryEdits
    }

    /// `e` renames and `d` (or Delete) deletes the pointed category; true when handled.
    mutating func handleCategoryCommand(_ key: Key) -> Bool {
        guard categories.indices.contains(cursor) else { return false }
        let category = categories[cursor]
        switch key {
        case .character("e"):
            step = .renameCategory(category.id)
            text = category.title
        case .character("d"), .delete:
            guard category.id != heldCategory else {
                problem = .categoryHoldsHabit
                return true
            }
            step = .confirmCategoryDelete(category.id)
        default: return false
        }
        problem = nil
        return true
    }

    mutating func handleRenameCategory(_ id: EntityID, _ key: Key) {
        guard let title = enteredName(key) else { return }
        if let other = CategoryTitles.find(title, in: categories), other.id != id {
            problem = .categoryExists(title)
            return
        }
        replace(id) { $0.title = title }
        if !newCategories.contains(where: { $0.id == id }) { categoryEdits.append(.rename(id, title: title)) }
        newCategories = newCategories.map { $0.id == id ? TrackerCategory(id: id, title: title) : $0 }
        step = .category
    }

    /// The letters of `yesLetters` delete; any other key keeps the category.
    mutating func handleCategoryDelete(_ id: EntityID, _ key: Key) {
        step = .category
        guard case .character(let letter) = key, yesLetters.contains(letter) else { return }
        categories.removeAll { $0.id == id }
        if newCategories.contains(where: { $0.id == id }) {
            newCategories.removeAll { $0.id == id }
        } else {
            categoryEdits.append(.delete(id))
        }
        if draft.category?.id == id { draft.category = nil }
        if lastChosen == id { lastChosen = nil }
        cursor = min(cursor, categories.count)
    }

    /// The list's category `id` changed by `change`, the list kept by title
    /// and the pointer on it.
    private mutating func replace(_ id: EntityID, _ change: (inout TrackerCategory) -> Void) {
        guard let index = categories.firstIndex(where: { $0.id == id }) else { return }
        change(&categories[index])
        if draft.category?.id == id { draft.category = categories[index] }
        categories = MainScreen.sortedByTitle(categories)
        cursor = categories.firstIndex { $0.id == id } ?? cursor
    }
}

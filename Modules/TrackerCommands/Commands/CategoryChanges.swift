import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

/// Renaming and deleting a stored category, as `category rename`,
/// `category delete` and the form's category list all do it: one definition
/// of what goes with a category (its trackers, their records, the "last
/// chosen" mark) and of the title rule (unique ignoring case).
package enum CategoryChanges {
    /// Renames category `id` to `title`; another category with that title is refused.
    package static func rename(_ id: EntityID, to title: String, _ context: any StoreContext) throws {
        let categories = try context.categories()
        guard var category = categories.first(where: { $0.id == id }) else {
            throw StoreError.notFound(entity: .category, key: id.rawValue)
        }
        if let other = CategoryTitles.find(title, in: categories), other.id != id {
            throw TrackerError.categoryExists(title)
        }
        category.title = title
        try context.updateCategory(category)
    }

    /// Deletes category `id` with its trackers and their records; the
    /// "last chosen" mark goes with it. A category already gone is no error.
    package static func delete(_ id: EntityID, _ context: any StoreContext) throws {
        guard try context.category(id: id) != nil else { return }
        try context.deleteCategory(id: id)
        if try TrackerSettings.lastCategory(context) == id { try TrackerSettings.setLastCategory(nil, context) }
    }

    /// The question before deleting a category, saying what goes with it.
    package static func question(_ title: String, _ usage: CategoryUsage?, _ l: Localizer) -> String {
        let shown = Sanitizer.clean(title)
        guard let usage, usage.trackers > 0 else { return l(.trackerCategoryDeleteConfirmEmpty(shown)) }
        return l(
            .trackerCategoryDeleteConfirm(
                shown, l(.trackerCountTrackers(usage.trackers)), l(.habitsCountRecords(usage.records))))
    }

    /// The trackers and records each category holds.
    package static func usage(_ context: any StoreContext) throws -> [EntityID: CategoryUsage] {
        let counts = try context.recordCounts()
        var usage: [EntityID: CategoryUsage] = [:]
        for tracker in try context.trackers() {
            guard let id = tracker.categoryID else { continue }
            usage[id, default: CategoryUsage(trackers: 0, records: 0)].trackers += 1
            usage[id, default: CategoryUsage(trackers: 0, records: 0)].records += counts[tracker.id] ?? 0
        }
        return usage
    }

    /// Writes the changes a form's category list made since the last key,
    /// in one write; the form then holds none.
    package static func applyEdits(of wizard: inout AddWizard, in env: AppEnvironment) throws {
        let edits = wizard.takeCategoryEdits()
        guard !edits.isEmpty else { return }
        try env.store().write { context in
            for edit in edits {
                switch edit {
                case .rename(let id, let title): try rename(id, to: title, context)
                case .delete(let id): try delete(id, context)
                }
            }
        }
    }

    /// A form's list ready for editing: what each category holds (for the
    /// delete question) and the letters that answer yes in the user's language.
    package static func prepare(_ wizard: inout AddWizard, in env: AppEnvironment) throws {
        guard !wizard.categories.isEmpty else { return }
        wizard.categoryUsage = try env.store().read(usage)
        wizard.yesLetters = YesAnswers.letters(env.localizer)
    }
}

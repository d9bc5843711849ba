import AppPlugin
import SharedModels
import Storage
import TerminalUI
import TrackerKit
import TrackerScreens

/// `edit` on a terminal: the creation form filled with the habit's values
/// and its completed-days counter, saved through `TrackerEditing` (the same
/// store calls, rules and `edit` click as `edit`'s options).
package enum EditForm {
    /// The form for the habit with `id`, read in one scope.
    package static func start(for id: EntityID, in env: AppEnvironment, app: TrackerAppProfile) throws -> (
        AddWizard, Tracker
    ) {
        try env.store().read { context in
            guard let habit = try context.tracker(id: id) else {
                throw StoreError.notFound(entity: .tracker, key: id.rawValue)
            }
            let categories = app.flavor.hasCategories ? try context.categories() : []
            var draft = app.flavor.hasCategories ? TrackerDraft(kind: habit.kind) : TrackerDraft.goal()
            draft.name = habit.name
            draft.category = categories.first { $0.id == habit.categoryID }
            if app.flavor.hasSchedules, habit.kind == .habit { draft.schedule = habit.schedule }
            draft.emoji = habit.emoji
            draft.color = habit.color
            draft.question = habit.question
            draft.details = habit.details
            let wizard = AddWizard(
                editing: draft, completedDays: try context.recordCount(of: id), categories: categories,
                lastChosen: try TrackerSettings.lastCategory(context))
            return (wizard, habit)
        }
    }

    /// What the finished form changes, as `edit`'s options would say it.
    package static func changes(_ form: AddWizard, from habit: Tracker) -> TrackerChanges {
        let draft = form.draft
        var changes = TrackerChanges()
        if let name = draft.name, name != habit.name { changes.name = name }
        if let category = draft.category, category.id != habit.categoryID { changes.categoryTitle = category.title }
        if let schedule = draft.schedule, habit.kind == .habit, schedule != habit.schedule,
            draft.sections.contains(.schedule)
        {
            changes.schedule = schedule
        }
        if let emoji = draft.emoji, emoji != habit.emoji { changes.emoji = emoji }
        if let color = draft.color, color != habit.color { changes.color = color }
        if draft.sections.contains(.question), draft.question != habit.question { changes.question = draft.question }
        if draft.sections.contains(.description), draft.details != habit.details { changes.details = draft.details }
        changes.days = form.daysAdjustment
        return changes
    }

    /// Saves a finished form: new categories it added first, then the changes.
    package static func save(
        _ form: AddWizard, from habit: Tracker, in env: AppEnvironment,
        app: TrackerAppProfile
    ) throws -> TrackerSnapshot {
        let changes = changes(form, from: habit)
        let added = form.newCategories
        return try TrackerEditing.save(
            changes,
            to: { context in
                for category in added { try context.insertCategory(category) }
                guard let current = try context.tracker(id: habit.id) else {
                    throw StoreError.notFound(entity: .tracker, key: habit.id.rawValue)
                }
                return current
            }, in: env, app: app)
    }
}

extension TrackerEditing {
    /// `edit H` on a terminal: the form; nil never (a cancel ends the run
    /// with exit 1, as every form does), the habit after saving otherwise.
    static func runForm(for id: EntityID, in env: AppEnvironment, app: TrackerAppProfile) throws -> TrackerSnapshot? {
        var (form, habit) = try EditForm.start(for: id, in: env, app: app)
        try CategoryChanges.prepare(&form, in: env)
        let view = AddWizardView(
            l: env.localizer, style: env.style, colors: TrackerColors(theme: env.theme),
            size: env.terminal.size, app: app)
        let finished = try env.runForm(
            form, render: view.lines, cancelledMessage: env.localizer(.habitsWizardCancelled),
            afterKey: { try CategoryChanges.applyEdits(of: &$0, in: env) })
        return try EditForm.save(finished, from: habit, in: env, app: app)
    }
}

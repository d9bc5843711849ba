import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI
import TrackerScreens

/// What `add` does in both apps once the app has read its own sections:
/// the sections every habit has from the command line, the wizard for the
/// missing ones on a terminal (without one, exit 64 naming them), then one
/// write and the new habit's card.
package enum TrackerCreation {
    /// The name, emoji and color given on the command line, each checked: a
    /// wrong value is an error even on a terminal (the wizard asks only for
    /// missing ones).
    package static func fill(_ draft: inout TrackerDraft, from invocation: Invocation) throws(TrackerError) {
        if let text = invocation.text(of: CommonOptions.nameArgument) { draft.name = try TrackerOptions.name(text) }
        if let text = invocation.text(of: CommonSpecs.emojiOption) { draft.emoji = try TrackerOptions.emoji(text) }
        if let text = invocation.text(of: CommonOptions.color) { draft.color = try TrackerOptions.color(text) }
    }

    /// Completes `draft` (asking on a terminal), saves the habit with the
    /// categories the wizard added, runs `alsoInWrite` in the same write
    /// (the tracker remembers the category chosen), logs `add_track` and
    /// reports the habit.
    package static func run(
        _ draft: TrackerDraft, categories: [TrackerCategory], lastChosen: EntityID?,
        in env: AppEnvironment, app: TrackerAppProfile,
        alsoInWrite: (Tracker, any StoreContext) throws -> Void = { _, _ in }
    ) throws {
        var draft = draft
        var newCategories: [TrackerCategory] = []
        let missing = { (draft: TrackerDraft) in
            TrackerError.missingSections(draft.missing.map(\.commandLineName), hint: app.texts.missingSectionsHint)
        }
        if !draft.missing.isEmpty {
            guard env.isInteractive else { throw missing(draft) }
            let wizard = AddWizard(draft: draft, categories: categories, lastChosen: lastChosen)
            let result = try WizardSession.run(wizard, in: env, app: app)
            draft = result.draft
            newCategories = result.newCategories
        }
        guard let habit = draft.tracker(createdOn: env.today) else { throw missing(draft) }
        let snapshot = try save(habit, newCategories: newCategories, in: env, app: app, alsoInWrite: alsoInWrite)
        try env.report(snapshot, flavor: app.flavor)
    }

    /// Saves a new habit with the categories its form added, in one write,
    /// and logs `add_track`: what `add` and the interactive screen's `+` do.
    package static func save(
        _ habit: Tracker, newCategories: [TrackerCategory], in env: AppEnvironment, app: TrackerAppProfile,
        alsoInWrite: (Tracker, any StoreContext) throws -> Void = { _, _ in }
    ) throws -> TrackerSnapshot {
        let snapshot = try env.store().write { context in
            for category in newCategories { try context.insertCategory(category) }
            try refuseTakenName(habit.name, of: habit.id, as: app.entity, context)
            try context.insertTracker(habit)
            try alsoInWrite(habit, context)
            return try TrackerSnapshot.read(habit, on: env.today, context)
        }
        env.analytics.click(screen: app.mainScreen, item: "add_track")
        return snapshot
    }

    /// Names are unique ignoring case (`NameIdentity`, the key names are
    /// looked up by): with «Run» and «run» both there, neither could be
    /// named. Throws `StoreError.conflict` (exit 64) naming the app's
    /// `entity` (a tracker, a goal) when another habit than `id` has `name`
    /// under that key.
    package static func refuseTakenName(
        _ name: String, of id: EntityID, as entity: StoreEntity, _ context: any StoreContext
    ) throws {
        if try context.trackers(named: name).contains(where: { $0.id != id }) {
            throw StoreError.conflict(entity: entity, key: name)
        }
    }

    /// The choice between the app's kinds, or nil when its habits have none.
    package static func kindMenu(_ l: Localizer, _ app: TrackerAppProfile) -> ChoiceMenu? {
        app.kinds.map { ChoiceMenu(title: l($0.title), options: [l($0.habit), l($0.event)]) }
    }

    /// The kind a finished `kindMenu` picked.
    package static func kind(_ menu: ChoiceMenu) -> Tracker.Kind { menu.cursor == 0 ? .habit : .event }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage

/// `tracker add habit NAME --category C --schedule S --emoji E --color K` and
/// `tracker add event NAME --category C --emoji E --color K`. Every section
/// is required; on a terminal the missing ones are asked for by `AddWizard`.
enum AddCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        let name = ArgumentSpec("name", help: l("tracker.help.argument.name"), isOptional: true)
        let common = [CommonSpecs.category(l), CommonSpecs.emoji(l), CommonSpecs.color(l)]
        return CommandSpec(name: "add", abstract: l("tracker.help.add"), subcommands: [
            CommandSpec(name: "habit", abstract: l("tracker.help.add.habit"), arguments: [name],
                        options: [common[0], CommonSpecs.schedule(l), common[1], common[2]]),
            CommandSpec(name: "event", abstract: l("tracker.help.add.event"), arguments: [name], options: common),
        ])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let kind: Tracker.Kind = invocation.commandPath.last == "event" ? .event : .habit
        let store = try env.store()
        let (categories, lastChosen) = try store.read { context in
            (try context.categories(), try TrackerSettings.lastCategory(context))
        }
        var draft = try draftFromOptions(invocation, kind: kind, categories: categories)
        var newCategories: [TrackerCategory] = []
        if !draft.missing.isEmpty {
            guard env.isInteractive else { throw TrackerError.missingSections(draft.missing.map(\.commandLineName)) }
            let wizard = AddWizard(draft: draft, categories: categories, lastChosen: lastChosen)
            let result = try WizardSession.run(wizard, in: env)
            draft = result.draft
            newCategories = result.newCategories
        }
        guard let tracker = draft.tracker(createdOn: env.today) else {
            throw TrackerError.missingSections(draft.missing.map(\.commandLineName))
        }
        let snapshot = try store.write { context in
            for category in newCategories { try context.insertCategory(category) }
            try context.insertTracker(tracker)
            try TrackerSettings.setLastCategory(tracker.categoryID, context)
            return try TrackerSnapshot.read(tracker, on: env.today, context)
        }
        env.analytics.click(screen: TrackerPlugin.mainScreen, item: "add_track")
        try env.report(snapshot)
    }

    /// The sections given on the command line, each checked: a wrong value
    /// is an error even on a terminal (the wizard asks only for missing ones).
    static func draftFromOptions(_ invocation: Invocation, kind: Tracker.Kind,
                                 categories: [TrackerCategory]) throws(TrackerError) -> TrackerDraft {
        var draft = TrackerDraft(kind: kind)
        if let text = invocation.string("name") { draft.name = try TrackerInputs.name(text) }
        if let text = invocation.string("category") { draft.category = try TrackerInputs.category(text, in: categories) }
        if kind == .habit, let text = invocation.string("schedule") { draft.schedule = try TrackerInputs.schedule(text) }
        if let text = invocation.string("emoji") { draft.emoji = try TrackerInputs.emoji(text) }
        if let text = invocation.string("color") { draft.color = try TrackerInputs.color(text) }
        return draft
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TrackerCommands

/// `tracker add habit NAME --category C (--schedule S | --times N --per M) --emoji E --color K [--remind HH:MM]` and
/// `tracker add event NAME --category C --emoji E --color K`. Every section
/// is required; on a terminal the missing ones are asked for by `AddWizard`.
enum AddCommand {
    static let command = TrackerCommand(
        "add", abstract: { $0(.trackerHelpAdd) },
        subcommands: [
            TrackerCommand(
                "habit", abstract: { $0(.trackerHelpAddHabit) }, arguments: [CommonSpecs.name],
                options: [CommonSpecs.category, CommonSpecs.schedule] + CountOptions.options
                    + [CommonSpecs.emoji, CommonSpecs.color, TrackerReminders.option] + TrackerTextOptions.options
            ) { try run($0, kind: .habit, in: $1) },
            TrackerCommand(
                "event", abstract: { $0(.trackerHelpAddEvent) }, arguments: [CommonSpecs.name],
                options: [CommonSpecs.category, CommonSpecs.emoji, CommonSpecs.color] + TrackerTextOptions.options
            ) { try run($0, kind: .event, in: $1) },
        ],
        runsWithoutSubcommand: true
    ) { try run($0, kind: nil, in: $1) }

    /// Creates a `kind`, or with none (`tracker add` alone) the kind chosen on a terminal.
    static func run(_ invocation: Invocation, kind given: Tracker.Kind?, in env: AppEnvironment) throws {
        let kind: Tracker.Kind
        if let given {
            kind = given
        } else {
            // `tracker add` alone: which kind, on a terminal; without one, the usage error it always was.
            guard env.isInteractive, let menu = TrackerCreation.kindMenu(env.localizer, .tracker) else {
                throw UsageError.missingSubcommand(available: ["habit", "event"])
            }
            let chosen = try env.runForm(
                menu, render: { $0.lines(env.style) },
                cancelledMessage: env.localizer(.habitsWizardCancelled))
            kind = TrackerCreation.kind(chosen)
        }
        let (categories, lastChosen) = try env.store().read { context in
            (try context.categories(), try TrackerSettings.lastCategory(context))
        }
        let draft = try draftFromOptions(invocation, kind: kind, categories: categories)
        let remind = try TrackerReminders.inWrite(TrackerReminders.change(invocation))
        try TrackerCreation.run(draft, categories: categories, lastChosen: lastChosen, in: env, app: .tracker) {
            tracker, context in
            try TrackerSettings.setLastCategory(tracker.categoryID, context)
            try remind(tracker, context)
        }
    }

    /// The sections given on the command line, each checked: a wrong value
    /// is an error even on a terminal (the wizard asks only for missing ones).
    static func draftFromOptions(
        _ invocation: Invocation, kind: Tracker.Kind,
        categories: [TrackerCategory]
    ) throws(TrackerError) -> TrackerDraft {
        var draft = TrackerDraft(kind: kind)
        try TrackerCreation.fill(&draft, from: invocation)
        let texts = try TrackerTextOptions.values(invocation)
        draft.question = texts.question ?? ""
        draft.details = texts.details ?? ""
        if let text = invocation.text(of: CommonSpecs.categoryOption) {
            draft.category = try TrackerOptions.category(text, in: categories)
        }
        guard kind == .habit else { return draft }
        if let count = try CountOptions.schedule(invocation) {
            draft.schedule = count
        } else if let text = invocation.text(of: CommonSpecs.scheduleOption) {
            draft.schedule = try TrackerOptions.schedule(text)
        }
        return draft
    }
}

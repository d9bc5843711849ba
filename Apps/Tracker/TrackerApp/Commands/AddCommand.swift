import AppPlugin
import CLIKit
import HabitCommands
import Localization
import SharedModels
import Storage

/// `tracker add habit NAME --category C (--schedule S | --times N --per M) --emoji E --color K [--remind HH:MM]` and
/// `tracker add event NAME --category C --emoji E --color K`. Every section
/// is required; on a terminal the missing ones are asked for by `AddWizard`.
enum AddCommand {
    static let command = HabitCommand(
        "add", abstract: { $0(.trackerHelpAdd) },
        subcommands: [
            HabitCommand(
                "habit", abstract: { $0(.trackerHelpAddHabit) }, arguments: [CommonSpecs.name],
                options: [CommonSpecs.category, CommonSpecs.schedule] + CountOptions.options
                    + [CommonSpecs.emoji, CommonSpecs.color, HabitReminders.option]
            ) { try run($0, kind: .habit, in: $1) },
            HabitCommand(
                "event", abstract: { $0(.trackerHelpAddEvent) }, arguments: [CommonSpecs.name],
                options: [CommonSpecs.category, CommonSpecs.emoji, CommonSpecs.color]
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
            guard env.isInteractive, let menu = HabitCreation.kindMenu(env.localizer, .tracker) else {
                throw UsageError.missingSubcommand(available: ["habit", "event"])
            }
            let chosen = try env.runForm(
                menu, render: { $0.lines(env.style) },
                cancelledMessage: env.localizer(.habitsWizardCancelled))
            kind = HabitCreation.kind(chosen)
        }
        let (categories, lastChosen) = try env.store().read { context in
            (try context.categories(), try TrackerSettings.lastCategory(context))
        }
        let draft = try draftFromOptions(invocation, kind: kind, categories: categories)
        let remind = try HabitReminders.inWrite(HabitReminders.change(invocation))
        try HabitCreation.run(draft, categories: categories, lastChosen: lastChosen, in: env, app: .tracker) {
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
        try HabitCreation.fill(&draft, from: invocation)
        if let text = invocation.text(of: CommonSpecs.categoryOption) {
            draft.category = try HabitOptions.category(text, in: categories)
        }
        guard kind == .habit else { return draft }
        if let count = try CountOptions.schedule(invocation) {
            draft.schedule = count
        } else if let text = invocation.text(of: CommonSpecs.scheduleOption) {
            draft.schedule = try HabitOptions.schedule(text)
        }
        return draft
    }
}

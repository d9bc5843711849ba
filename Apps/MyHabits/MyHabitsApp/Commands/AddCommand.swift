import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// `my-habits add NAME --time HH:MM --color HEX`: creates a habit. On a
/// terminal the missing fields are asked for (the form, with the color
/// picker); without one, a missing field exits 64 naming it.
enum AddCommand {
    static let command = AppCommand(
        "add", abstract: { $0(.myhabitsHelpAdd) },
        arguments: [.argument(CommonOptions.nameArgument) { $0(.myhabitsHelpArgumentName) }],
        options: [CommonSpecs.time, CommonSpecs.color]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        var draft = try HabitEditing.draft(from: invocation)
        if !draft.missing.isEmpty {
            guard env.isInteractive else {
                throw MyHabitsError.missingFields(draft.missing.map(HabitEditing.optionName))
            }
            draft = try HabitFormSession.run(
                HabitForm(draft: draft, asking: draft.missing),
                title: env.localizer(.myhabitsFormNewTitle), in: env)
        }
        guard let summary = try create(draft, in: env) else { return }
        try env.report(summary, saying: env.localizer(.myhabitsAddDone(Sanitizer.clean(summary.habit.name))))
    }

    /// Saves a new habit of a complete draft (nil when a field is missing)
    /// and logs the click: what the command and the form's «Создать» do.
    static func create(_ draft: HabitDraft, in env: AppEnvironment) throws -> HabitSummary? {
        guard let name = draft.name, let minute = draft.minuteOfDay, let color = draft.color else { return nil }
        let habit = Habit(name: name, minuteOfDay: minute, color: color, createdOn: env.today)
        try env.store().write { try $0.insertHabit(habit) }
        env.analytics.click(screen: MyHabitsPlugin.habitsScreen, item: "add")
        return HabitSummary(habit: habit, trackedDayCount: 0, isTrackedOnDay: false)
    }
}

/// What `add` and `edit` share: reading the fields from the command line.
enum HabitEditing {
    /// The draft of the options given, each validated (a bad one throws
    /// before anything is asked or written).
    static func draft(from invocation: Invocation) throws(MyHabitsError) -> HabitDraft {
        var draft = HabitDraft()
        // `add` takes the name as its argument, `edit` as `--name`.
        if let text = invocation.text(of: CommonOptions.nameArgument) ?? invocation.text(of: CommonOptions.name) {
            draft.name = try HabitInputs.name(text)
        }
        if let text = invocation.text(of: CommonSpecs.timeOption) { draft.minuteOfDay = try HabitInputs.time(text) }
        if let text = invocation.text(of: CommonOptions.color) { draft.color = try HabitInputs.color(text) }
        return draft
    }

    /// How the error names a missing field: the argument or its option.
    static func optionName(_ field: HabitDraft.Field) -> String {
        switch field {
        case .name: "NAME"
        case .time: "--" + CommonSpecs.timeOption.long
        case .color: "--" + CommonOptions.color.long
        }
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// `my-habits edit H [--name N] [--time HH:MM] [--color HEX]`: updates the
/// same habit (its id and history stay). With no option on a terminal, the
/// form opens filled in with the habit, the picker on its color.
enum EditCommand {
    static let command = AppCommand(
        "edit", abstract: { $0(.myhabitsHelpEdit) }, arguments: [CommonSpecs.habit],
        options: [
            .option(CommonOptions.name) { $0(.myhabitsHelpOptionName) }, CommonSpecs.time, CommonSpecs.color,
        ]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        var changes = try HabitEditing.draft(from: invocation)
        let reference = try invocation.value(of: CommonSpecs.habitArgument)
        let found = try env.store().read { try env.resolveHabit(reference, in: $0) }.habit
        if changes == HabitDraft() {
            guard env.isInteractive else {
                throw MyHabitsError.nothingToEdit(options: command.spec(env.localizer).optionNames)
            }
            let current = HabitDraft(name: found.name, minuteOfDay: found.minuteOfDay, color: found.color)
            changes = try HabitFormSession.run(
                HabitForm(draft: current, asking: HabitDraft.Field.allCases),
                title: env.localizer(.myhabitsFormEditTitle), in: env)
        }
        guard let summary = try save(changes, to: found.id, reference: reference, in: env) else { return }
        try env.report(summary, saying: env.localizer(.myhabitsEditDone(Sanitizer.clean(summary.habit.name))))
    }

    /// Changes the fields `changes` holds on the same habit (its id and
    /// tracked days stay) and logs the click: what the command and the
    /// form's «Сохранить» do. A habit gone meanwhile is a reference failure.
    static func save(_ changes: HabitDraft, to id: EntityID, reference: String, in env: AppEnvironment) throws
        -> HabitSummary?
    {
        let summary = try env.store().write { context in
            guard var habit = try context.habit(id: id) else {
                throw ReferenceFailure(reference: reference, candidates: [])
            }
            habit.name = changes.name ?? habit.name
            habit.minuteOfDay = changes.minuteOfDay ?? habit.minuteOfDay
            habit.color = changes.color ?? habit.color
            try context.updateHabit(habit)
            return try env.summary(of: habit.id, in: context)
        }
        env.analytics.click(screen: MyHabitsPlugin.detailsScreen, item: "edit")
        return summary
    }
}

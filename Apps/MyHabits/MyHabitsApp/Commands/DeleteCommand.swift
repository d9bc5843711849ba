import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// `my-habits delete H [--yes]`: «Удалить привычку» «Вы хотите удалить
/// привычку "NAME"?», then removes H with its history.
enum DeleteCommand {
    static let command = AppCommand(
        "delete", abstract: { $0(.myhabitsHelpDelete) }, arguments: [CommonSpecs.habit], options: [CommonSpecs.yes]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let l = env.localizer
        let reference = try invocation.value(of: CommonSpecs.habitArgument)
        let store = try env.store()
        let summary = try store.read { try env.resolveHabit(reference, in: $0) }
        let name = Sanitizer.clean(summary.habit.name)
        // The question goes to stderr (stdout keeps results), so it is not styled.
        let question =
            l(.myhabitsDeleteTitle) + "\n"
            + l(.myhabitsDeleteMessage(name)) + " "
            + l(.myhabitsDeleteChoices(l(.myhabitsDeleteConfirm), l(.myhabitsDeleteCancel)))
        try env.confirm(question, assumeYes: invocation.isSet(CommonOptions.yes))
        try delete(summary.habit.id, in: env)
        if env.json { return try env.emitJSON(HabitJSON(summary)) }
        env.output.line(l(.myhabitsDeleteDone(name)))
    }

    /// Deletes the habit with its history and logs the click: what the
    /// command and the form's «Удалить» do.
    static func delete(_ id: EntityID, in env: AppEnvironment) throws {
        try env.store().write { context in
            // Gone since the question was asked (another run deleted it): nothing left to do.
            guard try context.habit(id: id) != nil else { return }
            try context.deleteHabit(id: id)
        }
        env.analytics.click(screen: MyHabitsPlugin.detailsScreen, item: "delete")
    }
}

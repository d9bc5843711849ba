import AppPlugin
import CLIKit
import HabitCommands
import Localization

/// `goals add NAME --emoji E --color K [--remind HH:MM]`: a goal, due every day from today.
/// Every section is required; on a terminal the missing ones are asked for
/// with the tracker's wizard grids, otherwise exit 64 naming them.
enum AddGoalCommand {
    static let command = HabitCommand(
        "add", abstract: { $0(.goalsHelpAdd) }, arguments: [CommonSpecs.name],
        options: [CommonSpecs.emoji, CommonSpecs.color, HabitReminders.option]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        var draft = TrackerDraft.goal()
        try HabitCreation.fill(&draft, from: invocation)
        let remind = try HabitReminders.change(invocation)
        try HabitCreation.run(
            draft, categories: [], lastChosen: nil, in: env, app: .goals,
            alsoInWrite: HabitReminders.inWrite(remind))
    }
}

import AppPlugin
import CLIKit
import Localization
import TrackerCommands

/// `goals add NAME --emoji E --color K [--remind HH:MM]`: a goal, due every day from today.
/// Every section is required; on a terminal the missing ones are asked for
/// with the tracker's wizard grids, otherwise exit 64 naming them.
enum AddGoalCommand {
    static let command = TrackerCommand(
        "add", abstract: { $0(.goalsHelpAdd) }, arguments: [CommonSpecs.name],
        options: [CommonSpecs.emoji, CommonSpecs.color, TrackerReminders.option]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        var draft = TrackerDraft.goal()
        try TrackerCreation.fill(&draft, from: invocation)
        let remind = try TrackerReminders.change(invocation)
        try TrackerCreation.run(
            draft, categories: [], lastChosen: nil, in: env, app: .goals,
            alsoInWrite: TrackerReminders.inWrite(remind))
    }
}

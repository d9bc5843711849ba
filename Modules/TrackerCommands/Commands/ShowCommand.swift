import AppPlugin
import CLIKit
import Localization
import SharedModels
import TrackerScreens

/// `APP show H`: one habit's history (`HistoryScreen`, `--json`:
/// `HistoryJSON`), read in one read scope.
enum ShowCommand {
    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        TrackerCommand("show", abstract: { $0(.habitsShowAbstract) }, arguments: [CommonSpecs.habit(app)]) {
            try run($0, $1, app)
        }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let reference = try invocation.value(of: CommonSpecs.habitArgument(app))
        let (tracker, days) = try env.store().read { context in
            let tracker = try env.resolveTracker(reference, in: context)
            return (tracker, try context.days(of: tracker.id))
        }
        if env.json { return try env.emitJSON(HistoryJSON(tracker, days: days, today: env.today)) }
        env.output.lines(
            HistoryScreen(localizer: env.localizer, style: env.style, theme: env.theme)
                .render(tracker, days: days, today: env.today, width: env.terminal.size.columns))
    }
}

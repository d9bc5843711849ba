import AppPlugin
import CLIKit
import Localization
import Storage

/// `my-habits` / `my-habits list`: «Сегодня», the progress card and every
/// habit by time of day. Reads one summary per habit, never the history.
enum ListCommand {
    static let command = AppCommand(
        "list", abstract: { $0(.myhabitsHelpList) }, discussion: { $0(.myhabitsHelpListDiscussion) },
        options: [.flag(CommonOptions.noInteractive) { $0(.myhabitsHelpOptionNoInteractive) }]
    ) { try run($0, in: $1) }

    /// On a terminal (and without `--json` or `--no-interactive`) the Habits
    /// screen stays open; otherwise the list is printed.
    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        if env.isInteractive, !invocation.isSet(CommonOptions.noInteractive) {
            return try InteractiveHabitsScreen.run(in: env)
        }
        env.analytics.open(screen: MyHabitsPlugin.habitsScreen)
        defer { env.analytics.close(screen: MyHabitsPlugin.habitsScreen) }
        let summaries = try env.store().read { try $0.habitSummaries(on: env.today) }
        let progress = HabitDays.progress(
            trackedToday: summaries.filter(\.isTrackedOnDay).count, total: summaries.count)
        if env.json {
            return try env.emitJSON(
                ListJSON(date: env.today.iso, progress: progress, habits: summaries.map(HabitJSON.init)))
        }
        let view = HabitCardView(environment: env)
        var lines = [env.style.bold + env.localizer(.myhabitsListTitle) + env.style.reset, ""]
        lines += view.progress(progress)
        if summaries.isEmpty {
            lines += ["", view.secondary(env.localizer(.myhabitsListEmpty))]
        }
        for summary in summaries { lines += [""] + view.card(summary) }
        env.output.lines(lines)
    }
}

/// `{"date","progress","habits":[…]}`, progress a fraction 0…1.
struct ListJSON: Encodable {
    var date: String
    var progress: Double
    var habits: [HabitJSON]
}

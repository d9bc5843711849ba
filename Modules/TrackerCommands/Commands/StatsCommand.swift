import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// `APP stats`: the statistics screen (goals: every goal due every day from
/// its start, so the same calculation applies).
package enum StatsCommand {
    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        TrackerCommand(
            "stats", abstract: { $0(.habitsStatsAbstract) }, discussion: { $0(app.texts.statsDiscussion) }
        ) { try run($0, $1, app) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let statistics = try load(from: env.store(), today: env.today)
        if env.json {
            try env.emitJSON(ShownStatsJSON(StatsJSON(statistics), flavor: app.flavor))
        } else {
            let lines = StatsScreen(
                localizer: env.localizer, style: env.style,
                bigDigits: env.terminal.stdoutIsTTY, width: env.terminal.size.columns,
                texts: app.flavor.stats
            )
            .render(statistics)
            env.output.lines(lines)
        }
    }

    /// Reads every tracker with its record days, grouped per tracker.
    ///
    /// Grouped reads (`days(of:)`, one indexed range scan a tracker on SQLite)
    /// beat one `records()` pass at a million records: they build no tracker
    /// id per record and need no grouping by hash afterwards (measured in
    /// Apps/Tracker/README.md, "Reads").
    package static func load(from store: any Store, today: LocalDate) throws -> Statistics {
        let (trackers, days) = try store.read { context in
            // Archived trackers are put away: the statistics leave them out.
            let trackers = try context.trackers().filter { !$0.archived }
            return (trackers, try trackers.map { try context.days(of: $0.id) })
        }
        return StatisticsCalculator.compute(trackers: trackers, recordDays: days, today: today)
    }
}

import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels
import Storage

/// `tracker stats`: the statistics screen.
public enum StatsCommand {
    public static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "stats", abstract: l("tracker.stats.abstract"), discussion: l("tracker.stats.discussion"))
    }

    public static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let statistics = try load(from: env.store(), today: env.today)
        if env.json {
            try env.emitJSON(ShownStatsJSON(StatsJSON(statistics), flavor: .tracker))
        } else {
            let lines = StatsScreen(localizer: env.localizer, style: env.style,
                                    bigDigits: env.terminal.stdoutIsTTY, width: env.terminal.size.columns,
                                    texts: HabitAppFlavor.tracker.stats)
                .render(statistics)
            env.output.lines(lines)
        }
    }

    /// Reads every tracker with its record days, grouped per tracker.
    ///
    /// Grouped reads (`days(of:)`, one indexed range scan a tracker on SQLite)
    /// beat one `records()` pass at a million records: they build no tracker
    /// id per record and need no grouping by hash afterwards (measured in
    /// README-tracker-bench.md).
    public static func load(from store: any Store, today: LocalDate) throws -> Statistics {
        let (trackers, days) = try store.read { context in
            let trackers = try context.trackers()
            return (trackers, try trackers.map { try context.days(of: $0.id) })
        }
        return StatisticsCalculator.compute(trackers: trackers, recordDays: days, today: today)
    }
}

import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels
import Storage

/// `APP list [--date D] [--search TEXT] [--no-interactive]` (the tracker
/// also `--filter all|today|completed|uncompleted`): the main screen, also
/// what the app alone runs. On a terminal it is the interactive screen;
/// without one, with `--json` or `--no-interactive`, the printed day.
enum ListCommand {
    static func spec(_ l: Localizer, _ app: HabitApp) -> CommandSpec {
        var options = [
            OptionSpec("date", help: l(.habitsHelpOptionDate), valueName: "date", kind: .value),
            OptionSpec("search", help: l(app.texts.searchOption), valueName: "text", kind: .value),
        ]
        if app.hasFilters {
            options.append(
                OptionSpec(
                    "filter", help: l(.trackerHelpOptionFilter), valueName: "filter", kind: .value,
                    choices: TrackerFilter.allCases.map(\.rawValue),
                    defaultValue: TrackerFilter.all.rawValue))
        }
        options.append(OptionSpec("no-interactive", help: l(.habitsHelpOptionNoInteractive)))
        return CommandSpec(name: "list", abstract: l(app.texts.list), options: options)
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: HabitApp) throws {
        let date = try HabitOptions.day(invocation.string("date"), clock: env.clock)
        let filter = invocation.string("filter").flatMap(TrackerFilter.init(rawValue:)) ?? .all
        let query = MainScreenQuery(date: date, filter: filter, search: invocation.string("search"), today: env.today)
        if env.isInteractive, !invocation.flag("no-interactive") {
            if filter != .all { env.analytics.click(screen: app.mainScreen, item: "filter") }
            return try InteractiveMainScreen.run(query: query, in: env, app: app)
        }
        env.analytics.open(screen: app.mainScreen)
        defer { env.analytics.close(screen: app.mainScreen) }
        if filter != .all { env.analytics.click(screen: app.mainScreen, item: "filter") }

        let (content, categories) = try read(query, env, app)
        if env.json {
            env.emitJSON(MainScreenJSON(content, categories: categories, l: env.localizer, flavor: app.flavor))
        } else {
            let renderer = MainScreenRenderer(cards: CardRenderer(environment: env, flavor: app.flavor))
            env.output.writeBytes(renderer.text(content))
        }
    }

    /// The day's content and the categories it names, in one read: what the
    /// printout, the JSON and the interactive screen show.
    static func read(
        _ query: MainScreenQuery, _ env: AppEnvironment,
        _ app: HabitApp
    ) throws -> (MainScreenContent, [TrackerCategory]) {
        let hasCategories = app.flavor.hasCategories
        return try env.store().read { context in
            let categories = hasCategories ? try context.categories() : []
            // One read by position (no set of ids, no dictionary of counts).
            let summaries = try context.trackerSummaries(on: query.effectiveDate)
            let content = MainScreen.build(
                query: query, trackers: summaries.trackers,
                categories: hasCategories ? categories : nil,
                doneAt: summaries.doneOnDay, completedDaysAt: summaries.recordCounts,
                countAt: try summaries.countProgress(on: query.effectiveDate, context))
            return (content, categories)
        }
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// `APP list [--date D] [--search TEXT] [--no-interactive]` (the tracker
/// also `--filter all|today|completed|uncompleted`): the main screen, also
/// what the app alone runs. On a terminal it is the interactive screen;
/// without one, with `--json` or `--no-interactive`, the printed day.
enum ListCommand {
    /// The day shown; unlike `done`'s, shells do not complete it.
    static let date = Option<String?>("date", valueName: "date")
    static let search = Option<String?>("search", valueName: "text")
    static let filter = Option<TrackerFilter>("filter", valueName: "filter", default: .all)

    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        let filters: [CommandOption] = app.hasFilters ? [.option(filter) { $0(.trackerHelpOptionFilter) }] : []
        let archived: [CommandOption] =
            app.flavor.hasCategories ? [.flag(ArchivedList.flag) { $0(.trackerHelpOptionArchived) }] : []
        return TrackerCommand(
            "list", abstract: { $0(app.texts.list) },
            options: [.option(date) { $0(.habitsHelpOptionDate) }, .option(search) { $0(app.texts.searchOption) }]
                + filters + archived + [.flag(CommonOptions.noInteractive) { $0(.habitsHelpOptionNoInteractive) }]
        ) { try run($0, $1, app) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        if app.flavor.hasCategories, invocation.isSet(ArchivedList.flag) { return try ArchivedList.run(env, app) }
        let date = try TrackerOptions.day(invocation.text(of: Self.date), clock: env.clock)
        let filter = try invocation.value(of: Self.filter)
        let query = MainScreenQuery(
            date: date, filter: filter, search: try invocation.value(of: Self.search),
            today: env.today)
        if env.isInteractive, !invocation.isSet(CommonOptions.noInteractive) {
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
        _ app: TrackerAppProfile
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

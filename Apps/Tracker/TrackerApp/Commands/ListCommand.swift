import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels

/// `tracker list [--date D] [--search TEXT] [--filter all|today|completed|uncompleted]`:
/// the main screen (also what `tracker` alone runs).
enum ListCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "list", abstract: l("tracker.help.list"), options: [
            OptionSpec("date", help: l("tracker.help.option.date"), valueName: "date", kind: .value),
            OptionSpec("search", help: l("tracker.help.option.search"), valueName: "text", kind: .value),
            OptionSpec("filter", help: l("tracker.help.option.filter"), valueName: "filter", kind: .value,
                       choices: TrackerFilter.allCases.map(\.rawValue), defaultValue: TrackerFilter.all.rawValue),
        ])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let date = try TrackerInputs.day(invocation.string("date"), clock: env.clock)
        let filter = invocation.string("filter").flatMap(TrackerFilter.init(rawValue:)) ?? .all
        env.analytics.open(screen: TrackerPlugin.mainScreen)
        defer { env.analytics.close(screen: TrackerPlugin.mainScreen) }
        if filter != .all { env.analytics.click(screen: TrackerPlugin.mainScreen, item: "filter") }

        let query = MainScreenQuery(date: date, filter: filter, search: invocation.string("search"), today: env.today)
        let (content, categories) = try env.store().read { context in
            let categories = try context.categories()
            let done = Set(try context.records(on: query.effectiveDate).map(\.trackerID))
            let content = MainScreen.build(query: query, trackers: try context.trackers(), categories: categories,
                                           doneOnDay: done, completedDays: try context.recordCounts())
            return (content, categories)
        }
        if env.json {
            env.emitJSON(ListJSON(content, categories: categories, l: env.localizer))
        } else {
            let renderer = MainScreenRenderer(cards: CardRenderer(environment: env))
            env.output.lines(renderer.lines(content))
        }
    }
}

import AppPlugin
import CLIKit
import HabitKit
import JSONText
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

/// `{"date","filter","search":null|"…","sections":[{"title","pinned","trackers":[…]}]}`.
struct ListJSON: Encodable {
    struct Section: Encodable {
        var title: String
        var pinned: Bool
        var trackers: [TrackerJSON]
    }

    var date: String
    var filter: String
    var search: String?
    var sections: [Section]

    init(_ content: MainScreenContent, categories: [TrackerCategory], l: Localizer) {
        let titles = Dictionary(categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        date = content.date.iso
        filter = content.filter.rawValue
        search = content.search
        sections = content.sections.map { section in
            let isPinned: Bool
            if case .pinned = section.kind { isPinned = true } else { isPinned = false }
            return Section(title: MainScreenRenderer.title(of: section, l), pinned: isPinned,
                           trackers: section.cards.map { card in
                               TrackerJSON(card.tracker, categoryTitle: card.tracker.categoryID.flatMap { titles[$0] } ?? "",
                                           completedDays: card.completedDays, done: card.done)
                           })
        }
    }

    private enum CodingKeys: String, CodingKey { case date, filter, search, sections }

    /// Written by hand so that an absent search is `null`, not a missing key.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(filter, forKey: .filter)
        try container.encode(search, forKey: .search)
        try container.encode(sections, forKey: .sections)
    }
}

/// Written directly (see `TrackerJSON`'s `JSONWritable`), keys in sorted order.
extension ListJSON: JSONWritable {
    func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("date", date)
        json.member("filter", filter)
        json.member("search", search)
        json.key("sections")
        json.beginArray()
        for section in sections {
            json.beginObject()
            json.member("pinned", section.pinned)
            json.member("title", section.title)
            json.key("trackers")
            json.beginArray()
            for tracker in section.trackers { tracker.write(to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}

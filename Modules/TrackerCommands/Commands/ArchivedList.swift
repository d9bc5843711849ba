import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// `tracker list --archived`: the trackers put away (`tracker archive`), in
/// name order, each as its card with its category and completed days;
/// `--json` `{"trackers": [tracker, …]}` with `"archived": true` in each.
enum ArchivedList {
    static let flag = Flag("archived")

    static func run(_ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let (trackers, titles, counts) = try env.store().read { context in
            let archived = try context.trackers().filter(\.archived)
            let titles = Dictionary(try context.categories().map { ($0.id, $0.title) }) { first, _ in first }
            return (archived, titles, try archived.map { try context.recordCount(of: $0.id) })
        }
        let title = { (tracker: Tracker) in tracker.categoryID.flatMap { titles[$0] } ?? "" }
        if env.json {
            struct Document: Encodable { var trackers: [TrackerJSON] }
            let entries = zip(trackers, counts).map {
                TrackerJSON($0, categoryTitle: title($0), completedDays: $1)
            }
            return try env.emitJSON(Document(trackers: entries))
        }
        let l = env.localizer
        let cards = CardRenderer(environment: env, flavor: app.flavor)
        env.output.line(cards.title(l(.trackerArchivedTitle)))
        env.output.line()
        guard !trackers.isEmpty else { return env.output.line(l(.trackerArchivedEmpty)) }
        for (tracker, count) in zip(trackers, counts) {
            let card = TrackerCard(tracker: tracker, completedDays: count, done: false)
            env.output.lines(cards.single(card, categoryTitle: title(tracker)))
        }
    }
}

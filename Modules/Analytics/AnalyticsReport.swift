/// Counts of logged events, as `APP analytics` prints them.
package struct AnalyticsReport: Codable, Sendable, Equatable {
    package var total: Int
    package var byApp: [String: Int]
    package var byEvent: [String: Int]
    package var byScreen: [String: Int]
    /// Clicks only, by item.
    package var byItem: [String: Int]

    /// Counts `events`, only those of `app` when given.
    package init(events: [AnalyticsEvent], app: String? = nil) {
        let chosen = app.map { name in events.filter { $0.app == name } } ?? events
        total = chosen.count
        byApp = chosen.reduce(into: [:]) { $0[$1.app, default: 0] += 1 }
        byEvent = chosen.reduce(into: [:]) { $0[$1.event.rawValue, default: 0] += 1 }
        byScreen = chosen.reduce(into: [:]) { $0[$1.screen, default: 0] += 1 }
        byItem = chosen.reduce(into: [:]) { counts, event in
            if let item = event.item { counts[item, default: 0] += 1 }
        }
    }
}

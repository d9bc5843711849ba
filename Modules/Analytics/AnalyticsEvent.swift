/// One line of the local analytics log. Nothing personal:
/// no names, no tokens — only the app, the kind, the screen and the item.
package struct AnalyticsEvent: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable, CaseIterable {
        case open, close, click
    }

    /// UTC time, ISO 8601 to the second (`2026-11-29T12:00:00Z`).
    package var ts: String
    package var app: String
    package var event: Kind
    package var screen: String
    /// Only on clicks.
    package var item: String?

    package init(ts: String, app: String, event: Kind, screen: String, item: String? = nil) {
        self.ts = ts
        self.app = app
        self.event = event
        self.screen = screen
        self.item = item
    }
}

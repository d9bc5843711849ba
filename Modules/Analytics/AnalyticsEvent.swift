/// One line of the local analytics log. Nothing personal:
/// no names, no tokens — only the app, the kind, the screen and the item.
public struct AnalyticsEvent: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case open, close, click
    }

    /// UTC time, ISO 8601 to the second (`2026-11-29T12:00:00Z`).
    public var ts: String
    public var app: String
    public var event: Kind
    public var screen: String
    /// Only on clicks.
    public var item: String?

    public init(ts: String, app: String, event: Kind, screen: String, item: String? = nil) {
        self.ts = ts
        self.app = app
        self.event = event
        self.screen = screen
        self.item = item
    }
}

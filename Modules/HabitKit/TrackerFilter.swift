import SharedModels

/// The main screen's filter; raw values are the `--filter` values.
public enum TrackerFilter: String, CaseIterable, Sendable, Hashable {
    /// Every tracker visible on the chosen day.
    case all
    /// Moves the chosen day to today, then behaves as `all`.
    case today
    /// Visible trackers with a record on the day.
    case completed
    /// Visible trackers without a record on the day.
    case uncompleted
}

extension Tracker {
    /// Whether the tracker shows on the main screen for `day`: a habit when
    /// its schedule holds the day's weekday, an event on every day. The
    /// creation date never hides a tracker, so past days can be filled in.
    public func isVisible(on day: LocalDate) -> Bool {
        switch kind {
        case .habit: schedule.isDue(on: day)
        case .event: true
        }
    }

    /// Whether the tracker's name contains `search` (see `SearchText`).
    public func matches(_ search: SearchText) -> Bool { search.matches(name) }
}

/// A search query prepared once: trimmed and lower-cased, so that matching
/// a thousand names does not lower-case the query a thousand times.
///
/// Matching is a case-insensitive substring test over `Character`s with the
/// standard library's Unicode case mapping (Cyrillic, Greek, accents), and
/// needs no Foundation.
public struct SearchText: Sendable, Hashable {
    /// The trimmed query as the user typed it; nil when there is none.
    public let text: String?
    private let folded: String

    /// A blank or absent query matches everything and is reported as nil.
    public init(_ raw: String?) {
        let trimmed = raw?.trimmedOfWhitespace ?? ""
        text = trimmed.isEmpty ? nil : trimmed
        folded = trimmed.lowercased()
    }

    public func matches(_ name: String) -> Bool {
        folded.isEmpty || name.lowercased().contains(folded)
    }
}

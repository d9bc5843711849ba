import SharedModels

extension Tracker {
    /// Whether the tracker shows on the main screen for `day`: a habit when
    /// its schedule holds the day's weekday, an event on every day. The
    /// creation date never hides a tracker, so past days can be filled in.
    package func isVisible(on day: LocalDate) -> Bool {
        switch kind {
        case .habit: schedule.isDue(on: day)
        case .event: true
        }
    }

    /// Whether the tracker's name contains `search` (see `SearchText`).
    package func matches(_ search: SearchText) -> Bool { search.matches(name) }
}

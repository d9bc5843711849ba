import SharedModels

/// The main screen's filter; raw values are the `--filter` values.
package enum TrackerFilter: String, CaseIterable, Sendable, Hashable {
    /// Every tracker visible on the chosen day.
    case all
    /// Moves the chosen day to today, then behaves as `all`.
    case today
    /// Visible trackers with a record on the day.
    case completed
    /// Visible trackers without a record on the day.
    case uncompleted
}

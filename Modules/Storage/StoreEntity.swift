/// The kinds of things a store holds, as storage errors name them. Typed so
/// that a message can say «категория» or "Kategorie" rather than echoing an
/// English word from the backend, and so that no backend can misspell one.
package enum StoreEntity: String, CaseIterable, Sendable, Hashable {
    case category, tracker, record, habit, habitDay, setting, session, cacheEntry
    /// A tracker of the goals app: stored as a tracker, named as a goal
    /// (a message's word only; never counted, see `stored`).
    case goal

    /// The kinds a store keeps and `migrate` counts: every case but `goal`.
    package static let stored = allCases.filter { $0 != .goal }

    /// The entity's key in `migrate`'s counts (`categories`, `habitDays` …).
    /// Part of `migrate --json`'s output, so never localized.
    package var countKey: String {
        switch self {
        case .category: "categories"
        case .tracker: "trackers"
        case .record: "records"
        case .habit: "habits"
        case .habitDay: "habitDays"
        case .setting: "settings"
        case .session: "sessions"
        case .cacheEntry: "cacheEntries"
        case .goal: "goals"
        }
    }
}

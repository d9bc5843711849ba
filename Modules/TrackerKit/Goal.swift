import SharedModels

extension Tracker {
    /// A goal of the `goals` app: a daily habit without a category,
    /// due every day from its start, so every TrackerKit rule applies to it unchanged.
    package static func goal(
        id: EntityID = .random(), name: String, emoji: String, color: RGBColor,
        pinned: Bool = false, createdOn: LocalDate
    ) -> Tracker {
        Tracker(
            id: id, name: name, kind: .habit, categoryID: nil, emoji: emoji, color: color,
            schedule: .everyDay, pinned: pinned, createdOn: createdOn)
    }
}

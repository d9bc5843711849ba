import SharedModels

/// A tracker being created: the sections `add` got on the command line,
/// then those the wizard asked for. Creation needs every section.
struct TrackerDraft: Sendable, Equatable {
    /// The sections of the creation screen, in its order.
    enum Section: String, CaseIterable, Sendable {
        case name, category, schedule, emoji, color

        /// How the command line names it in "missing" errors.
        var commandLineName: String { self == .name ? "NAME" : "--" + rawValue }
    }

    var kind: Tracker.Kind
    var name: String?
    var category: TrackerCategory?
    /// Never asked for an event (it has none).
    var schedule: Schedule?
    var emoji: String?
    var color: RGBColor?

    init(kind: Tracker.Kind) { self.kind = kind }

    /// The sections this kind has: an event has no schedule.
    var sections: [Section] {
        kind == .habit ? Section.allCases : Section.allCases.filter { $0 != .schedule }
    }

    /// The sections still empty, in screen order.
    var missing: [Section] {
        sections.filter { section in
            switch section {
            case .name: name == nil
            case .category: category == nil
            case .schedule: schedule == nil
            case .emoji: emoji == nil
            case .color: color == nil
            }
        }
    }

    /// The tracker, once every section is filled in.
    func tracker(createdOn: LocalDate) -> Tracker? {
        guard let name, let category, let emoji, let color else { return nil }
        let schedule: Schedule = kind == .habit ? (self.schedule ?? .none) : .none
        if kind == .habit, schedule.isEmpty { return nil }
        return Tracker(name: name, kind: kind, categoryID: category.id, emoji: emoji, color: color,
                       schedule: schedule, createdOn: createdOn)
    }
}

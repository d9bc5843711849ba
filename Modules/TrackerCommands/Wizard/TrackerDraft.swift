import SharedModels
import TrackerKit

/// A habit being created: the sections `add` got on the command line,
/// then those the wizard asked for. Creation needs every section.
package struct TrackerDraft: Sendable, Equatable {
    /// The sections of the creation screen, in its order.
    package enum Section: String, CaseIterable, Sendable {
        case name, category, schedule, emoji, color
        /// The tracker's question and description: never missing ("" is none).
        case question, description

        /// How the command line names it in "missing" errors.
        package var commandLineName: String { self == .name ? "NAME" : "--" + rawValue }
    }

    package var kind: Tracker.Kind
    package var name: String?
    package var category: TrackerCategory?
    /// Never asked for an event (it has none).
    package var schedule: Schedule?
    package var emoji: String?
    package var color: RGBColor?
    /// `--question` and `--description` (the tracker's; not sections of the
    /// form, which asks only for what a habit cannot do without).
    package var question = ""
    package var details = ""
    /// The sections this habit has: a tracker's habit all five, an event no
    /// schedule, a goal neither category nor schedule.
    package private(set) var sections: [Section]

    /// A tracker's habit or event.
    package init(kind: Tracker.Kind) {
        self.kind = kind
        sections = kind == .habit ? Section.allCases : Section.allCases.filter { $0 != .schedule }
    }

    /// A goal: a daily habit without a category, so only its name, emoji
    /// and color are asked for.
    package static func goal() -> TrackerDraft {
        var draft = TrackerDraft(kind: .habit)
        draft.sections = [.name, .emoji, .color]
        draft.schedule = .everyDay
        return draft
    }

    /// The sections still empty, in screen order.
    package var missing: [Section] {
        sections.filter { section in
            switch section {
            case .name: name == nil
            case .category: category == nil
            case .schedule: schedule == nil
            case .emoji: emoji == nil
            case .color: color == nil
            case .question, .description: false
            }
        }
    }

    /// The habit, once every section is filled in.
    package func tracker(createdOn: LocalDate) -> Tracker? {
        guard let name, let emoji, let color else { return nil }
        guard sections.contains(.category) else {
            return Tracker.goal(name: name, emoji: emoji, color: color, createdOn: createdOn)
        }
        guard let category else { return nil }
        let schedule: Schedule = kind == .habit ? (self.schedule ?? .none) : .none
        if kind == .habit, schedule.isEmpty { return nil }
        return Tracker(
            name: name, kind: kind, categoryID: category.id, emoji: emoji, color: color,
            schedule: schedule, createdOn: createdOn, question: question, details: details)
    }
}

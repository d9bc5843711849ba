import CLIKit
import SharedModels
import Storage

/// What the interactive Habits screen shows and where its keys point, as a
/// pure state machine: `handle` takes a key and the habits on screen and
/// says what the screen should do (`Action`); the store work is
/// `InteractiveHabitsScreen`'s, the drawing `HabitsScreenFrame`'s.
struct HabitsScreenState: Sendable {
    enum Tab: Sendable, Equatable { case habits, info }

    enum Overlay: Sendable, Equatable {
        case none
        case help
        /// «Удалить привычку»: the alert about this habit.
        case delete(EntityID, Alert)
    }

    enum Action: Sendable, Equatable {
        case none, quit
        case track(EntityID)
        case details(EntityID)
        case add
        case edit(EntityID)
        /// Ask the alert about this habit (the screen words it).
        case askDelete(EntityID)
        case delete(EntityID)
    }

    var tab = Tab.habits
    var overlay = Overlay.none
    /// The habit pointed at, in the list's order (by time of day).
    var cursor = 0
    /// The first row of the Information text shown.
    var infoTop = 0
    /// A one-line note above the tab bar until the next key.
    var message: String?

    /// `info` is the Information text as a pager of the rows it has now.
    mutating func handle(_ key: Key, habits: [HabitSummary], info: () -> Pager) -> Action {
        message = nil
        switch overlay {
        case .none: break
        case .help:
            overlay = .none
            return key == .character("q") || key == .ctrlC ? .quit : .none
        case .delete(let id, var alert):
            guard alert.handle(key) == .finished else {
                overlay = .delete(id, alert)
                return .none
            }
            overlay = .none
            return alert.chosen == 1 ? .delete(id) : .none
        }
        switch key {
        case .tab, .backTab:
            tab = tab == .habits ? .info : .habits
            return .none
        case .character("?"):
            overlay = .help
            return .none
        case .character("q"), .escape, .ctrlC, .ctrlD: return .quit
        default: break
        }
        if tab == .info {
            var pager = info()
            _ = pager.handle(key)
            infoTop = pager.top
            return .none
        }
        return handleHabits(key, habits: habits)
    }

    private mutating func handleHabits(_ key: Key, habits: [HabitSummary]) -> Action {
        let habit = habits.indices.contains(cursor) ? habits[cursor].habit : nil
        switch key {
        case .up, .character("k"): cursor = max(0, cursor - 1)
        case .down, .character("j"): cursor = min(max(0, habits.count - 1), cursor + 1)
        case .home, .character("g"): cursor = 0
        case .end, .character("G"): cursor = max(0, habits.count - 1)
        case .pageUp: cursor = max(0, cursor - 5)
        case .pageDown: cursor = min(max(0, habits.count - 1), cursor + 5)
        case .character(" "): if let habit { return .track(habit.id) }
        case .enter: if let habit { return .details(habit.id) }
        case .character("+"), .character("a"): return .add
        case .character("e"): if let habit { return .edit(habit.id) }
        case .character("d"), .delete: if let habit { return .askDelete(habit.id) }
        default: break
        }
        return .none
    }

    /// Keeps the cursor on a habit after the list changed.
    mutating func clamp(count: Int) { cursor = min(cursor, max(0, count - 1)) }
}

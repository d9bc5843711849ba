import SharedModels
import Storage
import TerminalUI

/// What the interactive Habits screen shows and where its keys point, as a
/// pure state machine: `handle` takes a key and the habits on screen and
/// says what the screen should do (`Action`); the store work is
/// `InteractiveHabitsScreen`'s, the drawing `HabitsScreenFrame`'s.
struct HabitsScreenState: Sendable {
    enum Tab: Sendable, Equatable { case habits, info }

    enum Overlay: Sendable, Equatable {
        case none
        /// The keys (`?`), scrolled to `top` when longer than the screen.
        case help(top: Int)
        /// «Удалить привычку»: the alert about this habit.
        case delete(EntityID, DeleteAlert)
    }

    /// How many rows the `?` page has and how many it is shown in.
    struct PageSize: Sendable, Equatable {
        var total: Int, height: Int
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

    /// `info` is the Information text as a pager of the rows it has now,
    /// `help` the size of the `?` page. Letters are commands here, so a
    /// Russian letter counts as the Latin letter on its key (`Key.onLatinKeys`);
    /// the delete alert reads its yes key as typed first (`DeleteAlert`).
    mutating func handle(
        _ typed: Key, habits: [HabitSummary], info: () -> Pager,
        help: () -> PageSize = { PageSize(total: 0, height: 1) }
    ) -> Action {
        message = nil
        let key = typed.onLatinKeys
        switch overlay {
        case .none: break
        case .help(let top):
            // A page longer than the screen scrolls; any other key closes it.
            let size = help()
            var window = ScrollWindow(top: top)
            if ScrollWindow.scrolls(total: size.total, height: size.height),
                window.handle(key, total: size.total, height: size.height)
            {
                overlay = .help(top: window.top)
                return .none
            }
            overlay = .none
            return key == .character("q") || key == .ctrlC ? .quit : .none
        case .delete(let id, var alert):
            guard alert.handle(typed) == .finished else {
                overlay = .delete(id, alert)
                return .none
            }
            overlay = .none
            return alert.confirmed == true ? .delete(id) : .none
        }
        switch key {
        case .tab, .backTab:
            tab = tab == .habits ? .info : .habits
            return .none
        case .character("?"):
            overlay = .help(top: 0)
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

import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

/// `my-habits` / `list` on a terminal: the Habits screen full screen
/// (alternate screen, cursor hidden, redrawn on resize) with its Information
/// tab, the details and the form. Every change goes through the commands'
/// own calls (`TrackCommand.track`, `AddCommand.create`, `EditCommand.save`,
/// `DeleteCommand.delete`), so the rules and analytics clicks are theirs;
/// screen `Habits` is opened and closed once per session. The terminal is
/// restored on `q`, Esc, Ctrl-C (exit 130), SIGTERM and SIGHUP (the raw-mode
/// handler) and any error.
struct InteractiveHabitsScreen {
    let env: AppEnvironment
    var state = HabitsScreenState()
    var habits: [HabitSummary] = []
    /// The habit the pointer goes to after the next reload (one just created).
    var focus: EntityID?

    static func run(in env: AppEnvironment) throws {
        var screen = InteractiveHabitsScreen(env: env)
        try screen.reload()
        env.analytics.open(screen: MyHabitsPlugin.habitsScreen)
        defer { env.analytics.close(screen: MyHabitsPlugin.habitsScreen) }
        try env.runFullScreen { reader in try screen.loop(&reader) }
    }

    /// Draws, reads a key, acts, until a quit; true when it was Ctrl-C.
    mutating func loop(_ reader: inout KeyReader) throws -> Bool {
        while true {
            let size = HabitEditorSession.size(env)
            draw(size)
            let key = (try? reader.next()) ?? .ctrlD  // a closed terminal ends the screen
            if key == .resize { continue }
            let frame = HabitsScreenFrame(env: env, size: size)
            let infoTop = state.infoTop
            let tab = state.tab
            let action = state.handle(
                key, habits: habits, info: { frame.info(top: infoTop) }, help: { frame.helpSize(tab) })
            if state.tab != tab || action == .quit { logTab(from: tab, to: action == .quit ? nil : state.tab) }
            if action == .quit { return key == .ctrlC }
            if try perform(action, &reader) == .interrupted { return true }
        }
    }

    /// The Information tab is screen `Info` in the analytics log, as `info` is.
    func logTab(from old: HabitsScreenState.Tab, to new: HabitsScreenState.Tab?) {
        if old == .info { env.analytics.close(screen: MyHabitsPlugin.infoScreen) }
        if new == .info { env.analytics.open(screen: MyHabitsPlugin.infoScreen) }
    }

    func draw(_ size: TerminalSize) {
        let progress = HabitDays.progress(trackedToday: habits.filter(\.isTrackedOnDay).count, total: habits.count)
        let lines = HabitsScreenFrame(env: env, size: size).lines(state, habits: habits, progress: progress)
        env.output.write(FullScreenFrame.sequence(lines, size: size))
    }

    mutating func perform(_ action: HabitsScreenState.Action, _ reader: inout KeyReader) throws
        -> HabitDetailsScreen.Exit
    {
        var exit = HabitDetailsScreen.Exit.back
        do {
            switch action {
            case .none, .quit: return .back
            case .track(let id):
                let (summary, decision) = try TrackCommand.track(in: env) { try Self.summary(id, $0, env) }
                state.message = TrackCommand.message(decision, name: Sanitizer.clean(summary.habit.name), env.localizer)
            case .details(let id):
                let earliest = habits.map(\.habit.createdOn).min() ?? env.today
                exit = try HabitDetailsScreen.run(id, earliest: earliest, in: env, &reader, notes: &state.message)
            case .add: note(try HabitEditorSession.run(editing: nil, in: env, &reader))
            case .edit(let id):
                guard let habit = try env.store().read({ try $0.habit(id: id) }) else { break }
                note(try HabitEditorSession.run(editing: habit, in: env, &reader))
            case .askDelete(let id):
                guard let summary = habits.first(where: { $0.habit.id == id }) else { break }
                let l = env.localizer
                state.overlay = .delete(
                    id,
                    DeleteAlert(
                        title: l(.myhabitsDeleteTitle),
                        message: l(.myhabitsDeleteMessage(Sanitizer.clean(summary.habit.name))),
                        cancel: l(.myhabitsDeleteCancel), delete: l(.myhabitsDeleteConfirm), language: l.language))
                return .back
            case .delete(let id):
                let name = habits.first { $0.habit.id == id }.map { Sanitizer.clean($0.habit.name) } ?? ""
                try DeleteCommand.delete(id, in: env)
                state.message = env.localizer(.myhabitsDeleteDone(name))
            }
        } catch let error as AppError {
            state.message = error.message(env.localizer)
        }
        try reload()
        if let focus { state.cursor = habits.firstIndex { $0.habit.id == focus } ?? state.cursor }
        focus = nil
        return exit
    }

    /// The form's note; a new habit gets the pointer.
    private mutating func note(_ outcome: HabitEditorSession.Outcome) {
        switch outcome {
        case .cancelled: break
        case .deleted(let note): state.message = note
        case .saved(let summary, let note):
            state.message = note
            focus = summary.habit.id
        }
    }

    mutating func reload() throws {
        habits = try env.store().read { try $0.habitSummaries(on: env.today) }
        state.clamp(count: habits.count)
    }

    static func summary(_ id: EntityID, _ context: any StoreContext, _ env: AppEnvironment) throws -> HabitSummary {
        guard let summary = try env.summary(of: id, in: context) else {
            throw ReferenceFailure(reference: id.rawValue, candidates: [])
        }
        return summary
    }
}

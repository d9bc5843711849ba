import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI
import TrackerKit
import TrackerScreens

#if canImport(Glibc)
    import Glibc
#endif

/// `list` on a terminal: the main screen as a full-screen view (alternate
/// screen, cursor hidden) that stays open. Every change goes through the
/// commands' own store calls (`TrackerMarking.apply`, `PinCommand.apply`,
/// `DeleteCommand.delete`, `TrackerCreation.save`, `EditForm.save`), so the
/// rules and analytics clicks are the commands'; screen `Main` is opened and
/// closed once per session. The terminal is restored on `q`, Ctrl-C (exit
/// 130), SIGTERM (the raw-mode handler) and any error.
package struct InteractiveMainScreen {
    let env: AppEnvironment
    let app: TrackerAppProfile
    var state: MainScreenState
    var content: MainScreenContent
    var statistics: Statistics?

    package static func run(query: MainScreenQuery, in env: AppEnvironment, app: TrackerAppProfile) throws {
        var screen = InteractiveMainScreen(
            env: env, app: app,
            state: MainScreenState(
                day: query.date, filter: query.filter, search: query.search,
                hasFilters: app.hasFilters, today: env.today),
            content: try Self.load(query, env, app))
        screen.state.yesLetters = YesAnswers.letters(env.localizer)
        screen.state.follow(screen.content.cards)
        screen.state.showsFilter = screen.content.showsFilter
        env.analytics.open(screen: app.mainScreen)
        defer { env.analytics.close(screen: app.mainScreen) }
        try env.runMainScreen { reader in try screen.loop(&reader) }
    }

    /// Draws, reads a key, acts, until a quit; true when it was Ctrl-C.
    mutating func loop(_ reader: inout KeyReader) throws -> Bool {
        while true {
            draw()
            let key = (try? reader.next()) ?? .ctrlD  // a closed terminal ends the screen
            if key == .ctrlD { return false }
            if key == .resize { continue }
            state.statisticsExtent = frame().statisticsExtent(
                state, state.tab == .statistics ? statistics : nil, content)
            let action = state.handle(key, cards: content.cards)
            if action == .quit { return key == .ctrlC }
            try perform(action, &reader)
            // The statistics are read when their tab is first shown after a change.
            if state.tab == .statistics, statistics == nil {
                statistics = try StatsCommand.load(from: env.store(), today: env.today)
            }
        }
    }

    func size() -> TerminalSize { env.currentTerminalSize() }

    func frame() -> MainScreenFrame {
        MainScreenFrame(app: app, l: env.localizer, style: env.style, theme: env.theme, size: size(), today: env.today)
    }

    func draw() {
        var calendar: [[GridDay?]]?
        if case .calendar(let picked) = state.overlay {
            let month = CalendarMonth(year: picked.year, month: picked.month)
            let counts = (try? CalendarMonth.completions(in: month, store: env.store())) ?? [:]
            calendar = MonthGrid.build(year: month.year, month: month.month, completions: counts, today: env.today)
        }
        let lines = frame().lines(
            state, content, statistics: state.tab == .statistics ? statistics : nil, calendar: calendar)
        // Written over the last frame, as every full-screen view is: no flicker.
        env.output.write(FullScreenFrame.sequence(lines, size: size()))
    }

    mutating func perform(_ action: MainScreenState.Action, _ reader: inout KeyReader) throws {
        do {
            switch action {
            case .none, .quit: return
            case .reload: break
            case .mark(let id, let done):
                _ = try TrackerMarking.apply(
                    on: content.date, done: done, in: env, screen: app.mainScreen,
                    refusal: { habit, why in MarkCommand.refusal(why, habit, day: content.date) },
                    find: { try Self.habit(id, $0) })
            case .pin(let id, let pinned):
                _ = try PinCommand.apply(pinned: pinned, in: env) { try Self.habit(id, $0) }
            case .askDelete(let id):
                let snapshot = try env.store().read {
                    try TrackerSnapshot.read(try Self.habit(id, $0), on: env.today, $0)
                }
                state.overlay = .confirmDelete(id, question: DeleteCommand.question(snapshot, env.localizer, app))
                return
            case .delete(let id): try DeleteCommand.delete(id, in: env, app: app)
            case .add: try add(&reader)
            case .edit(let id): try edit(id, &reader)
            case .history(let id): try history(id, &reader)
            }
            if state.filter != .all, action == .reload { env.analytics.click(screen: app.mainScreen, item: "filter") }
        } catch let error as TrackerError {
            state.message = error.message(env.localizer)
        } catch let error as AppError {
            state.message = error.message(env.localizer)
        } catch let error as StoreError {
            // A name taken by another habit is refused like any rule; other
            // store errors (unreadable, full disk) end the screen as before.
            guard case .conflict = error else { throw error }
            state.message = StoreMessages.text(error, env.localizer)
        }
        try reload()
    }

    mutating func reload() throws {
        content = try Self.load(state.query(today: env.today), env, app)
        state.follow(content.cards)
        state.showsFilter = content.showsFilter
        statistics = nil
    }

    /// `+`: the kind first when the app has kinds, then the creation form.
    mutating func add(_ reader: inout KeyReader) throws {
        var kind = Tracker.Kind.habit
        if let menu = TrackerCreation.kindMenu(env.localizer, app) {
            guard let chosen = try drive(menu, render: { menu, _ in menu.lines(env.style) }, &reader) else { return }
            kind = TrackerCreation.kind(chosen)
        }
        let draft = app.flavor.hasCategories ? TrackerDraft(kind: kind) : TrackerDraft.goal()
        let (categories, lastChosen) = try env.store().read { context in
            (app.flavor.hasCategories ? try context.categories() : [], try TrackerSettings.lastCategory(context))
        }
        var form = AddWizard(draft: draft, categories: categories, lastChosen: lastChosen)
        try CategoryChanges.prepare(&form, in: env)
        guard let finished = try drive(form, &reader),
            let habit = finished.draft.tracker(createdOn: env.today)
        else { return }
        _ = try TrackerCreation.save(habit, newCategories: finished.newCategories, in: env, app: app) {
            habit, context in
            if habit.categoryID != nil { try TrackerSettings.setLastCategory(habit.categoryID, context) }
        }
    }

    /// `e`: the edit form of the card's habit; after saving, the day again.
    mutating func edit(_ id: EntityID, _ reader: inout KeyReader) throws {
        var (form, habit) = try EditForm.start(for: id, in: env, app: app)
        try CategoryChanges.prepare(&form, in: env)
        guard let finished = try drive(form, &reader) else { return }
        _ = try EditForm.save(finished, from: habit, in: env, app: app)
    }

    /// `i`: the habit's history (`show`'s screen) above the line saying any
    /// key goes back; taller than the terminal, it scrolls (↑↓ j k, PageUp
    /// PageDown, Home End) with `ScrollWindow`'s indicator first on that line.
    mutating func history(_ id: EntityID, _ reader: inout KeyReader) throws {
        let habit = try env.store().read { try Self.habit(id, $0) }
        var scroll = ScrollWindow()
        while true {
            let size = size()
            let lines = try env.historyLines(for: habit, width: size.columns)
            let height = max(1, size.rows - 1)
            var shown = scroll.visible(lines, height: height)
            var last = env.localizer(.habitsScreenHelpClose)
            if ScrollWindow.scrolls(total: lines.count, height: height) {
                // The sign first; what does not fit is left out whole, never cut mid-word.
                last = KeyLine.fit(
                    items: [
                        scroll.indicator(total: lines.count, height: height), last,
                        env.localizer(.habitsScreenScrollKeys),
                    ], width: size.columns)
            }
            last = env.style.paint(last, foreground: frame().colors.secondary)
            shown += Array(repeating: "", count: max(0, height - shown.count))
            env.output.write(FullScreenFrame.sequence(shown + [last], size: size))
            let key = try reader.next()
            if key == .resize { continue }
            guard scroll.handle(key, total: lines.count, height: height) else { return }
        }
    }

    /// A form over the whole screen, each frame drawn for the terminal's
    /// size then (`FormLoop.driveFullScreen`); nil when it was cancelled.
    func drive<Form: KeyDrivenForm>(
        _ form: Form, render: (Form, TerminalSize) -> [String],
        afterKey: (inout Form) throws -> Void = { _ in }, _ reader: inout KeyReader
    ) throws -> Form? {
        try FormLoop.driveFullScreen(
            form, size: size, render: render, write: { env.output.write($0) }, afterKey: afterKey
        ) { try reader.next() }
    }

    /// The creation and edit form, whose category list writes what it confirms (`CategoryEdit`).
    func drive(_ wizard: AddWizard, _ reader: inout KeyReader) throws -> AddWizard? {
        try drive(
            wizard, render: { wizardView($1).lines($0) },
            afterKey: { try CategoryChanges.applyEdits(of: &$0, in: env) }, &reader)
    }

    func wizardView(_ size: TerminalSize) -> AddWizardView {
        AddWizardView(l: env.localizer, style: env.style, colors: TrackerColors(theme: env.theme), size: size, app: app)
    }

    static func habit(_ id: EntityID, _ context: any StoreContext) throws -> Tracker {
        guard let habit = try context.tracker(id: id) else {
            throw StoreError.notFound(entity: .tracker, key: id.rawValue)
        }
        return habit
    }

    static func load(_ query: MainScreenQuery, _ env: AppEnvironment, _ app: TrackerAppProfile) throws
        -> MainScreenContent
    {
        try ListCommand.read(query, env, app).0
    }
}

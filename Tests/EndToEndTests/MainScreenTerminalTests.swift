import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive main screen of the built `tracker` and `goals` on a real
/// terminal (tmux): every key, the store changes they make (read back with
/// `--json`), the analytics they log, resizing, and the terminal restored.
@Suite("The interactive main screen", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MainScreenTerminalTests {
    /// The tab bar's hint: on the screen once the main screen is drawn.
    static let keysHint = "? keys"
    static let hints = ["en": "? keys", "ru": "? клавиши", "de": "? Tasten"]

    /// `APP ARGUMENTS` in a pane, the onboarding closed (Enter until the
    /// main screen shows), the main screen's first frame returned.
    static func open(_ app: ScriptedApp, _ arguments: [String] = [], columns: Int = 80, rows: Int = 24) throws
        -> (TmuxSession, String)
    {
        let tmux = try TmuxSession(
            app.commandLine(arguments), in: app.sandbox,
            environment: app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: columns, rows: rows)
        let hint = hints[String(app.language.prefix(2))] ?? keysHint
        var screen = try tmux.waitUntil("the onboarding or the main screen") { $0.contains("● ○") || $0.contains(hint) }
        while !screen.contains(hint) {
            let page = screen
            try tmux.press("Enter")
            // The next page (a page control on a changed screen) or the main
            // screen; not the blank between them, or a second Enter would reach the cards.
            screen = try tmux.waitUntil("the next page or the main screen") {
                $0.contains(hint) || ($0.contains("●") && $0 != page)
            }
        }
        return (tmux, screen)
    }

    /// The process (other than a shell) with `argument` among its arguments, from /proc.
    static func process(withArgument argument: String) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                let raw = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let words = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if words.contains(argument), let first = words.first, !first.hasSuffix("sh") { return pid }
        }
        return nil
    }

    /// Waits until the pointer `›` is on the card of `name`.
    @discardableResult
    static func pointer(on name: String, _ tmux: TmuxSession) throws -> String {
        try tmux.waitUntil("the pointer on \(name)") { screen in
            screen.split(separator: "\n").contains { $0.contains("›") && $0.contains(name) }
        }
    }

    /// The day's cards as `--json list` gives them, read without logging analytics.
    static func cards(_ app: ScriptedApp, key: String = "trackers", date: String? = nil) throws -> [[String: Any]] {
        let result = try app.run(["--no-analytics", "--json", "list"] + (date.map { ["--date", $0] } ?? []))
        let list = try result.jsonObject()
        return (list["sections"] as? [[String: Any]] ?? []).flatMap { $0[key] as? [[String: Any]] ?? [] }
    }

    static func card(_ name: String, _ app: ScriptedApp, key: String = "trackers", date: String? = nil) throws
        -> [String: Any]?
    {
        try cards(app, key: key, date: date).first { $0["name"] as? String == name }
    }

    static func events(_ app: ScriptedApp) throws -> [String] {
        let log = (try? String(contentsOfFile: app.sandbox.analyticsLog, encoding: .utf8)) ?? ""
        return try log.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return [object["event"], object["screen"], object["item"]].compactMap { $0 as? String }.joined(
                separator: "/")
        }
    }

    @Test("marks with Space and Enter, moves with j/k and h/l, refuses a future day, logs Main once")
    func marksAndDays() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite")
        try TrackerCoreTests.seed(app)
        let before = try Self.events(app).count
        let (tmux, first) = try Self.open(app)
        // Health (Gym, Water) before Home (Plants); the pointer on Gym.
        #expect(first.contains("[Wed 18]") && first.contains("Mon 16") && first.contains("Sun 22"), "\(first)")
        #expect(first.contains("›") && first.contains("f Filters: All trackers") && first.contains("[ Trackers ]"))
        try Self.pointer(on: "Gym", tmux)
        try tmux.press("j")
        try Self.pointer(on: "Water", tmux)
        try tmux.press("Space")
        try tmux.waitFor("1 day")
        #expect(try Self.card("Water", app)?["done"] as? Bool == true)
        try tmux.press("Enter")  // unmark
        try tmux.waitUntil("Water unmarked") { !$0.contains("1 day") }
        #expect(try Self.card("Water", app)?["done"] as? Bool == false)
        try tmux.press("h")  // Tue 17: Gym is not due, so Water is first
        try tmux.waitFor("[Tue 17]")
        try Self.pointer(on: "Water", tmux)
        try tmux.press("Space")
        try tmux.waitFor("1 day")
        #expect(try Self.card("Water", app, date: "2026-03-17")?["done"] as? Bool == true)
        try tmux.press("l")
        try tmux.press("Right")  // Thu 19: the future
        try tmux.waitFor("[Thu 19]")
        try tmux.press("Space")
        try tmux.waitFor("The future depends on what you do today…")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(
            try Self.events(app).dropFirst(before) == [
                "open/Main", "click/Main/track", "click/Main/track",
                "click/Main/track", "close/Main",
            ])
    }

    @Test("`/` searches as you type and Esc clears it; `f` opens the filters with ✓ on the current one")
    func searchAndFilter() throws {
        let app = try TrackerCoreTests.tracker(store: "json", language: "ru_RU.UTF-8")
        try TrackerCoreTests.seed(app)
        try app.ok(["done", "Water"])
        let (tmux, _) = try Self.open(app)
        try tmux.press("/")
        try tmux.type("pl")
        var screen = try tmux.waitFor("Поиск: «pl»")
        #expect(screen.contains("Plants") && !screen.contains("Water"))
        try tmux.type("x")
        try tmux.waitFor("Ничего не найдено")
        try tmux.press("Escape")
        screen = try tmux.waitUntil("the search cleared") { $0.contains("Water") && !$0.contains("Поиск") }
        try tmux.press("f")
        screen = try tmux.waitFor("✓ Все трекеры")
        #expect(screen.contains("Фильтры") && screen.contains("Не завершенные"))
        try tmux.press("Down")
        try tmux.press("Down")
        try tmux.press("Enter")  // Завершенные
        screen = try tmux.waitFor("f Фильтры: Завершенные")
        #expect(screen.contains("Water") && !screen.contains("Plants"))
        try tmux.press("f")
        try tmux.waitFor("✓ Завершенные")
        try tmux.press("Escape")  // the menu closes, the filter stays
        try tmux.waitUntil("the menu closed") { !$0.contains("✓ Завершенные") && $0.contains("f Фильтры: Завершенные") }
        try tmux.press("Escape")
        #expect(try tmux.waitForExit() == 0)
        #expect(try Self.events(app).contains("click/Main/filter"))
    }

    @Test("`+` asks habit or event, `e` edits with the counter, `p` pins, `d` asks and deletes only on y")
    func addEditPinDelete() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite")
        try TrackerCoreTests.seed(app)
        let (tmux, _) = try Self.open(app)
        try tmux.press("+")
        try tmux.waitFor("Irregular event")
        try tmux.press("Down")
        try tmux.press("Enter")
        try tmux.waitFor("New irregular event")
        try tmux.type("Dentist")
        // The category list starts on the last one chosen (Home), then 🙂, red, Create.
        for key in ["Enter", "Enter", "Enter", "Enter", "Enter"] { try tmux.press(key) }
        var screen = try tmux.waitFor("Dentist")
        #expect(screen.contains(Self.keysHint))
        #expect(try Self.card("Dentist", app)?["kind"] as? String == "event")
        #expect(try Self.card("Dentist", app)?["category"] as? String == "Home")

        // Search puts the pointer on Dentist; `e`, two +, Save.
        try tmux.press("/")
        try tmux.type("dent")
        try tmux.waitFor("Search: “dent”")
        try tmux.press("Enter")
        try tmux.press("e")
        try tmux.waitFor("Edit tracker")
        try tmux.type("++")
        try tmux.waitFor("[−] 2 days [+]")
        try tmux.press("End")
        try tmux.press("Enter")
        try tmux.waitFor("2 days")
        #expect(try Self.card("Dentist", app)?["completedDays"] as? Int == 2)

        try tmux.press("p")
        screen = try tmux.waitFor("Pinned")
        #expect(try Self.card("Dentist", app)?["pinned"] as? Bool == true)
        try tmux.press("d")
        try tmux.waitFor("Delete “Dentist” and its 2 records?")
        try tmux.press("n")
        try tmux.waitUntil("the question gone") { !$0.contains("Delete “Dentist”") && $0.contains("Dentist") }
        #expect(try Self.card("Dentist", app) != nil)
        try tmux.press("d")
        try tmux.waitFor("Delete “Dentist” and its 2 records?")
        try tmux.press("y")
        screen = try tmux.waitUntil("Dentist deleted") { $0.contains("Nothing found") && $0.contains(Self.keysHint) }
        #expect(try Self.card("Dentist", app) == nil)
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        let events = try Self.events(app)
        for item in ["click/Main/add_track", "click/Main/edit", "click/Main/delete"] { #expect(events.contains(item)) }
    }

    @Test("`c` picks a day on a calendar, Tab shows the statistics and back, `?` the keys, `i` the history")
    func calendarStatisticsAndHelp() throws {
        let app = try TrackerCoreTests.tracker(store: "json", language: "de_DE.UTF-8")
        try TrackerCoreTests.seed(app)
        try app.ok(["done", "Water"])
        let (tmux, _) = try Self.open(app)
        try tmux.press("c")
        var screen = try tmux.waitFor("›18‹")
        #expect(screen.contains("Mo   Di   Mi"))
        try tmux.press("Up")  // 11 March
        try tmux.waitFor("›11‹")
        try tmux.press("Enter")
        screen = try tmux.waitFor("11. März 2026")
        #expect(screen.contains("[Mi 11]"))
        try tmux.press("Tab")
        screen = try tmux.waitFor("[ Statistik ]")
        #expect(screen.contains("Tracker erledigt") && screen.contains("Perfekte Tage"))
        try tmux.press("Tab")
        try tmux.waitFor("[ Tracker ]")
        try tmux.press("?")
        screen = try tmux.waitFor("Tasten")
        #expect(screen.contains("einen Tag im Kalender wählen"))
        try tmux.press("x")
        try tmux.waitUntil("the keys closed") { !$0.contains("einen Tag im Kalender wählen") }
        try Self.pointer(on: "Gym", tmux)
        try tmux.press("j")  // Water, done today
        try Self.pointer(on: "Water", tmux)
        try tmux.press("i")
        screen = try tmux.waitFor("Water")
        try tmux.waitUntil("the history") { $0.contains("■") && !$0.contains("[ Tracker ]") }
        try tmux.press("x")
        try tmux.waitFor("[ Tracker ]")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// The seeded tracker's screen typed into a shell (`typeRun`, tag "1"),
    /// past the onboarding: the shell reports the exit status and `stty -a`.
    /// With `release`, the release build's `tracker` (`POCKET_RELEASE_BIN_DIR`, which `Scripts/test` sets).
    static func openInShell(store: String, release: Bool = false) throws -> (ScriptedApp, TmuxSession) {
        var app = try TrackerCoreTests.tracker(store: store)
        try TrackerCoreTests.seed(app)
        if release {
            app = try #require(app.releaseBuild, "no release build: run the tests with Scripts/test")
        }
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 80, rows: 24)
        try OnboardingTerminalTests.typeRun([], app, in: shell, tag: "1")
        try shell.waitFor("Track only what you want")
        try shell.press("Enter")
        try shell.waitFor(keysHint)
        return (app, shell)
    }

    @Test("it redraws at 40×12 and 200×60, and Ctrl-C exits 130 with the terminal restored")
    func resizeAndInterrupt() throws {
        let (app, shell) = try Self.openInShell(store: "sqlite")
        try shell.resize(columns: 40, rows: 12)
        var screen = try shell.waitUntil("the 40-column frame") { $0.contains("[18]") && !$0.contains("Wed 18") }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(screen.contains("Water") && screen.contains(Self.keysHint))
        try shell.resize(columns: 200, rows: 60)
        screen = try shell.waitFor("[Wed 18]")
        #expect(screen.contains("Plants") && screen.contains("Gym"))
        try shell.resize(columns: 80, rows: 24)  // as before, so `stty -a` can be compared
        try shell.waitFor("[Wed 18]")
        try shell.press("C-c")
        let (status, after) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == 130)
        #expect(!after.contains(Self.keysHint))
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: "1", in: shell)
    }

    /// SIGTERM ends the screen with 143, SIGHUP with 129. SIGBUS is how a
    /// read fault of the memory-mapped SQLite store arrives: the run says
    /// what a failed read says (the store's I/O line, 65). Each puts the
    /// terminal back: modes, main screen, cursor. The optimized build too:
    /// only there did a signal leave the alternate screen on (`CStructCell`).
    @Test(
        """
        SIGTERM (143), SIGHUP (129) and SIGBUS, a read fault of the mapped store (65, its line), leave the \
        terminal as it was
        """,
        arguments: [
            (SIGTERM, "json", Int32(143), nil, false), (SIGHUP, "sqlite", Int32(129), nil, false),
            (SIGBUS, "sqlite", Int32(65), "error: cannot read or write ", false),
            (SIGTERM, "sqlite", Int32(143), nil, true), (SIGHUP, "json", Int32(129), nil, true),
        ])
    func killed(signal: Int32, store: String, status expected: Int32, line: String?, release: Bool) throws {
        let (app, shell) = try Self.openInShell(store: store, release: release)
        // This sandbox's run only: its data folder is on its command line.
        let pid = try #require(Self.process(withArgument: app.sandbox.dataDirectory), "the screen's process")
        #expect(Glibc.kill(pid, signal) == 0)
        let (status, after) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == expected)
        #expect(!after.contains(Self.keysHint) && (line.map(after.contains) ?? true), "\(after)")
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: "1", in: shell)
    }

    @Test("without a terminal's role: --no-interactive and --json print the day as before")
    func printedWhenAsked() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite")
        try TrackerCoreTests.seed(app)
        let printed = try app.ok(["list", "--no-interactive"])
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(), columns: 80, rows: 24)
        try OnboardingTerminalTests.typeRun(["--json", "list"], app, in: shell, tag: "1")
        var (status, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == 0 && screen.contains("}") && !screen.contains(Self.keysHint), "\(screen)")
        try OnboardingTerminalTests.typeRun(["list", "--no-interactive"], app, in: shell, tag: "2")
        // The onboarding comes before the interactive main screen only.
        (status, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: "2")
        #expect(status == 0 && screen.contains("Gym") && !screen.contains(Self.keysHint))
        #expect(!screen.contains("Track only what you want"))
        #expect(printed.contains("Filters (--filter)"))
    }

    @Test("goals: marks, adds without a kind, edits, pins, deletes, statistics; no filter menu")
    func goals() throws {
        let app = try GoalsCoreTests.goals(store: "sqlite")
        try GoalsCoreTests.seed(app)
        let (tmux, first) = try Self.open(app)
        #expect(first.contains("[ Goals ]") && !first.contains("Filters"))
        try tmux.press("Space")  // English, first by name
        try tmux.waitFor("1 day")
        #expect(try Self.card("English", app, key: "goals")?["done"] as? Bool == true)
        try tmux.press("f")  // nothing: goals have no filters
        try tmux.press("a")
        try tmux.waitFor("New goal")
        try tmux.type("Yoga")
        for key in ["Enter", "Enter", "Enter", "Enter"] { try tmux.press(key) }  // 🙂, red, Create
        try tmux.waitFor("Yoga")
        #expect(try Self.card("Yoga", app, key: "goals") != nil)
        try tmux.press("G")  // the last card: Yoga
        try tmux.press("e")
        try tmux.waitFor("Edit goal")
        try tmux.press("+")
        try tmux.press("End")
        try tmux.press("Enter")
        try tmux.waitUntil("Yoga with a day") { $0.contains("Yoga") && $0.contains(Self.keysHint) }
        #expect(try Self.card("Yoga", app, key: "goals")?["completedDays"] as? Int == 1)
        try tmux.press("p")
        try tmux.waitFor("Pinned")
        try tmux.press("k")
        try tmux.press("d")
        try tmux.waitFor("y: delete")
        try tmux.press("y")
        try tmux.press("Tab")
        let stats = try tmux.waitFor("[ Statistics ]")
        #expect(stats.contains("Goals completed"))
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try Self.cards(app, key: "goals").count == 3)
    }
}

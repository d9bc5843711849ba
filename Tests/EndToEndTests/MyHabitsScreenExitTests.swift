import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every way out of the my-habits screen leaves the terminal as it was
/// (`stty -a` before and after, the alternate screen left): q, Esc, Ctrl-C
/// (130), SIGTERM (143), SIGHUP (129); and off the screen's role (`--json`,
/// `--no-interactive`) `list` prints as before.
@Suite("Leaving the my-habits screen", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MyHabitsScreenExitTests {
    /// `my-habits` typed into a shell (`typeRun`, tag `tag`) on a seeded store, its screen drawn.
    static func openInShell(store: String, tag: String) throws -> (ScriptedApp, TmuxSession) {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        try MyHabitsScreenTests.seed(app)
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 80, rows: 24)
        try OnboardingTerminalTests.typeRun([], app, in: shell, tag: tag)
        try shell.waitFor("? keys")
        return (app, shell)
    }

    static func expectLeft(_ app: ScriptedApp, _ shell: TmuxSession, tag: String, status: Int32) throws {
        let (exit, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: tag)
        #expect(exit == status)
        // The shell's screen again: the alternate screen is gone with the cards.
        #expect(!screen.contains("? keys") && !screen.contains("You can do it!"), "\(screen)")
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: tag, in: shell)
    }

    @Test("q and Esc, also from the details and the form, end with 0", arguments: MyHabitsCoreTests.backends)
    func quitKeys(store: String) throws {
        let (app, shell) = try Self.openInShell(store: store, tag: "1")
        try shell.press("Enter")  // the details
        try shell.waitFor("Activity")
        try shell.press("e")  // the form
        try shell.waitFor("› NAME")
        try shell.press("Escape")
        try shell.waitFor("Activity")
        try shell.press("Escape")
        try shell.waitFor("? keys")
        try shell.press("q")
        try Self.expectLeft(app, shell, tag: "1", status: 0)
        try OnboardingTerminalTests.typeRun([], app, in: shell, tag: "2")
        try shell.waitFor("? keys")
        try shell.press("Tab")
        try shell.waitFor("[ Information ]")
        try shell.press("Escape")
        try Self.expectLeft(app, shell, tag: "2", status: 0)
    }

    @Test("Ctrl-C ends with 130, also from the details", arguments: MyHabitsCoreTests.backends)
    func interrupt(store: String) throws {
        let (app, shell) = try Self.openInShell(store: store, tag: "1")
        try shell.resize(columns: 60, rows: 20)
        try shell.waitUntil("the 60-column frame") {
            $0.split(separator: "\n").contains { $0.hasPrefix("╭") && $0.count == 60 }
        }
        try shell.resize(columns: 80, rows: 24)  // as before, so `stty -a` can be compared
        try shell.waitUntil("the 80-column frame") {
            $0.split(separator: "\n").contains { $0.hasPrefix("╭") && $0.count == 72 }
        }
        try shell.press("Enter")
        try shell.waitFor("Activity")
        try shell.press("C-c")
        try Self.expectLeft(app, shell, tag: "1", status: 130)
    }

    @Test(
        "SIGTERM and SIGHUP end with 143 and 129",
        arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))], MyHabitsCoreTests.backends)
    func signals(signal: (number: Int32, status: Int32), store: String) throws {
        let (app, shell) = try Self.openInShell(store: store, tag: "1")
        // This sandbox's run only: its data folder is on its command line.
        let pid = try #require(
            MainScreenTerminalTests.process(withArgument: app.sandbox.dataDirectory), "the screen's process")
        #expect(Glibc.kill(pid, signal.number) == 0)
        try Self.expectLeft(app, shell, tag: "1", status: signal.status)
    }

    @Test("--json and --no-interactive print the list on a terminal, as without one")
    func printedWhenAsked() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite")
        try MyHabitsScreenTests.seed(app)
        let printed = try app.ok(["list"])
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(), columns: 80, rows: 24)
        try OnboardingTerminalTests.typeRun(["--json", "list"], app, in: shell, tag: "1")
        var (status, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == 0 && screen.contains("\"progress\"") && !screen.contains("? keys"), "\(screen)")
        try OnboardingTerminalTests.typeRun(["list", "--no-interactive"], app, in: shell, tag: "2")
        (status, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: "2")
        #expect(status == 0 && screen.contains("Every day at 7:30 AM") && !screen.contains("? keys"), "\(screen)")
        #expect(printed.contains("Every day at 7:30 AM") && printed.contains("You can do it!"))
    }
}

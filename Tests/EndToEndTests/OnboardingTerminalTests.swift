import Foundation
import Testing

/// The onboarding pager on a real terminal (tmux): keys, page control, exit
/// status, the terminal restored, and "shown once". Written against `tracker`,
/// the first app with onboarding pages; skipped until its build has them.
@Suite("Onboarding on a terminal", .serialized)
struct OnboardingTerminalTests {
    static let firstTitle = "Отслеживайте только то, что хотите"
    static let secondTitle = "Даже если это не литры воды и йога"
    static let button = "Вот это технологии!"

    static let trackerHasOnboarding = BuiltExecutables.has("tracker", command: "onboarding")
    static let skipReason: Comment = "tracker has no onboarding command yet (being written)"

    /// A shell in a 80×24 tmux pane with the sandbox's Russian environment.
    static func shell(_ sandbox: TestSandbox) throws -> TmuxSession {
        try TmuxSession.shell(in: sandbox, environment: sandbox.environment(language: "ru_RU.UTF-8"), columns: 80, rows: 24)
    }

    /// Shell text that prints `EXIT<tag>=<status>` after a command; split in
    /// two in the typed line so the echoed command itself never matches.
    static func exitMarker(_ tag: String) -> String { "echo \"EX\"\"IT\(tag)=$?\"" }

    /// The status printed by `exitMarker(tag)`, once it is on the screen.
    static func waitForExit(_ session: TmuxSession, tag: String, timeout: Duration = .seconds(15)) throws -> Int32? {
        let screen = try session.waitUntil("EXIT\(tag)= on the screen", timeout: timeout) { $0.contains("EXIT\(tag)=") }
        let line = screen.split(separator: "\n").first { $0.hasPrefix("EXIT\(tag)=") }
        return line.flatMap { Int32($0.dropFirst("EXIT\(tag)=".count).trimmingCharacters(in: .whitespaces)) }
    }

    @Test("`tracker onboarding`: → and ← switch pages, the control follows, Enter on the last page exits 0, the terminal is restored",
          .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
          .enabled(if: trackerHasOnboarding, skipReason))
    func pager() throws {
        let sandbox = try TestSandbox()
        let tracker = try BuiltExecutables.path("tracker")
        let session = try Self.shell(sandbox)
        let before = sandbox.root + "/stty-before", after = sandbox.root + "/stty-after"
        try session.typeLine("stty -a > '\(before)'; '\(tracker)' onboarding; \(Self.exitMarker("")); stty -a > '\(after)'")

        var screen = try session.waitFor(Self.firstTitle)
        #expect(screen.contains("● ○"))
        #expect(!screen.contains("○ ●"))
        #expect(screen.contains(Self.button))
        #expect(!screen.contains(Self.secondTitle))

        try session.press("Right")
        screen = try session.waitFor(Self.secondTitle)
        #expect(screen.contains("○ ●"))
        #expect(!screen.contains("● ○"))
        #expect(!screen.contains(Self.firstTitle))

        try session.press("Left")
        screen = try session.waitUntil("the first page again") { $0.contains(Self.firstTitle) && !$0.contains(Self.secondTitle) }
        #expect(screen.contains("● ○"))

        // → past the last page stays on it.
        try session.press("Right")
        try session.press("Right")
        screen = try session.waitFor(Self.secondTitle)
        #expect(screen.contains("○ ●"))

        try session.press("Enter")
        #expect(try Self.waitForExit(session, tag: "") == 0)
        let restored = try session.waitUntil("the pager's lines to be cleared") { !$0.contains(Self.secondTitle) }
        #expect(!restored.contains(Self.button))
        try session.waitUntil("stty -a after the run", timeout: .seconds(10)) { _ in FileManager.default.fileExists(atPath: after) }
        usleep(100_000)  // the redirect has created the file; let stty finish writing it
        let modesBefore = try String(contentsOfFile: before, encoding: .utf8)
        let modesAfter = try String(contentsOfFile: after, encoding: .utf8)
        #expect(!modesBefore.isEmpty)
        #expect(modesBefore == modesAfter, "the terminal modes changed:\n\(modesBefore)\n---\n\(modesAfter)")
    }

    @Test("Esc skips the onboarding and exits 0",
          .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
          .enabled(if: trackerHasOnboarding, skipReason))
    func escapeSkips() throws {
        let sandbox = try TestSandbox()
        let tracker = try BuiltExecutables.path("tracker")
        let session = try Self.shell(sandbox)
        try session.typeLine("'\(tracker)' onboarding; \(Self.exitMarker(""))")
        try session.waitFor(Self.firstTitle)
        try session.press("Escape")
        #expect(try Self.waitForExit(session, tag: "") == 0)
    }

    @Test("the first interactive `tracker` run shows the onboarding once; the second run does not",
          .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
          .enabled(if: trackerHasOnboarding, skipReason))
    func shownOnce() throws {
        let sandbox = try TestSandbox()
        let tracker = try BuiltExecutables.path("tracker")
        let session = try Self.shell(sandbox)

        try session.typeLine("'\(tracker)'; \(Self.exitMarker("1"))")
        try session.waitFor(Self.firstTitle)
        // Enter presses the button until the pager is gone (whatever page turns it).
        for _ in 0..<3 {
            try session.press("Enter")
            let gone = try? session.waitUntil("the onboarding to close", timeout: .seconds(3)) {
                !$0.contains(Self.firstTitle) && !$0.contains(Self.secondTitle)
            }
            if gone != nil { break }
        }
        try Self.leaveMainScreen(session, tag: "1")

        try session.typeLine("clear; '\(tracker)'; \(Self.exitMarker("2"))")
        // No key is sent until the run ends or a few seconds pass: a pager
        // shown again would wait for one, in plain sight.
        var shownAgain: String?
        _ = try? session.waitUntil("the second run to end", timeout: .seconds(5)) { screen in
            if screen.contains(Self.firstTitle) || screen.contains(Self.button) { shownAgain = screen }
            return shownAgain != nil || screen.contains("EXIT2=")
        }
        #expect(shownAgain == nil, "the onboarding was shown again:\n\(shownAgain ?? "")")
        try Self.leaveMainScreen(session, tag: "2")
    }

    /// Waits for the run tagged `tag` to end; the main screen may be interactive,
    /// so after a while it is asked to quit (q, then Esc).
    static func leaveMainScreen(_ session: TmuxSession, tag: String) throws {
        for key in ["", "q", "Escape"] {
            if !key.isEmpty { try session.press(key) }
            if (try? waitForExit(session, tag: tag, timeout: .seconds(5))) != nil { return }
        }
        _ = try waitForExit(session, tag: tag, timeout: .seconds(1))
    }
}

import Foundation
import Localization
import PocketTestSupport
import Storage
import StorageLive
import TerminalUI
import Testing

@testable import AppPlugin

@Suite("Onboarding")
struct OnboardingTests {
    let pages = DemoPlugin().onboardingPages(Localizer(language: .en))
    let plain = TerminalStyle(depth: .none)

    @Test("the page control follows the index", arguments: [(0, "● ○ ○"), (1, "○ ● ○"), (2, "○ ○ ●")])
    func pageControl(index: Int, control: String) {
        let lines = OnboardingView.lines(pages, index: index, width: 80, style: plain, hint: "keys")
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(trimmed.filter { $0.contains("●") } == [control])
        #expect(trimmed.contains(pages[index].title))
        #expect(trimmed.contains(pages[index].text))
        #expect(trimmed.contains("[ " + pages[index].button + " ]"))
        #expect(trimmed.last == "keys")
        // The other pages' titles are not on this one.
        for other in pages.indices where other != index { #expect(!trimmed.contains(pages[other].title)) }
    }

    @Test("lines are centered and fit the width, long texts wrapped", arguments: [24, 40, 200])
    func fitsWidth(width: Int) {
        let long = OnboardingPage(
            title: "A rather long title that must wrap somewhere",
            text: String(repeating: "Words that go on and on. ", count: 8), button: "OK")
        let lines = OnboardingView.lines([long, pages[1]], index: 0, width: width, style: plain, hint: "hint")
        let limit = min(max(width, 20), 72)
        for line in lines { #expect(DisplayWidth.of(line) <= limit, "\(line)") }
        let control = lines.first { $0.contains("●") }!
        let padding = control.prefix { $0 == " " }.count
        #expect(abs(padding - (limit - DisplayWidth.of("● ○")) / 2) <= 1)
    }

    @Test("styles wrap the title and the button; none leaves plain text")
    func styled() {
        let colored = OnboardingView.lines(pages, index: 0, width: 80, style: TerminalStyle(depth: .ansi16), hint: "h")
        #expect(colored.contains { $0.contains("\u{1B}[1m" + pages[0].title + "\u{1B}[0m") })
        #expect(colored.contains { $0.contains("\u{1B}[7m[ Next ]\u{1B}[0m") })
        let uncolored = OnboardingView.lines(pages, index: 0, width: 80, style: plain, hint: "h")
        #expect(!uncolored.joined().contains("\u{1B}"))
    }

    @Test("`onboarding` without a terminal prints the pages as text and remembers nothing")
    func onboardingAsText() throws {
        let world = try AppWorld()
        let result = world.run(["onboarding"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "Track what you want", "Habits and events.", "",
                "Even small things", "Water and yoga.", "",
                "Third", "The last page.",
            ])
        #expect(!FileManager.default.fileExists(atPath: world.dataDirectory()))
    }

    @Test("`onboarding` in Russian")
    func russianText() throws {
        let result = try AppWorld(language: "ru_RU.UTF-8").run(["onboarding"])
        #expect(result.stdoutLines.prefix(2) == ["Отслеживайте что хотите", "Привычки и события."])
    }

    @Test("`onboarding --json` prints the pages as JSON, even on a terminal")
    func onboardingJSON() throws {
        let world = try AppWorld()
        let result = world.run(["onboarding", "--json"], terminal: world.terminal(stdin: true, stdout: true))
        #expect(result.exitCode == 0, "\(result)")
        let document = try result.json([String: [[String: String]]].self)
        #expect(document["pages"]?.map { $0["title"] } == pages.map(\.title))
        #expect(document["pages"]?.map { $0["button"] } == pages.map(\.button))
    }

    @Test(
        "a command without a terminal runs without onboarding",
        arguments: [(false, false), (true, false), (false, true)])
    func noOnboardingWithoutTerminal(stdin: Bool, stdout: Bool) throws {
        let world = try AppWorld()
        let result = world.run(["list"], terminal: world.terminal(stdin: stdin, stdout: stdout))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "list 2026-11-29\n")
        #expect(!result.stdout.contains("Track what you want"))
    }

    @Test("with --json a command on a terminal runs without onboarding")
    func noOnboardingWithJSON() throws {
        let world = try AppWorld()
        let result = world.run(["list", "--json"], terminal: world.terminal(stdin: true, stdout: true))
        #expect(result.exitCode == 0, "\(result)")
        #expect(try result.json([String: String].self)["date"] == "2026-11-29")
    }

    @Test("once seen (remembered in the store), a command on a terminal runs straight away")
    func seenOnboardingIsSkipped() throws {
        let world = try AppWorld()
        let store = try StoreOpener.live.open(kind: .sqlite, directory: world.dataDirectory())
        try store.write { try $0.setSetting(Onboarding.seenKey, "1") }
        let result = world.run(["list"], terminal: world.terminal(stdin: true, stdout: true))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "list 2026-11-29\n")
    }

    @Test("built-in commands never show onboarding, even on a first run on a terminal")
    func builtinsSkipOnboarding() throws {
        let world = try AppWorld()
        let result = world.run(["analytics", "--json"], terminal: world.terminal(stdin: true, stdout: true))
        #expect(result.exitCode == 0, "\(result)")
    }
}

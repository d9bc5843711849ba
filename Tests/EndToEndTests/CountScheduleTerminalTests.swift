import Foundation
import Testing

/// Count schedules in the built apps: the wizard's third schedule choice
/// on a real terminal (tmux) at 80×24 and 60×24 in en, ru and de, every
/// frame checked by `FrameWalk`; the localized refusal of a bad count; and
/// goals, which stay daily and take no `--times`.
@Suite(.serialized) struct CountScheduleTerminalTests {
    struct Texts: Sendable {
        var locale, count, changed, refusal: String
    }

    static let languages = [
        Texts(
            locale: "en_US.UTF-8", count: "3 times in 7 days", changed: "2 times in 8 days",
            refusal: "error: --times 9 is out of range: 1 to 7 (the days of --per)"),
        Texts(
            locale: "ru_RU.UTF-8", count: "3 раза за 7 дней", changed: "2 раза за 8 дней",
            refusal: "error: --times 9 вне диапазона: от 1 до 7 (дней в --per)"),
        Texts(
            locale: "de_DE.UTF-8", count: "3-mal in 7 Tagen", changed: "2-mal in 8 Tagen",
            refusal: "error: --times 9 liegt außerhalb von 1 bis 7 (die Tage von --per)"),
    ]

    static let sizes = [80, 60]

    @Test(
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
        arguments: languages, sizes)
    func theWizardOffersACount(texts: Texts, columns: Int) throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: texts.locale)
        try app.ok(["category", "add", "Health"])
        let tmux = try TmuxSession(
            app.commandLine([
                "add", "habit", "Swim", "--category", "Health", "--emoji", "1",
                "--color", "1",
            ]),
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: columns, rows: 24)
        // No onboarding before `add`: the form at once.
        try tmux.waitFor("[ ]")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        // Down to the count row (below the seven weekdays), which offers 3 in 7.
        for _ in 0..<7 { try walk.press("Down") }
        #expect(walk.frame.contains(texts.count), "the count row: \(walk.frame)")
        try walk.press("Left", "+")  // 2 times, 8 days, and chosen
        #expect(walk.frame.contains("[✓] " + texts.changed), "chosen: \(walk.frame)")
        try walk.press("Down", "Enter")  // Done: the form
        #expect(walk.frame.contains(texts.changed), "the form: \(walk.frame)")
        walk.expectClean("the wizard's count row")
        try tmux.press("Enter")  // Create
        #expect(try tmux.waitForExit() == 0)
        let list = try app.json(["list"])
        let card = try #require(((list["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]])?.first)
        let count = try #require(card["count"] as? [String: Any], "\(card)")
        #expect(count["times"] as? Int == 2 && count["per"] as? Int == 8)
    }

    @Test(arguments: languages)
    func aBadCountIsRefusedInTheUsersLanguage(texts: Texts) throws {
        let app = try TrackerCoreTests.tracker(store: "json", language: texts.locale)
        try app.ok(["category", "add", "Health"])
        let result = try app.run([
            "add", "habit", "Swim", "--category", "Health", "--times", "9", "--per", "7",
            "--emoji", "1", "--color", "1",
        ])
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first == texts.refusal)
        #expect(try app.json(["list"]).listedCount == 0)
    }

    @Test func goalsStayDaily() throws {
        let goals = try GoalsCoreTests.goals(store: "sqlite")
        let result = try goals.run(["add", "Walk", "--emoji", "1", "--color", "1", "--times", "2", "--per", "7"])
        #expect(result.exitCode == 64)
        #expect(try goals.json(["list"]).listedCount == 0)
    }
}

extension Dictionary where Key == String, Value == Any {
    /// Cards in every section of a `list --json` document.
    fileprivate var listedCount: Int {
        (self["sections"] as? [[String: Any]] ?? []).reduce(0) { count, section in
            count + ((section["trackers"] ?? section["goals"]) as? [Any] ?? []).count
        }
    }
}

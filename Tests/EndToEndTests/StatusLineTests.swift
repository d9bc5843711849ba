import Foundation
import Testing

/// `tracker today`, `goals today` and `my-habits today`: the status bar's
/// line, its formats and `--json`, on both backends, from the built apps.
@Suite struct StatusLineTests {
    static let backends = ["json", "sqlite"]

    /// 2026-03-18 is a Wednesday: Water (daily) and Gym (Mon/Wed/Fri) are
    /// due, Yoga (Sundays) is not, the Plants event never is.
    static func tracker(store: String, language: String = "en_US.UTF-8") throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let app = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory, language: language)
        for line in [
            "category add Health", "add habit Water --category Health --schedule daily --emoji 1 --color 1",
            "add habit Gym --category Health --schedule mon,wed,fri --emoji 2 --color 2",
            "add habit Yoga --category Health --schedule sun --emoji 3 --color 3",
            "add event Plants --category Health --emoji 4 --color 4",
        ] {
            try app.ok(line.split(separator: " ").map(String.init))
        }
        return app
    }

    @Test(arguments: backends)
    func theTrackersLineFollowsTheDay(store: String) throws {
        let app = try Self.tracker(store: store)
        #expect(try app.ok(["today"]) == "0/2\n")
        try app.ok(["done", "Plants"])
        #expect(try app.ok(["today"]) == "0/2\n", "an event is never due")
        try app.ok(["done", "Gym"])
        #expect(
            try app.ok(["today", "--format", "{done} of {due}, {left} left ({percent}%), next {next}"])
                == "1 of 2, 1 left (50%), next Water\n")
        let json = try app.json(["today"])
        #expect(json["date"] as? String == "2026-03-18")
        #expect(json["due"] as? Int == 2 && json["done"] as? Int == 1 && json["left"] as? Int == 1)
        #expect(json["percent"] as? Int == 50 && json["next"] as? String == "Water")
        try app.ok(["done", "Water"])
        #expect(try app.ok(["today"]) == "2/2 ✓\n")
        #expect(try app.json(["today"])["next"] is NSNull, "nothing left: null, not absent")
        #expect(try app.ok(["today", "--format", "[{next}]"]) == "[]\n")
        #expect(
            try app.ok(["today", "--format", "{done}/{due}"], today: "2026-03-22") == "0/2\n", "Sunday: Water and Yoga")
    }

    @Test(arguments: backends)
    func nothingDueIsStillExitZero(store: String) throws {
        let sandbox = try TestSandbox(today: "2026-03-18")
        for name in ["tracker", "goals", "my-habits"] {
            let app = ScriptedApp(name, in: sandbox, store: store, dataDirectory: sandbox.dataDirectory + "-" + name)
            #expect(try app.ok(["today"]) == "0/0\n", "\(name)")
            #expect(try app.json(["today"])["percent"] as? Int == 0, "\(name)")
        }
    }

    @Test(arguments: backends)
    func goalsAndMyHabitsCountTheirOwnDay(store: String) throws {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let goals = ScriptedApp("goals", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory + "-goals")
        try goals.ok(["add", "Run", "--emoji", "1", "--color", "1"])
        try goals.ok(["add", "Ёлка", "--emoji", "2", "--color", "2"])
        try goals.ok(["pin", "Ёлка"])
        #expect(try goals.ok(["today", "--format", "{done}/{due} {next}"]) == "0/2 Ёлка\n", "pinned first")
        try goals.ok(["done", "Ёлка"])
        #expect(try goals.ok(["today", "--format", "{done}/{due} {next}"]) == "1/2 Run\n")

        let habits = ScriptedApp(
            "my-habits", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory + "-habits")
        try habits.ok(["add", "Evening walk", "--time", "19:00", "--color", "#34C759"])
        try habits.ok(["add", "Morning tea", "--time", "07:30", "--color", "#FF9500"])
        #expect(try habits.ok(["today", "--format", "{done}/{due} {next}"]) == "0/2 Morning tea\n", "by time of day")
        try habits.ok(["track", "Morning tea"])
        #expect(try habits.ok(["today"]) == "1/2\n")
        try habits.ok(["track", "Evening walk"])
        #expect(try habits.json(["today"])["percent"] as? Int == 100)
    }

    @Test(arguments: [
        ("en_US.UTF-8", "no field {nope}"), ("ru_RU.UTF-8", "нет поля {nope}"), ("de_DE.UTF-8", "kein Feld {nope}"),
    ])
    func aBadFormatIsAUsageErrorBeforeAnythingIsRead(language: String, message: String) throws {
        let app = try Self.tracker(store: "sqlite", language: language)
        for format in ["{nope}", "{done"] {
            let result = try app.run(["today", "--format", format])
            #expect(result.exitCode == 64)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 2, "one error line and the help hint")
        }
        #expect(try app.run(["today", "--format", "{nope}"]).stderr.contains(message))
    }
}

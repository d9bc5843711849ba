import Foundation
import Testing

/// Finding a tracker or goal by how people type it (a prefix, a part, an id
/// prefix), "did you mean", ambiguity, and `done`/`undone` of several at once,
/// all or nothing, in `tracker` and `goals` on both backends.
@Suite struct HabitFindingTests {
    static let backends = TrackerCoreTests.backends

    @Test(arguments: backends)
    func trackerMarksSeveralAtOnceAllOrNothing(store: String) throws {
        let app = try TrackerCoreTests.tracker(store: store)
        try TrackerCoreTests.seed(app)
        // 2026-03-18 is a Wednesday: Water (daily) and Gym (Mon/Wed/Fri) are due.
        let both = try app.run(["--json", "done", "Water", "gym"])
        #expect(both.exitCode == 0, "\(both)")
        let marked = try #require(try JSONSerialization.jsonObject(with: both.stdoutData) as? [[String: Any]])
        #expect(marked.map { $0["name"] as? String } == ["Water", "Gym"])
        #expect(marked.allSatisfy { $0["completedDays"] as? Int == 1 })

        // An unknown third name: nothing of the run is written.
        let unknown = try app.run(["done", "Plants", "Water", "Yoga"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(try Self.completedDays(app, "Plants") == 0)
        // A refusal for the second (Gym is not due on Tuesday): the first stays unmarked.
        let refused = try app.run(["done", "Water", "Gym", "--date", "2026-03-17"])
        #expect(refused.exitCode == 64, "\(refused)")
        #expect(try Self.completedDays(app, "Water") == 1)

        // Several undone at once, and again all or nothing.
        let notUndone = try app.run(["undone", "Water", "Gym", "Yoga"])
        #expect(notUndone.exitCode == 64)
        #expect(try Self.completedDays(app, "Water") == 1 && Self.completedDays(app, "Gym") == 1)
        try app.ok(["undone", "water", "GYM"])
        #expect(try Self.completedDays(app, "Water") == 0 && Self.completedDays(app, "Gym") == 0)
        // One name given twice is marked once; the human output shows each card.
        let twice = try app.ok(["done", "Water", "wat"])
        #expect(twice.components(separatedBy: "Water").count == 2, "\(twice)")
        #expect(try Self.completedDays(app, "Water") == 1)
    }

    @Test(arguments: backends)
    func goalsMarkSeveralAtOnceAllOrNothing(store: String) throws {
        let app = try GoalsCoreTests.goals(store: store)
        try GoalsCoreTests.seed(app)
        let failed = try app.run(["done", "Water", "Run", "Swim"])
        #expect(failed.exitCode == 64)
        #expect(try Self.completedDays(app, "Water") == 0)
        try app.ok(["done", "Water", "ru", "engl"])
        #expect(try Self.completedDays(app, "Run") == 1 && Self.completedDays(app, "English") == 1)
        try app.ok(["undone", "English", "Run"])
        #expect(try Self.completedDays(app, "Run") == 0 && Self.completedDays(app, "Water") == 1)
    }

    static let languages:
        [(locale: String, notFound: String, didYouMean: String, ambiguous: String, candidates: String)] = [
            (
                "en_US.UTF-8",
                "error: nothing is called 'Watr' (give its name, part of it or the first 4+ characters of its id)",
                "did you mean 'Water'?", "error: 'wa' matches more than one", "candidates: "
            ),
            (
                "ru_RU.UTF-8",
                "error: ничего не найдено по «Watr» (укажите название, его часть или первые 4+ символа id)",
                "возможно, имелось в виду «Water»?", "error: «wa» подходит к нескольким", "варианты: "
            ),
            (
                "de_DE.UTF-8",
                "error: nichts heißt „Watr“ (Name, einen Teil davon oder die ersten 4+ Zeichen der ID angeben)",
                "meintest du „Water“?", "error: „wa“ passt auf mehrere", "Kandidaten: "
            ),
        ]

    @Test(arguments: backends, languages.indices)
    func prefixesPartsSuggestionsAndAmbiguity(store: String, language: Int) throws {
        let texts = Self.languages[language]
        for app in [
            try TrackerCoreTests.tracker(store: store, language: texts.locale),
            try GoalsCoreTests.goals(store: store, language: texts.locale),
        ] {
            if app.app == "tracker" { try TrackerCoreTests.seed(app) } else { try GoalsCoreTests.seed(app) }
            #expect(try app.json(["done", "wa"])["name"] as? String == "Water")
            #expect(try app.json(["undone", "ATE"])["name"] as? String == "Water")

            let typo = try app.run(["done", "Watr"])
            #expect(typo.exitCode == 64)
            #expect(typo.stderrLines == [texts.notFound, texts.didYouMean], "\(typo)")
            let nothing = try app.run(["pin", "Zzzzzzzz"])
            #expect(nothing.exitCode == 64)
            #expect(nothing.stderrLines.count == 1, "no suggestion when nothing is close: \(nothing)")

            let add =
                app.app == "tracker"
                ? ["add", "event", "Walk", "--category", "Home", "--emoji", "1", "--color", "1"]
                : ["add", "Walk", "--emoji", "1", "--color", "1"]
            try app.ok(add)
            let ids = try Self.ids(app)
            let ambiguous = try app.run(["done", "wa"])
            #expect(ambiguous.exitCode == 64)
            let candidates = ["Walk", "Water"].map { "\($0) (\(ids[$0]!.prefix(8)))" }.joined(separator: ", ")
            #expect(ambiguous.stderrLines == [texts.ambiguous, texts.candidates + candidates], "\(ambiguous)")
            // An id prefix still wins, and the exact name stays the fast path.
            #expect(try app.json(["done", String(ids["Walk"]!.prefix(6))])["name"] as? String == "Walk")
            #expect(try app.json(["done", "water"])["name"] as? String == "Water")
        }
    }

    @Test(arguments: backends)
    func myHabitsFindsByPartOfANameToo(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        try app.ok(["add", "Tea", "--time", "8:00", "--color", "tomato"])
        try app.ok(["add", "Reading", "--time", "21:00", "--color", "teal"])
        #expect(try app.json(["track", "ead"])["name"] as? String == "Reading")
        let typo = try app.run(["track", "Tae"])
        #expect(typo.exitCode == 64)
        #expect(typo.stderrLines.last == "did you mean 'Tea'?", "\(typo)")
    }

    /// Every habit's id by name, from `list --json`.
    static func ids(_ app: ScriptedApp) throws -> [String: String] {
        var ids: [String: String] = [:]
        for habit in try habits(app) { ids[habit["name"] as? String ?? ""] = habit["id"] as? String }
        return ids
    }

    static func completedDays(_ app: ScriptedApp, _ name: String) throws -> Int {
        try habits(app).first { $0["name"] as? String == name }?["completedDays"] as? Int ?? -1
    }

    static func habits(_ app: ScriptedApp) throws -> [[String: Any]] {
        let sections = try #require(try app.json(["list"])["sections"] as? [[String: Any]])
        return sections.flatMap { ($0["trackers"] ?? $0["goals"]) as? [[String: Any]] ?? [] }
    }
}

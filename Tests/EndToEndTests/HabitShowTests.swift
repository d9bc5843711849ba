import Foundation
import PocketTestSupport
import Testing

/// `tracker show T` and `goals show G`: the history as text (a heatmap, the
/// streaks, the rates, the last records) and as `--json`, in three languages
/// on both backends.
@Suite struct HabitShowTests {
    static let languages:
        [(
            locale: String, current: String, best: String, rate: String, last: String, monday: String,
            score: String
        )] = [
            (
                "en_US.UTF-8", "Current streak: 2 days", "Best streak: 2 days", "last 30 days: 75% (3 of 4)",
                "Last records", "Mon",
                "Score: 6%  ▁▁▁▁▁▁▁▁▁▁▁▁ (last 12 weeks)"
            ),
            (
                "ru_RU.UTF-8", "Текущая серия: 2 дня", "Лучшая серия: 2 дня", "за 30 дней: 75\u{A0}% (3 из 4)",
                "Последние отметки", "Пн",
                "Сила: 6\u{A0}%  ▁▁▁▁▁▁▁▁▁▁▁▁ (последние 12 недель)"
            ),
            (
                "de_DE.UTF-8", "Aktuelle Serie: 2 Tage", "Beste Serie: 2 Tage", "letzte 30 Tage: 75\u{A0}% (3 von 4)",
                "Letzte Einträge", "Mo",
                "Stärke: 6\u{A0}%  ▁▁▁▁▁▁▁▁▁▁▁▁ (letzte 12 Wochen)"
            ),
        ]

    /// Gym (Mon/Wed/Fri) done Wed 11, Mon 16 and today, Wed 18 March 2026;
    /// Fri 13 was missed. The start is the 11th (the first record): due 11,
    /// 13, 16, 18 → 3 of 4; back from today 18, 16 and then the missed 13 →
    /// current streak 2; best 2. Score (frequency 3/7, so a 14-day window
    /// asking for 6 records): 11th 1/6, then 1/6 a day to the 15th, 2/6 from
    /// the 16th, 3/6 today, each weighted by 1 − 0.5^(√(3/7)/13) → 0.0629, 6%,
    /// every week's block the lowest.
    static func gym(_ app: ScriptedApp) throws {
        try TrackerCoreTests.seed(app)
        try app.ok(["done", "Gym", "--date", "2026-03-11"])
        try app.ok(["done", "Gym", "--date", "2026-03-16"])
        try app.ok(["done", "Gym"])
    }

    @Test(arguments: TrackerCoreTests.backends, languages.indices)
    func trackerShowsItsHistory(store: String, language: Int) throws {
        let texts = Self.languages[language]
        let app = try TrackerCoreTests.tracker(store: store, language: texts.locale)
        try Self.gym(app)
        let human = try app.run(["show", "gym"], environment: ["COLUMNS": "60"])
        #expect(human.exitCode == 0, "\(human)")
        let lines = human.stdoutLines
        #expect(lines.first == "🏋️ Gym" || lines.first?.hasSuffix(" Gym") == true, "\(lines)")
        for text in [texts.current, texts.best, texts.rate, texts.last, texts.score] {
            #expect(lines.contains(text) || lines.contains("  " + text), "missing \(text) in\n\(human.stdout)")
        }
        #expect(lines.allSatisfy { DisplayWidthProbe.columns($0) <= 60 }, "\(human.stdout)")
        // Rows: Monday ends with the 16th, Wednesday with the 11th and the 18th, Friday with the missed 13th.
        let monday = try #require(lines.firstIndex { $0.hasPrefix(texts.monday + " ") })
        #expect(lines[monday].hasSuffix(" ■"))
        #expect(lines[monday + 2].hasSuffix("■ ■"))
        #expect(lines[monday + 4].hasSuffix("□"))
        #expect(lines[monday + 1].hasSuffix("·"), "Tuesday the 17th was not due")
        #expect(!human.stdout.contains("\u{1B}"), "no color without a terminal")

        let json = try app.json(["show", "Gym"])
        #expect(json["name"] as? String == "Gym")
        #expect(json["completedDays"] as? Int == 3)
        #expect(json["currentStreak"] as? Int == 2)
        #expect(json["bestStreak"] as? Int == 2)
        let rates = try #require(json["rates"] as? [[String: Any]])
        #expect(rates.map { $0["days"] as? Int } == [30, 90, 365])
        #expect(rates.allSatisfy { $0["due"] as? Int == 4 && $0["done"] as? Int == 3 && $0["rate"] as? Double == 0.75 })
        #expect(json["lastRecords"] as? [String] == ["2026-03-18", "2026-03-16", "2026-03-11"])
        let heatmap = try #require(json["heatmap"] as? [String: Any])
        #expect(heatmap["to"] as? String == "2026-03-18")
        #expect(heatmap["from"] as? String == "2025-03-17")
        #expect(heatmap["done"] as? [String] == ["2026-03-11", "2026-03-16", "2026-03-18"])
        #expect(heatmap["missed"] as? [String] == ["2026-03-13"])
        #expect(json["score"] as? Double == 0.0629)
        let weeks = try #require(json["scoreWeeks"] as? [Double])
        #expect(weeks.count == 12 && weeks.last == 0.0629 && weeks.dropLast(2).allSatisfy { $0 == 0 })
        // An event has no score: the keys are there, null.
        let plants = try app.json(["show", "Plants"])
        #expect(plants["score"] is NSNull && plants["scoreWeeks"] is NSNull)
        let plantsText = try app.run(["show", "Plants"])
        #expect(plantsText.exitCode == 0 && !plantsText.stdout.contains(String(texts.score.prefix(4))))

        let unknown = try app.run(["show", "Yoga"])
        #expect(unknown.exitCode == 64 && unknown.stdout.isEmpty)
    }

    @Test(arguments: TrackerCoreTests.backends, languages.indices)
    func goalsShowItsHistory(store: String, language: Int) throws {
        let texts = Self.languages[language]
        let app = try GoalsCoreTests.goals(store: store, language: texts.locale)
        try GoalsCoreTests.seed(app)
        // Daily: done 15 and 17, missed 16, today (18) still open: due 15, 16, 17 → 2 of 3; current 1; best 1.
        try app.ok(["done", "Run", "--date", "2026-03-15"])
        try app.ok(["done", "Run", "--date", "2026-03-17"])
        let json = try app.json(["show", "run"])
        #expect(json["currentStreak"] as? Int == 1)
        #expect(json["bestStreak"] as? Int == 1)
        let rates = try #require(json["rates"] as? [[String: Any]])
        #expect(rates.first?["due"] as? Int == 3 && rates.first?["done"] as? Int == 2)
        #expect(json["lastRecords"] as? [String] == ["2026-03-17", "2026-03-15"])
        // Daily: 15th done (0.0519), 16th missed (×0.9481), 17th done (0.0986),
        // today not yet done counts as a missed day for the score, as in Loop → 0.0935.
        #expect(json["score"] as? Double == 0.0935)

        let human = try app.run(["show", "Run"], environment: ["COLUMNS": "200"])
        #expect(human.exitCode == 0, "\(human)")
        let monday = try #require(human.stdoutLines.firstIndex { $0.hasPrefix(texts.monday + " ") })
        // A year: 53 weeks of two columns after the weekday label.
        #expect(human.stdoutLines.allSatisfy { DisplayWidthProbe.columns($0) <= 200 })
        #expect(human.stdoutLines[monday].count > 100)
        #expect(human.stdout.contains(texts.last))
    }
}

/// Terminal columns of plain output lines in these tests: every character
/// here (letters, ■, ·, spaces) is one column except the emoji.
enum DisplayWidthProbe {
    static func columns(_ line: String) -> Int {
        line.reduce(0) { $0 + (($1.unicodeScalars.first?.properties.isEmojiPresentation ?? false) ? 2 : 1) }
    }
}

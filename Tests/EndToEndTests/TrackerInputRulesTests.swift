import Foundation
import Testing

/// The built `tracker` on both backends: one range of supported dates
/// (1900-01-01…9999-12-31) and one naming rule, the same exit code and line
/// on each, and nothing written when refused.
@Suite struct TrackerInputRulesTests {
    static func tracker(_ sandbox: TestSandbox, store: String, language: String = "en_US.UTF-8") -> ScriptedApp {
        ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.root + "/data", language: language,
            environment: ["POCKET_ANALYTICS": "off"])
    }

    static func seed(_ app: ScriptedApp, today: String) throws {
        try app.ok(["category", "add", "Home"], today: today)
        try app.ok(["add", "event", "T", "--category", "Home", "--emoji", "1", "--color", "1"], today: today)
    }

    static let range = "1900-01-01…9999-12-31"

    @Test(arguments: ["json", "sqlite"])
    func daysOutsideTheSupportedRangeExit64AndWriteNothing(store: String) throws {
        let sandbox = try TestSandbox(today: "1900-01-01")
        let app = Self.tracker(sandbox, store: store)
        try Self.seed(app, today: "1900-01-01")
        let before = try FolderSnapshot(sandbox.root + "/data")
        let year0 = try app.run(["done", "T", "--date", "yesterday"], today: "0000-01-01")
        #expect(year0.exitCode == 64)
        #expect(year0.stderr == "error: POCKET_TODAY '0000-01-01' is outside the supported dates \(Self.range)\n")
        let cases: [([String], String)] = [
            (["done", "T", "--date", "yesterday"], "yesterday"),
            (["done", "T", "--date", "1899-12-31"], "1899-12-31"),
            (["list", "--date", "0000-01-01"], "0000-01-01"),
            (["calendar", "--month", "1899-12"], "1899-12"),
        ]
        for (arguments, shown) in cases {
            let result = try app.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(
                result.stderr.hasPrefix("error: date “\(shown)” is outside the supported range \(Self.range)\n"),
                "\(result.stderr)")
        }
        let ru = try Self.tracker(sandbox, store: store, language: "ru_RU.UTF-8").run([
            "done", "T", "--date", "yesterday",
        ])
        #expect(ru.stderr.hasPrefix("error: дата «yesterday» вне поддерживаемого диапазона \(Self.range)\n"))
        // An export of the first day's data, moved back a day, is refused whole.
        let export = try app.ok(["export"])
        let file = try sandbox.write(
            Data(export.replacingOccurrences(of: "1900-01-01", with: "1899-12-31").utf8), to: "old.json")
        let imported = try app.run(["import", file])
        #expect(imported.exitCode == 64)
        #expect(imported.stderr.contains("outside the supported dates \(Self.range)"))
        #expect(try FolderSnapshot(sandbox.root + "/data") == before)
        // Within the range, both ends work, and `edit --days` stops at the first day.
        #expect(try app.json(["edit", "T", "--days", "+5"], today: "1900-01-02")["completedDays"] as? Int == 2)
        try app.ok(["list", "--date", "9999-12-31"], today: "9999-12-31")
    }

    @Test(arguments: ["json", "sqlite"])
    func namesARuleRefusesExit64OnEveryCommandAndWriteNothing(store: String) throws {
        let sandbox = try TestSandbox()
        let app = Self.tracker(sandbox, store: store)
        try Self.seed(app, today: sandbox.today)
        let before = try FolderSnapshot(sandbox.root + "/data")
        let names: [(String, String)] = [
            (
                "A\u{1B}[2JB",
                "error: the name contains a control character (escape, tab, line break or direction mark)\n"
            ),
            ("\u{200B}", "error: the name has no visible character\n"),
            ("a" + String(repeating: "\u{301}", count: 65_000), "error: the name is too long: at most 1024 bytes\n"),
        ]
        for (name, line) in names {
            for arguments in [
                ["add", "event", name, "--category", "Home", "--emoji", "1", "--color", "1"],
                ["edit", "T", "--name", name], ["category", "add", name], ["category", "rename", "Home", name],
            ] {
                let result = try app.run(arguments)
                #expect(result.exitCode == 64, "\(arguments.prefix(2))")
                #expect(result.stderr == line, "\(arguments.prefix(2))")
            }
        }
        #expect(try FolderSnapshot(sandbox.root + "/data") == before)
        // What is accepted is shown exactly, so one look names one thing.
        try app.ok(["category", "add", "AB"])
        let titles = try #require(try app.json(["category"])["categories"] as? [[String: Any]]).compactMap {
            $0["title"] as? String
        }
        #expect(titles == ["AB", "Home"])
    }
}

import Foundation
import Testing

/// `--color` means two things to `tracker`: the global `auto|always|never`
/// and the tracker's palette color of `add` and `edit`. The built executable
/// keeps them apart; and `pocket tracker` answers as `tracker` does.
@Suite struct TrackerColorOptionTests {
    /// Palette color 3.
    static let paletteColor3 = "#007BFA"

    @Test(
        """
        `tracker --color never add habit X … --color 3`: the global option before the command, the palette color \
        after it
        """,
        arguments: ["sqlite", "json"])
    func globalAndPaletteColorDoNotCollide(store: String) throws {
        let app = try TrackerCoreTests.tracker(store: store)
        try app.ok(["category", "add", "C"])
        let added = try app.run([
            "--color", "never", "add", "habit", "X", "--category", "C", "--schedule", "daily",
            "--emoji", "1", "--color", "3",
        ])
        #expect(added.exitCode == 0, "\(added)")
        #expect(added.stderr.isEmpty)
        #expect(!added.stdout.contains("\u{1B}"))
        let listed = try #require(Self.trackers(try app.json(["list"])).first { $0["name"] as? String == "X" })
        #expect(listed["color"] as? String == Self.paletteColor3)

        // The same with --json: the document of the new tracker carries the palette color.
        let json = try app.run([
            "--color", "never", "--json", "add", "habit", "Y", "--category", "C", "--schedule", "daily",
            "--emoji", "1", "--color", "3",
        ])
        #expect(json.exitCode == 0, "\(json)")
        let document = try json.jsonObject()
        #expect(document["name"] as? String == "Y")
        #expect(document["color"] as? String == Self.paletteColor3)
    }

    @Test("`tracker add habit --help` lists --color once, as the palette color")
    func addHelpListsColorOnce() throws {
        let help = try TrackerCoreTests.tracker(store: "sqlite").run(
            ["add", "habit", "--help"],
            environment: ["COLUMNS": "200"])
        #expect(help.exitCode == 0, "\(help)")
        let options = help.stdoutLines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--color") }
        #expect(options.count == 1, "\(help.stdout)")
        #expect(options.first?.contains("1–18") == true, "the palette color's help: \(options)")
        #expect(help.stdout.components(separatedBy: "[--color ").count == 2, "the usage line names --color once")
    }

    @Test("`tracker edit T --color always` exits 64: `always` is not a palette color", arguments: ["sqlite", "json"])
    func editWithAGlobalColorValueIsRefused(store: String) throws {
        let app = try TrackerCoreTests.tracker(store: store)
        try TrackerCoreTests.seed(app)
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        let result = try app.run(["edit", "Gym", "--color", "always"])
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.first?.hasPrefix("error: ") == true)
        #expect(result.stderr.contains("always"))
        #expect(try FolderSnapshot(app.sandbox.dataDirectory) == before, "the store's files changed")
        let gym = try #require(Self.trackers(try app.json(["list"])).first { $0["name"] as? String == "Gym" })
        #expect(gym["color"] as? String == Self.paletteColor3)
    }

    @Test("`pocket tracker list --json` equals `tracker list --json`", arguments: ["sqlite", "json"])
    func hostedListIsDirect(store: String) throws {
        let sandbox = try TestSandbox(today: "2026-03-18")
        // The default data folder, so the host must find the same one.
        let app = ScriptedApp("tracker", in: sandbox, environment: ["POCKET_STORE": store])
        try TrackerCoreTests.seed(app)
        try app.ok(["done", "Water"])
        for arguments in [
            ["list", "--json"], ["list", "--json", "--date", "yesterday"], ["list", "--json", "--filter", "completed"],
        ] {
            let direct = try app.run(arguments)
            let hosted = try app.throughHost.run(arguments)
            #expect(direct.exitCode == 0, "\(direct)")
            #expect(!Self.trackers(try direct.jsonObject()).isEmpty)
            #expect(hosted.exitCode == direct.exitCode, "\(arguments)")
            #expect(hosted.stdout == direct.stdout, "\(arguments)")
            #expect(hosted.stderr == direct.stderr, "\(arguments)")
        }
    }

    /// The trackers of every section of a `list --json` document.
    static func trackers(_ list: [String: Any]) -> [[String: Any]] {
        (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["trackers"] as? [[String: Any]] ?? [] }
    }
}

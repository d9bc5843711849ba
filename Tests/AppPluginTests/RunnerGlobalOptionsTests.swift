import PocketTestSupport
import Testing

@testable import AppPlugin

@Suite("Runner: global options and the environment")
struct RunnerGlobalOptionsTests {
    @Test(
        "global options stand before or after the command",
        arguments: [
            ["--json", "--store", "json", "--no-analytics", "facts"],
            ["facts", "--json", "--store", "json", "--no-analytics"],
            ["--json", "facts", "--store=json", "--no-analytics"],
        ])
    func globalOptionsAnywhere(arguments: [String]) throws {
        let result = try AppWorld().run(arguments)
        #expect(result.exitCode == 0, "\(result)")
        let facts = try result.json(EnvironmentFacts.self)
        #expect(facts.json)
        #expect(facts.store == "json")
        #expect(!facts.analyticsEnabled)
    }

    @Test("the default command takes options and global options")
    func defaultCommand() throws {
        let world = try AppWorld()
        #expect(world.run([]).stdout == "list 2026-11-29\n")
        #expect(world.run(["--date", "yesterday"]).stdout == "list 2026-11-28\n")
        #expect(world.run(["--search", "run", "--color", "never"]).stdout == "list 2026-11-29 search=run\n")
        let json = world.run(["--json", "--date", "2026-03-01"])
        #expect(json.exitCode == 0)
        #expect(try json.json([String: String].self) == ["date": "2026-03-01", "search": ""])
    }

    @Test("the store backend: sqlite by default, POCKET_STORE, then --store")
    func storeChoice() throws {
        let world = try AppWorld()
        #expect(try world.facts().store == "sqlite")
        #expect(try world.facts([], ["POCKET_STORE": "json"]).store == "json")
        #expect(try world.facts([], ["POCKET_STORE": "JSON"]).store == "json")
        #expect(try world.facts([], ["POCKET_STORE": ""]).store == "sqlite")
        #expect(try world.facts(["--store", "sqlite"], ["POCKET_STORE": "json"]).store == "sqlite")
    }

    @Test("the data folder: XDG by default, POCKET_DATA_DIR, then --data-dir")
    func dataDirectory() throws {
        let world = try AppWorld()
        #expect(try world.facts().data == world.dataDirectory())
        #expect(try world.facts([], ["POCKET_DATA_DIR": "/srv/a"]).data == "/srv/a")
        #expect(try world.facts(["--data-dir", "/srv/b"], ["POCKET_DATA_DIR": "/srv/a"]).data == "/srv/b")
        #expect(try world.facts([], ["XDG_DATA_HOME": "relative"]).data == world.home + "/.local/share/pocket/demo")
    }

    @Test("POCKET_TODAY fixes today")
    func today() throws {
        let world = try AppWorld(today: "2024-02-29")
        #expect(try world.facts().today == "2024-02-29")
        #expect(world.run(["list", "--date", "yesterday"]).stdout == "list 2024-02-28\n")
    }

    @Test("color: auto follows the terminal and NO_COLOR, always beats NO_COLOR, --json beats everything")
    func color() throws {
        let world = try AppWorld()
        let tty = world.terminal(stdout: true)
        #expect(try world.facts().colorDepth == "none")
        #expect(try world.facts([], terminal: tty).colorDepth == "ansi16")
        #expect(
            try world.facts(
                [], ["COLORTERM": "truecolor"], terminal: world.terminal(["COLORTERM": "truecolor"], stdout: true)
            )
            .colorDepth == "truecolor")
        #expect(
            try world.facts([], ["NO_COLOR": "1"], terminal: world.terminal(["NO_COLOR": "1"], stdout: true)).colorDepth
                == "none")
        #expect(try world.facts(["--color", "always"]).colorDepth == "ansi16")
        #expect(
            try world.facts(["--color", "always"], ["NO_COLOR": "1"], terminal: world.terminal(["NO_COLOR": "1"]))
                .colorDepth == "ansi16")
        #expect(try world.facts(["--color", "never"], terminal: tty).colorDepth == "none")
        #expect(try world.facts(["--json", "--color", "always"], terminal: tty).colorDepth == "none")
    }

    @Test("colored output really carries escapes only when allowed")
    func coloredOutput() throws {
        let world = try AppWorld()
        let colored = world.run(["onboarding", "--color", "always"])
        #expect(colored.stdout.contains("\u{1B}[1mTrack what you want\u{1B}[0m"))
        let plain = world.run(
            ["onboarding"], ["NO_COLOR": "1"], terminal: world.terminal(["NO_COLOR": "1"], stdout: true))
        #expect(plain.exitCode == 0)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.contains("Track what you want"))
    }

    @Test("theme: --theme beats POCKET_THEME beats COLORFGBG")
    func theme() throws {
        let world = try AppWorld()
        #expect(try world.facts().theme == "dark")
        #expect(
            try world.facts([], ["COLORFGBG": "0;15"], terminal: world.terminal(["COLORFGBG": "0;15"])).theme == "light"
        )
        #expect(
            try world.facts([], ["POCKET_THEME": "light"], terminal: world.terminal(["POCKET_THEME": "light"])).theme
                == "light")
        #expect(
            try world.facts(
                ["--theme", "dark"], ["POCKET_THEME": "light"],
                terminal: world.terminal(["POCKET_THEME": "light"])
            ).theme == "dark")
    }

    @Test("the language follows LANGUAGE, LC_ALL, LC_MESSAGES, LANG")
    func language() throws {
        let world = try AppWorld()
        #expect(try world.facts().language == "en")
        #expect(try world.facts([], ["LANG": "ru_RU.UTF-8"]).language == "ru")
        #expect(try world.facts([], ["LANG": "ru_RU.UTF-8", "LANGUAGE": "de:ru"]).language == "de")
        #expect(try world.facts([], ["LC_ALL": "C", "LANGUAGE": "de"]).language == "en")
        #expect(try world.facts([], ["LANG": "fr_FR.UTF-8"]).language == "en")
    }

    @Test("interactive only with a terminal on both ends and human output; the size is the terminal's")
    func interactive() throws {
        let world = try AppWorld()
        #expect(try !world.facts().interactive)
        #expect(try !world.facts([], terminal: world.terminal(stdout: true)).interactive)
        #expect(try !world.facts([], terminal: world.terminal(stdin: true)).interactive)
        #expect(try world.facts([], terminal: world.terminal(size: .init(columns: 123, rows: 40))).columns == 123)
    }
}

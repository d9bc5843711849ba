import Foundation
import PocketTestSupport
import Testing

@testable import AppPlugin

@Suite("Runner: help and version")
struct RunnerHelpTests {
    @Test("--help and -h print the root help on stdout and exit 0", arguments: [["--help"], ["-h"], ["help"]])
    func rootHelp(arguments: [String]) throws {
        let world = try AppWorld()
        // Wide enough that no help text wraps inside the strings checked below.
        let result = world.run(arguments, terminal: world.terminal(size: .init(columns: 200, rows: 50)))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let help = result.stdout
        #expect(help.hasPrefix("OVERVIEW: A demo app for the runner's tests.\n"))
        for section in ["\nUSAGE: demo ", "\nOPTIONS:\n", "\nSUBCOMMANDS:\n"] {
            #expect(help.contains(section), "\(section)")
        }
        // The plugin's commands, the default marked, then the built-ins; the global options.
        for row in [
            "  list (default)", "  add ", "  group ", "  onboarding ", "  analytics ", "  migrate ", "  completions ",
            "  --json ", "  --store <backend> ", "  --data-dir <path> ", "  --color <when> ", "  --theme <theme> ",
            "  --no-analytics ", "  --version ", "  -h, --help ",
        ] {
            #expect(help.contains(row), "missing \(row)")
        }
        #expect(help.contains("(values: json, sqlite; default: sqlite)"))
        #expect(help.contains("See 'demo help <subcommand>' for detailed help."))
    }

    @Test("help CMD, CMD --help and CMD -h agree and describe the command")
    func commandHelp() throws {
        let world = try AppWorld()
        let forms = [["help", "add"], ["add", "--help"], ["add", "-h"], ["add", "x", "--bogus", "-h"]].map {
            world.run($0)
        }
        for result in forms {
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout == forms[0].stdout)
        }
        let help = forms[0].stdout
        #expect(help.hasPrefix("OVERVIEW: Add an item.\n"))
        #expect(help.contains("USAGE: demo add <name> [--count <n>] [--yes]"))
        #expect(help.contains("ARGUMENTS:\n  <name>"))
        #expect(help.contains("  -y, --yes "))
        // Global options are accepted after the command, so its help lists them too.
        #expect(help.contains("  --json "))
        #expect(!help.contains("--version"))
        #expect(!help.contains("SUBCOMMANDS:"))
    }

    @Test("help of a nested command names its full path")
    func nestedHelp() throws {
        let result = try AppWorld().run(["help", "group", "make"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("USAGE: demo group make <title>"))
    }

    @Test("LANG=ru_RU.UTF-8 gives Russian help; the headings stay as in swift-argument-parser")
    func russianHelp() throws {
        let world = try AppWorld(language: "ru_RU.UTF-8")
        let result = world.run(["--help"], terminal: world.terminal(size: .init(columns: 200, rows: 50)))
        #expect(result.exitCode == 0)
        let help = result.stdout
        #expect(help.hasPrefix("OVERVIEW: Демо-приложение для тестов.\n"))
        for text in [
            "  list (по умолчанию)", "Показать список.", "Показать справку.", "Показать версию.",
            "Вывести JSON для программ.", "значения: json, sqlite; по умолчанию: sqlite",
            "Подробнее: «demo help <команда>».",
        ] {
            #expect(help.contains(text), "missing \(text)")
        }
        #expect(!help.contains("Show help information."))
    }

    @Test("LANGUAGE picks German ahead of LANG")
    func germanHelp() throws {
        let result = try AppWorld(language: "ru_RU.UTF-8").run(["--help"], ["LANGUAGE": "de:ru"])
        #expect(result.stdout.hasPrefix("OVERVIEW: Eine Demo-App für Tests.\n"))
        #expect(result.stdout.contains("Hilfe anzeigen."))
    }

    @Test("help wraps to the terminal's width")
    func helpWidth() throws {
        let world = try AppWorld()
        let narrow = world.run(["--help"], terminal: world.terminal(size: .init(columns: 50, rows: 20)))
        for line in narrow.stdoutLines { #expect(line.count <= 50, "\(line)") }
        #expect(narrow.stdout != world.run(["--help"]).stdout)
    }

    @Test("--version prints the name and version and exits 0, before or after other words")
    func version() throws {
        let world = try AppWorld()
        let result = world.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "demo 9.9.9\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("an app without a default command prints its help when run bare")
    func bareRunShowsHelp() throws {
        let world = try AppWorld()
        let result = world.run(BarePlugin(), [])
        #expect(result.exitCode == 0)
        #expect(result.stdout == world.run(BarePlugin(), ["--help"]).stdout)
        #expect(result.stdout.contains("  ping "))
        // No pages, no onboarding command.
        #expect(!result.stdout.contains("onboarding"))
        #expect(world.run(BarePlugin(), ["onboarding"]).exitCode == 64)
    }

    @Test("help never opens the store")
    func helpTouchesNoDisk() throws {
        let world = try AppWorld()
        try world.runOK(["--help"])
        try world.runOK(["--version"])
        #expect(!FileManager.default.fileExists(atPath: world.home))
    }
}

import GoalsApp
import Localization
import MyHabitsApp
import PocketTestSupport
import TerminalUI
import Testing
import TrackerApp

@testable import AppPlugin

/// `--help` and the errors that list choices say what the program does:
/// the words `--date` takes, the formats `export` writes, the options
/// `edit` takes, how a habit is found.
@Suite("Help that matches the program")
struct HelpMatchesProgramTests {
    static let habitApps: [any AppPlugin] = [TrackerPlugin(), GoalsPlugin()]

    /// `APP help COMMAND` on a terminal wide enough that no phrase is wrapped apart.
    static func help(_ world: AppWorld, _ plugin: any AppPlugin, _ command: String) throws -> String {
        let wide = world.terminal(size: TerminalSize(columns: 1000, rows: 24))
        return try world.runOK(plugin, ["help", command], terminal: wide).stdout
    }

    @Test("--date's help and its error's hint list every word the date parser takes", arguments: Language.allCases)
    func dateWords(language: Language) throws {
        let world = try AppWorld(language: AppWorld.locale(language))
        for plugin in Self.habitApps {
            for command in ["list", "undone"] {
                let help = try Self.help(world, plugin, command)
                for (word, _) in AppClock.dayWords {
                    #expect(help.contains(word), "\(plugin.name) \(command): \(help)")
                }
            }
            let refused = world.run(plugin, ["done", "x", "--date", "someday"])
            #expect(refused.exitCode == 64)
            for (word, _) in AppClock.dayWords { #expect(refused.stderr.contains(word), "\(refused)") }
        }
    }

    @Test("done's --date help says a day after today is refused")
    func doneRefusesTheFuture() throws {
        let world = try AppWorld()
        for plugin in Self.habitApps {
            let help = try Self.help(world, plugin, "done")
            #expect(help.contains("after today") && help.contains("refused"), "\(plugin.name): \(help)")
            #expect(world.run(plugin, ["done", "x", "--date", "tomorrow"]).exitCode == 64)
        }
    }

    @Test("goals offers no loop-csv: help, completions and the parser's error")
    func goalsExportFormats() throws {
        let world = try AppWorld()
        let help = try Self.help(world, GoalsPlugin(), "export")
        #expect(!help.contains("loop-csv") && help.contains("json, csv"), "\(help)")
        for shell in ["bash", "zsh", "fish"] {
            #expect(!(try world.runOK(GoalsPlugin(), ["completions", shell]).stdout.contains("loop-csv")), "\(shell)")
        }
        let refused = world.run(GoalsPlugin(), ["export", "--format", "loop-csv"])
        #expect(refused.exitCode == 64 && !refused.stderr.contains("'loop-csv'?") && refused.stderr.contains("csv"))
        let tracker = try Self.help(world, TrackerPlugin(), "export")
        #expect(tracker.contains("loop-csv"), "\(tracker)")
    }

    @Test(
        "edit without options names every option edit takes",
        arguments: [
            (
                "tracker",
                [
                    "--name", "--category", "--schedule", "--times", "--per", "--emoji", "--color", "--days",
                    "--remind",
                    "--question", "--description",
                ]
            ),
            ("goals", ["--name", "--emoji", "--color", "--days", "--remind"]),
            ("my-habits", ["--name", "--time", "--color"]),
        ])
    func editListsItsOptions(app: String, options: [String]) throws {
        let plugin: any AppPlugin = [TrackerPlugin(), GoalsPlugin(), MyHabitsPlugin()].first { $0.name == app }!
        let world = try AppWorld()
        if app == "my-habits" { try world.runOK(plugin, ["add", "Walk", "--time", "07:00", "--color", "red"]) }
        let result = world.run(plugin, ["edit", app == "my-habits" ? "Walk" : "x"])
        #expect(result.exitCode == 64, "\(result)")
        let line = result.stderrLines.first ?? ""
        let listed = line.split(separator: ": ").last.map { $0.components(separatedBy: ", ") } ?? []
        #expect(listed == options, "\(line)")
    }

    @Test("my-habits' habit argument says it may be part of a name, and it is", arguments: Language.allCases)
    func habitByPartOfItsName(language: Language) throws {
        let world = try AppWorld(language: AppWorld.locale(language))
        let help = try Self.help(world, MyHabitsPlugin(), "track")
        let part = ["en": "part of its name", "ru": "часть названия", "de": "Teil ihres Namens"][language.rawValue]!
        #expect(help.contains(part), "\(help)")
        try world.runOK(MyHabitsPlugin(), ["add", "Morning walk", "--time", "07:00", "--color", "red"])
        #expect(try world.runOK(MyHabitsPlugin(), ["track", "walk"]).exitCode == 0)
    }
}

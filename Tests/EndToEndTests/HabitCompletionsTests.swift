import Foundation
import Testing

/// The completion scripts of `tracker` and `goals` offer the store's names
/// for T / G and recent days for `--date`, asking the app
/// (`APP __complete SOURCE PREFIX WORDS…`), in bash, zsh and fish.
@Suite struct HabitCompletionsTests {
    static func shell(_ name: String) -> String? { SystemTool.path(name) }

    /// The seeded tracker plus an event whose name has spaces.
    static func tracker() throws -> ScriptedApp {
        let app = try TrackerCoreTests.tracker(store: "json")
        try TrackerCoreTests.seed(app)
        try app.ok(["add", "event", "Read a book", "--category", "Home", "--emoji", "2", "--color", "2"])
        return app
    }

    static func script(_ app: ScriptedApp, _ shell: String) throws -> String {
        try app.sandbox.write(Data(try app.ok(["completions", shell]).utf8), to: "\(app.app).\(shell)")
    }

    /// The words a user typed: the executable's path, the app's global options, then `typed`.
    static func words(_ app: ScriptedApp, _ typed: [String]) throws -> [String] { try app.commandLine(typed) }

    static let recentDays = ["today", "yesterday"] + (12...18).reversed().map { "2026-03-\($0)" }

    @Test func bashOffersNamesAndDates() throws {
        let bash = try #require(Self.shell("bash"), "bash is needed")
        let app = try Self.tracker()
        let path = try Self.script(app, "bash")
        func complete(_ typed: [String]) throws -> [String] {
            let words = try Self.words(app, typed)
            let array = Shell.quote(words)
            let program =
                "source \(Shell.quote([path])); COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _tracker; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try ProcessRunner.run(
                bash, ["--norc", "--noprofile", "-c", program], environment: app.terminalEnvironment())
            #expect(result.exitCode == 0, "\(result)")
            return result.stdoutLines.filter { !$0.isEmpty }
        }
        #expect(try complete(["done", ""]) == ["Gym", "Plants", "Read\\ a\\ book", "Water"])
        #expect(try complete(["done", "Water", "g"]) == ["Gym"], "every word of a repeated argument")
        #expect(try complete(["show", "WA"]) == ["Water"], "case-insensitive, the name as stored")
        #expect(try complete(["delete", "rea"]) == ["Read\\ a\\ book"])
        #expect(try complete(["done", "Gym", "--date", ""]) == Self.recentDays)
        #expect(try complete(["undone", "--date", "y"]) == ["yesterday"])
        #expect(try complete(["done", "--da"]) == ["--date", "--data-dir", "--day-start"], "options still complete")
        #expect(try complete(["category", "a"]) == ["add"], "subcommands still complete")
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshOffersNamesAndDates() throws {
        let app = try Self.tracker()
        let path = try Self.script(app, "zsh")
        func complete(_ typed: [String], prefix: String) throws -> [String] {
            let words = try Self.words(app, typed)
            // compadd and compdef exist only inside the completion system; these stand-ins print what would be offered.
            let program =
                "compadd() { print -rl -- \"$@\" }; compdef() { }; source \(Shell.quote([path])); "
                + "words=(\(Shell.quote(words))); CURRENT=\(words.count); PREFIX=\(Shell.quote([prefix])); _tracker"
            let result = try ProcessRunner.run(
                Self.shell("zsh")!, ["-f", "-c", program], environment: app.terminalEnvironment())
            #expect(result.exitCode == 0, "\(result)")
            return result.stdoutLines.filter { !$0.isEmpty && $0 != "-U" && $0 != "--" }
        }
        #expect(try complete(["done", "r"], prefix: "r") == ["Read a book"])
        #expect(try complete(["pin", ""], prefix: "") == ["Gym", "Plants", "Read a book", "Water"])
        #expect(try complete(["done", "--date", ""], prefix: "") == Self.recentDays)
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishOffersNamesAndDates() throws {
        let app = try Self.tracker()
        let path = try Self.script(app, "fish")
        func complete(_ line: [String]) throws -> [String] {
            // Typed as a user would: bare words (the sandbox's paths have no spaces).
            let typed = try Self.words(app, line).joined(separator: " ")
            // The line reaches fish in a variable: fish's quoting is not POSIX's.
            let program = "source \(Shell.quote([path])); complete -C \"$TYPED\""
            let result = try ProcessRunner.run(
                Self.shell("fish")!, ["--no-config", "-c", program],
                environment: app.terminalEnvironment(["TYPED": typed]))
            #expect(result.exitCode == 0, "\(result)")
            return result.stdoutLines.map { String($0.prefix { $0 != "\t" }) }.filter { !$0.isEmpty }
        }
        #expect(try complete(["done", "Wa"]) == ["Water"])
        #expect(try complete(["show", "Read"]) == ["Read a book"])
        #expect(Set(try complete(["done", "--date", "2026-03-1"])) == Set((12...18).map { "2026-03-\($0)" }))
    }

    @Test func goalsOfferTheirNames() throws {
        let bash = try #require(Self.shell("bash"), "bash is needed")
        let app = try GoalsCoreTests.goals(store: "sqlite")
        try GoalsCoreTests.seed(app)
        let path = try Self.script(app, "bash")
        let words = try Self.words(app, ["done", "r"])
        let program =
            "source \(Shell.quote([path])); COMP_WORDS=(\(Shell.quote(words))); COMP_CWORD=\(words.count - 1); "
            + "_goals; printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try ProcessRunner.run(
            bash, ["--norc", "--noprofile", "-c", program], environment: app.terminalEnvironment())
        #expect(result.stdoutLines.filter { !$0.isEmpty } == ["Run"], "\(result)")
        // Without a data folder nothing is offered and nothing is created.
        let empty = try TestSandbox(today: "2026-03-18")
        let none = try empty.run("goals", ["__complete", "names", ""])
        #expect(none.exitCode == 0 && none.stdout.isEmpty && none.stderr.isEmpty)
    }
}

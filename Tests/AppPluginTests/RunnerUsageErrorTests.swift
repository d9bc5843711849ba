import PocketTestSupport
import Testing

@testable import AppPlugin

/// Every bad command line: exit 64, `error: …` and `See '…'` on stderr, nothing on stdout.
@Suite("Runner: usage errors")
struct RunnerUsageErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var seeHelp: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["--colr", "always"], error: "unknown option '--colr'; did you mean '--color'?",
            seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["list", "--jsn"], error: "unknown option '--jsn'; did you mean '--json'?",
            seeHelp: "See 'demo list --help'."),
        Case(
            arguments: ["add", "x", "--cuont", "2"], error: "unknown option '--cuont'; did you mean '--count'?",
            seeHelp: "See 'demo add --help'."),
        Case(arguments: ["--zzzzzz"], error: "unknown option '--zzzzzz'", seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["analytcs"], error: "unknown command 'analytcs'; did you mean 'analytics'?",
            seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["group", "mkae", "t"], error: "unknown command 'mkae'; did you mean 'make'?",
            seeHelp: "See 'demo group --help'."),
        Case(arguments: ["add"], error: "missing argument <name>", seeHelp: "See 'demo add --help'."),
        Case(
            arguments: ["add", "x", "--count"], error: "missing value for '--count'",
            seeHelp: "See 'demo add --help'."),
        Case(arguments: ["add", "x", "y"], error: "unexpected argument 'y'", seeHelp: "See 'demo add --help'."),
        Case(
            arguments: ["add", "x", "--count", "1", "--count", "2"], error: "option '--count' given more than once",
            seeHelp: "See 'demo add --help'."),
        Case(
            arguments: ["--json=yes", "list"], error: "option '--json' takes no value (got 'yes')",
            seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["--store", "xml"], error: "invalid value 'xml' for --store (expected one of: json, sqlite)",
            seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["list", "--color=sometimes"],
            error: "invalid value 'sometimes' for --color (expected one of: auto, always, never)",
            seeHelp: "See 'demo list --help'."),
        Case(
            arguments: ["completions", "tcsh"],
            error: "invalid value 'tcsh' for <shell> (expected one of: bash, zsh, fish)",
            seeHelp: "See 'demo completions --help'."),
        Case(arguments: ["completions"], error: "missing argument <shell>", seeHelp: "See 'demo completions --help'."),
        // Raised by commands after parsing: the same two lines.
        Case(
            arguments: ["add", "x", "--count", "many"], error: "invalid value 'many' for --count",
            seeHelp: "See 'demo --help'."),
        Case(
            arguments: ["list", "--date", "someday"], error: "invalid value 'someday' for --date",
            seeHelp: "See 'demo --help'."),
        Case(arguments: ["migrate"], error: "missing option '--to'", seeHelp: "See 'demo --help'."),
        Case(arguments: ["fail", "usage"], error: "missing option '--count'", seeHelp: "See 'demo --help'."),
    ]

    @Test("exit 64 with one error line and one see-help line", arguments: cases)
    func usageError(_ example: Case) throws {
        let result = try AppWorld().run(example.arguments)
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: " + example.error, example.seeHelp])
    }

    @Test("Russian messages keep the error: prefix and translate the rest")
    func russianUsageError() throws {
        let result = try AppWorld(language: "ru_RU.UTF-8").run(["--colr"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderrLines == [
                "error: неизвестный параметр «--colr»; может быть, «--color»?", "Справка: «demo --help».",
            ])
    }

    @Test("escape sequences typed on the command line do not reach the terminal")
    func sanitizedEcho() throws {
        let result = try AppWorld().run(["li\u{1B}[2Jst"])
        #expect(result.exitCode == 64)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderrLines.count == 2)
    }

    @Test(
        "a bad POCKET_TODAY is a usage error, never a silent fallback",
        arguments: ["2026-13-45", "tomorrow", "29.11.2026"])
    func badToday(value: String) throws {
        let result = try AppWorld().run(["list"], ["POCKET_TODAY": value])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: POCKET_TODAY must be a date YYYY-MM-DD, not '\(value)'"])
    }

    @Test(
        "a bad POCKET_STORE or POCKET_THEME is a usage error naming the variable and the choices; the option beats it")
    func badStoreVariable() throws {
        let world = try AppWorld()
        let result = world.run(["list"], ["POCKET_STORE": "xml"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderrLines == [
                "error: invalid value 'xml' for POCKET_STORE (expected one of: json, sqlite)", "See 'demo --help'.",
            ])
        #expect(world.run(["list", "--store", "json"], ["POCKET_STORE": "xml"]).exitCode == 0)
        let theme = world.run(["list"], ["POCKET_THEME": "bogus"])
        #expect(theme.exitCode == 64)
        #expect(
            theme.stderrLines.first
                == "error: invalid value 'bogus' for POCKET_THEME (expected one of: auto, light, dark)")
        #expect(world.run(["list", "--theme", "dark"], ["POCKET_THEME": "bogus"]).exitCode == 0)
        #expect(world.run(["list"], ["POCKET_THEME": "LIGHT"]).exitCode == 0)
    }
}

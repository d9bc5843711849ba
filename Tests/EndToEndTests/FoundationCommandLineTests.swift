import Foundation
import Testing

/// The built executables' command line: help, version, errors, languages.
@Suite("Foundation: command line of the built executables")
struct FoundationCommandLineTests {
    /// The executables whose command line comes from the shared runner alone
    /// (their own commands arrive with their issues).
    static let apps = ["goals", "image-feed", "my-habits"]
    static let executables = apps + ["pocket"]

    @Test("--help: exit 0, the swift-argument-parser sections on stdout, nothing on stderr", arguments: executables)
    func help(executable: String) throws {
        let sandbox = try TestSandbox()
        for flag in ["--help", "-h"] {
            let result = try sandbox.run(executable, [flag])
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stderr.isEmpty)
            let help = result.stdout
            #expect(help.hasPrefix("OVERVIEW: "))
            for section in ["\nUSAGE: \(executable)", "\nOPTIONS:\n", "\nSUBCOMMANDS:\n", "  -h, --help "] {
                #expect(help.contains(section), "\(executable) \(flag) lacks \(section)")
            }
        }
    }

    @Test("the apps' help lists the global options and the built-in commands", arguments: apps)
    func appHelpContents(executable: String) throws {
        let help = try TestSandbox().run(executable, ["--help"], environment: ["COLUMNS": "200"]).stdout
        for row in [
            "  --json ", "  --store <backend> ", "  --data-dir <path> ", "  --color <when> ", "  --theme <theme> ",
            "  --no-analytics ", "  --version ", "  analytics ", "  migrate ", "  completions ",
        ] {
            #expect(help.contains(row), "\(executable) help lacks \(row)")
        }
    }

    @Test("help CMD is CMD --help", arguments: apps)
    func subcommandHelp(executable: String) throws {
        let sandbox = try TestSandbox()
        let viaHelp = try sandbox.run(executable, ["help", "migrate"])
        let viaFlag = try sandbox.run(executable, ["migrate", "--help"])
        #expect(viaHelp.exitCode == 0 && viaFlag.exitCode == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.contains("USAGE: \(executable) migrate --to <backend> [--force]"))
    }

    @Test("--version: the name and one workspace version, exit 0")
    func version() throws {
        let sandbox = try TestSandbox()
        var versions: Set<String> = []
        for executable in Self.executables {
            let result = try sandbox.run(executable, ["--version"])
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stderr.isEmpty)
            let words = result.stdoutLines.first?.split(separator: " ").map(String.init) ?? []
            #expect(result.stdoutLines.count == 1)
            #expect(words.count == 2 && words[0] == executable, "\(result)")
            let parts = words.last?.split(separator: ".") ?? []
            #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "not a version: \(result.stdout)")
            versions.insert(words.last ?? "")
        }
        #expect(versions.count == 1, "one workspace, one release: \(versions)")
    }

    struct BadLine: Sendable, CustomTestStringConvertible {
        var executable: String
        var arguments: [String]
        var error: String
        var seeHelp: String
        var testDescription: String { ([executable] + arguments).joined(separator: " ") }
    }

    static let badLines: [BadLine] =
        apps.flatMap { app in
            [
                BadLine(
                    executable: app, arguments: ["--colr", "always"],
                    error: "unknown option '--colr'; did you mean '--color'?",
                    seeHelp: "See '\(app) --help'."),
                BadLine(
                    executable: app, arguments: ["analytics", "--jsn"],
                    error: "unknown option '--jsn'; did you mean '--json'?",
                    seeHelp: "See '\(app) analytics --help'."),
                BadLine(
                    executable: app, arguments: ["migrat", "--to", "json"],
                    error: "unknown command 'migrat'; did you mean 'migrate'?",
                    seeHelp: "See '\(app) --help'."),
                BadLine(
                    executable: app, arguments: ["--store", "xml", "analytics"],
                    error: "invalid value 'xml' for --store (expected one of: json, sqlite)",
                    seeHelp: "See '\(app) --help'."),
                BadLine(
                    executable: app, arguments: ["analytics", "--data-dir"], error: "missing value for '--data-dir'",
                    seeHelp: "See '\(app) analytics --help'."),
            ]
        } + [
            BadLine(
                executable: "pocket", arguments: ["apps", "--jsn"],
                error: "unknown option '--jsn'; did you mean '--json'?",
                seeHelp: "See 'pocket apps --help'."),
            BadLine(
                executable: "pocket", arguments: ["gaols"], error: "unknown command 'gaols'; did you mean 'goals'?",
                seeHelp: "See 'pocket --help'."),
        ]

    @Test(
        "a bad command line: exit 64, exactly the error and see-help lines on stderr, nothing on stdout",
        arguments: badLines)
    func usageError(_ line: BadLine) throws {
        let result = try TestSandbox().run(line.executable, line.arguments)
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: " + line.error, line.seeHelp])
        for trace in ["Fatal error", "Stack dump", "stack trace", "Backtrace", "#0 "] {
            #expect(!result.stderr.contains(trace))
        }
    }

    /// image-feed keeps no days: it does not read POCKET_TODAY (nor lists it on its page).
    @Test(
        "a bad POCKET_TODAY (in an app that keeps days) or POCKET_STORE exits 64 with one error line", arguments: apps)
    func badVariables(executable: String) throws {
        let sandbox = try TestSandbox()
        let today = try sandbox.run(executable, ["analytics"], today: "2026-02-30")
        if executable == "image-feed" {
            #expect(today.exitCode == 0 && today.stderr.isEmpty, "\(today)")
        } else {
            #expect(today.exitCode == 64)
            #expect(today.stderrLines == ["error: POCKET_TODAY must be a date YYYY-MM-DD, not '2026-02-30'"])
        }
        let store = try sandbox.run(executable, ["analytics"], environment: ["POCKET_STORE": "xml"])
        #expect(store.exitCode == 64)
        #expect(
            store.stderrLines.first == "error: invalid value 'xml' for POCKET_STORE (expected one of: json, sqlite)")
    }

    @Test("LANG=ru_RU.UTF-8 gives Russian help and Russian errors", arguments: executables)
    func russian(executable: String) throws {
        let sandbox = try TestSandbox()
        let help = try sandbox.run(executable, ["--help"], language: "ru_RU.UTF-8")
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("  -h, --help              Показать справку."))
        #expect(!help.stdout.contains("Show help information."))
        let english = try sandbox.run(executable, ["--help"])
        #expect(english.stdout.contains("  -h, --help              Show help information."))
        #expect(
            help.stdout.split(separator: "\n").first != english.stdout.split(separator: "\n").first,
            "the overview is translated")
        if executable != "pocket" {
            let error = try sandbox.run(executable, ["--colr"], language: "ru_RU.UTF-8")
            #expect(
                error.stderrLines == [
                    "error: неизвестный параметр «--colr»; может быть, «--color»?",
                    "Справка: «\(executable) --help».",
                ])
        }
    }

    @Test("LANGUAGE=de:ru beats LANG=ru_RU.UTF-8: German", arguments: executables)
    func german(executable: String) throws {
        let result = try TestSandbox().run(
            executable, ["--help"], language: "ru_RU.UTF-8", environment: ["LANGUAGE": "de:ru"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("  -h, --help              Hilfe anzeigen."))
    }

    @Test("LC_ALL beats LANG; the C locale is English and ignores LANGUAGE")
    func localePrecedence() throws {
        let sandbox = try TestSandbox()
        let lcAll = try sandbox.run("goals", ["--help"], environment: ["LC_ALL": "ru_RU.UTF-8"])
        #expect(lcAll.stdout.contains("Показать справку."))
        let c = try sandbox.run("goals", ["--help"], language: "C", environment: ["LANGUAGE": "ru"])
        #expect(c.stdout.contains("Show help information."))
    }
}

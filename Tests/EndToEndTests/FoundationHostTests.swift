import Foundation
import PocketTestSupport
import Testing

/// The `pocket` host as built: it lists the apps and runs them unchanged.
@Suite("Foundation: the pocket host")
struct FoundationHostTests {
    @Test("`pocket` and `pocket apps` list every app with its version", arguments: [[], ["apps"]])
    func listsApps(arguments: [String]) throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("pocket", arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutLines.first == "Apps:")
        let version = try sandbox.run("goals", ["--version"]).stdout.split(separator: " ").last.map {
            $0.trimmingCharacters(in: .newlines)
        }
        for app in FoundationCommandLineTests.apps {
            let row = result.stdoutLines.first { $0.hasPrefix("  \(app) ") }
            #expect(row != nil, "\(app) is not listed")
            #expect(row?.contains(" \(version ?? "?") ") == true)
        }
        #expect(result.stdoutLines.last?.contains("pocket") == true)
    }

    /// Each app's summary in `lines` (its row, then the rows under its
    /// column), the rows checked to be at most `width` and to continue under
    /// the summary's column. The summaries are Latin and Cyrillic letters, one
    /// column each, so characters count columns.
    static func summaries(_ lines: [String], width: Int, language: String) throws -> [String: String] {
        var found: [String: String] = [:]
        var current: String?
        var column = 0
        for line in lines {  // the title and the usage line fall to `else`
            #expect(line.count <= width, "\(language) \(width): “\(line)”")
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                // `  NAME  VERSION  SUMMARY`
                let name = line.drop { $0 == " " }.prefix { $0 != " " }
                let afterName = line.drop { $0 == " " }.dropFirst(name.count).drop { $0 == " " }
                let version = afterName.prefix { $0 != " " }
                let summary = afterName.dropFirst(version.count).drop { $0 == " " }
                current = String(name)
                found[String(name)] = String(summary)
                column = line.count - summary.count
            } else if let app = current, line.hasPrefix("   ") {
                #expect(
                    line.prefix { $0 == " " }.count == column, "\(language) \(width): “\(line)” not under its column")
                found[app, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                current = nil
            }
        }
        return found
    }

    @Test(
        "Each app's summary wraps at words under its own column",
        arguments: ["ru_RU.UTF-8", "de_DE.UTF-8", "en_US.UTF-8"], [80, 60])
    func summariesWrapAtWords(language: String, width: Int) throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("pocket", [], language: language, environment: ["COLUMNS": String(width)])
        #expect(result.exitCode == 0, "\(result)")
        let json = try sandbox.run("pocket", ["apps", "--json"], language: language)
        let apps = try JSONDecoder().decode([String: [[String: String]]].self, from: json.stdoutData)["apps"] ?? []
        let shown = try Self.summaries(result.stdoutLines, width: width, language: language)
        for app in apps {
            // The words as they are: a word broken across two rows would not match.
            #expect(shown[app["name"] ?? ""] == app["summary"], "\(language) \(width):\n\(result.stdout)")
        }
    }

    @Test(
        "On a terminal the list keeps to its width (tmux)",
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
        arguments: ["ru_RU.UTF-8", "de_DE.UTF-8"], [80, 60])
    func listOnATerminal(language: String, width: Int) throws {
        let sandbox = try TestSandbox()
        let tmux = try TmuxSession(
            [try BuiltExecutables.path("pocket")], in: sandbox, environment: sandbox.environment(language: language),
            columns: width, rows: 24)
        #expect(try tmux.waitForExit() == 0)
        let screen = try tmux.captureJoined()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = try Self.summaries(lines, width: width, language: language)
        let json = try sandbox.run("pocket", ["apps", "--json"], language: language)
        let apps = try JSONDecoder().decode([String: [[String: String]]].self, from: json.stdoutData)["apps"] ?? []
        for app in apps { #expect(shown[app["name"] ?? ""] == app["summary"], "\(screen)") }
    }

    @Test("`pocket apps --json` is one JSON document naming the apps")
    func appsJSON() throws {
        let result = try TestSandbox().run("pocket", ["apps", "--json"])
        #expect(result.exitCode == 0)
        let document = try JSONDecoder().decode([String: [[String: String]]].self, from: result.stdoutData)
        let names = document["apps"]?.compactMap { $0["name"] } ?? []
        for app in FoundationCommandLineTests.apps { #expect(names.contains(app)) }
        #expect(document["apps"]?.allSatisfy { !($0["summary"] ?? "").isEmpty && $0["version"] != nil } == true)
    }

    @Test("`pocket APP …` behaves exactly as `APP …`", arguments: FoundationCommandLineTests.apps)
    func hostedIsDirect(app: String) throws {
        let sandbox = try TestSandbox()
        for arguments in [["--help"], ["help", "migrate"], ["--version"], ["--colr"], ["analytics", "--json"]] {
            for language in ["en_US.UTF-8", "ru_RU.UTF-8"] {
                let hosted = try sandbox.run("pocket", [app] + arguments, language: language)
                let direct = try sandbox.run(app, arguments, language: language)
                #expect(hosted.exitCode == direct.exitCode, "\(arguments)")
                #expect(hosted.stdout == direct.stdout, "\(arguments)")
                #expect(hosted.stderr == direct.stderr, "\(arguments)")
            }
        }
    }
}

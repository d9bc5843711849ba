import Foundation
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

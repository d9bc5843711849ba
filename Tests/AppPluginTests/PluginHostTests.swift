import GoalsApp
import ImageFeedApp
import Localization
import MyHabitsApp
import NetworkingLive
import PocketTestSupport
import Testing

@testable import AppPlugin

@Suite("PluginHost")
struct PluginHostTests {
    let plugins: [any AppPlugin] = [DemoPlugin(), BarePlugin()]

    @Test("`pocket` and `pocket apps` list the plugins with version and summary", arguments: [[], ["apps"]])
    func listsApps(arguments: [String]) throws {
        let result = try AppWorld().runHost(plugins, arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdoutLines == [
                "Apps:",
                "  demo  9.9.9  A demo app for the runner's tests.",
                "  bare  0.0.1  A bare app.",
                "",
                "Run one with 'pocket APP [COMMAND]', e.g. 'pocket tracker list'.",
            ])
    }

    @Test("the list is localized")
    func russianList() throws {
        let result = try AppWorld(language: "ru_RU.UTF-8").runHost(plugins, [])
        #expect(result.stdoutLines.first == "Приложения:")
        #expect(result.stdout.contains("Демо-приложение для тестов."))
    }

    @Test("`pocket apps --json` is one JSON document")
    func appsJSON() throws {
        let result = try AppWorld().runHost(plugins, ["apps", "--json"])
        #expect(result.exitCode == 0)
        let document = try result.json([String: [[String: String]]].self)
        #expect(
            document["apps"] == [
                ["name": "demo", "version": "9.9.9", "summary": "A demo app for the runner's tests."],
                ["name": "bare", "version": "0.0.1", "summary": "A bare app."],
            ])
    }

    @Test(
        "`pocket APP …` is exactly `APP …`: help, output, errors and exit codes",
        arguments: [
            ["--help"], ["-h"], ["help", "add"], ["--version"], ["list", "--date", "yesterday"], ["--colr"],
            ["fail", "app"],
            ["onboarding"], ["completions", "zsh"],
        ])
    func runsApps(arguments: [String]) throws {
        let world = try AppWorld()
        let hosted = world.runHost(plugins, ["demo"] + arguments)
        let direct = world.run(DemoPlugin(), arguments)
        #expect(hosted.exitCode == direct.exitCode)
        #expect(hosted.stdout == direct.stdout)
        #expect(hosted.stderr == direct.stderr)
    }

    @Test("an unknown app exits 64 with a suggestion")
    func unknownApp() throws {
        let result = try AppWorld().runHost(plugins, ["dmeo", "list"])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: unknown command 'dmeo'; did you mean 'demo'?", "See 'pocket --help'."])
    }

    @Test("an unknown option of the host exits 64")
    func unknownOption() throws {
        let result = try AppWorld().runHost(plugins, ["apps", "--jsno"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderrLines == [
                "error: unknown option '--jsno'; did you mean '--json'?", "See 'pocket apps --help'.",
            ])
    }

    @Test("the host's own help, version and completions")
    func hostCommands() throws {
        let world = try AppWorld()
        let help = world.runHost(plugins, ["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Pocket: runs the Pocket apps.\n"))
        #expect(help.stdout.contains("  apps (default) "))
        #expect(help.stdout.contains("  demo                    A demo app for the runner's tests."))
        #expect(world.runHost(plugins, ["--version"]).stdout == "pocket 1.2.3\n")
        let completions = world.runHost(plugins, ["completions", "fish"])
        #expect(completions.exitCode == 0)
        #expect(completions.stdout.contains("demo") && completions.stdout.contains("bare"))
    }

    @Test("the real plugins have distinct names and summaries in every language")
    func realPlugins() {
        // The live transport, as the programs pass it: nothing here sends a request.
        let imageFeed = ImageFeedPlugin(transport: { CurlClient(baseURL: $0, timeouts: $1) })
        let real: [any AppPlugin] = [GoalsPlugin(), imageFeed, MyHabitsPlugin()]
        #expect(real.map(\.name) == ["goals", "image-feed", "my-habits"])
        for language in Language.allCases {
            let summaries = real.map { $0.summary(Localizer(language: language)) }
            #expect(Set(summaries).count == real.count)
            #expect(summaries.allSatisfy { !$0.isEmpty && !$0.hasSuffix(".summary") }, "\(language): \(summaries)")
        }
    }
}

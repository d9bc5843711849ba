import CLIKit
import GoalsApp
import ImageFeedApp
import Localization
import MyHabitsApp
import NetworkingLive
import Testing
import TrackerApp

@testable import AppPlugin

/// The parser finds a command by its deferred entry's name and aliases
/// before it builds the spec, so each must be the spec's own.
@Suite("Deferred commands: names")
struct DeferredCommandNamesTests {
    @Test("every app's commands, built-ins included, are named as their specs, in every language")
    func namesMatchSpecs() {
        let imageFeed = ImageFeedPlugin(transport: { CurlClient(baseURL: $0, timeouts: $1) })
        let plugins: [any AppPlugin] = [TrackerPlugin(), GoalsPlugin(), imageFeed, MyHabitsPlugin()]
        for plugin in plugins {
            for language in Language.allCases {
                var pending = [AppRunner.rootCommand(plugin, Localizer(language: language))]
                while let command = pending.popLast() {
                    for entry in command.deferredSubcommands {
                        let spec = entry.spec
                        #expect(entry.name == spec.name && entry.aliases == spec.aliases, "\(plugin.name) \(spec.name)")
                        pending.append(spec)
                    }
                }
            }
        }
    }
}

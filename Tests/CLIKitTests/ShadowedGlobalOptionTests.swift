import Foundation
import Testing

@testable import CLIKit

/// Every app has a global `--color auto|always|never` and `tracker add … --color K`
/// (a palette color): a command's own option shadows the global one.
@Suite struct ShadowedGlobalOptionTests {
    let root = CommandSpec(
        name: "tracker",
        options: [
            OptionSpec("color", kind: .value, choices: ["auto", "always", "never"], isGlobal: true),
            OptionSpec("json", isGlobal: true),
        ],
        subcommands: [
            CommandSpec(name: "add", options: [OptionSpec("color", kind: .value)]),
            CommandSpec(name: "list"),
        ])

    func invocation(_ arguments: [String]) throws -> Invocation {
        guard case .run(let invocation) = try CommandParser(root: root).parse(arguments) else {
            Issue.record("expected a run")
            return Invocation(commandPath: [])
        }
        return invocation
    }

    @Test func theCommandsOwnOptionWinsAfterTheSubcommand() throws {
        let parsed = try invocation(["add", "--color", "3"])
        #expect(parsed.string("color") == "3")
        #expect(parsed.global("color") == nil)
    }

    @Test func theGlobalBeforeTheSubcommandDoesNotCollideWithTheLocal() throws {
        let parsed = try invocation(["--color", "never", "add", "--color", "3", "--json"])
        #expect(parsed.string("color") == "3")
        #expect(parsed.global("color") == "never")
        #expect(parsed.globalFlag("json"))
        #expect(parsed.flag("json"))
    }

    @Test func anUnshadowedGlobalIsReadableBothWays() throws {
        let parsed = try invocation(["list", "--color", "always"])
        #expect(parsed.string("color") == "always")
        #expect(parsed.global("color") == "always")
    }

    @Test func theLocalOptionTakesAnyValueWhileTheGlobalChecksItsChoices() throws {
        #expect(try invocation(["add", "--color", "#FF881E"]).string("color") == "#FF881E")
        #expect(throws: ParseError.self) { try invocation(["--color", "3", "add"]) }
    }

    @Test func helpOfTheCommandListsOnlyItsOwnColorOption() {
        let help = HelpRenderer(root: root).render(path: ["add"])
        let optionLines = help.split(separator: "\n").filter { $0.hasPrefix("  --color") }
        #expect(optionLines.count == 1)
        #expect(!help.contains("auto, always, never"))
    }
}

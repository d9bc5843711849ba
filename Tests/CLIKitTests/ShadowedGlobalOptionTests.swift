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

    /// `add`'s own `--color`, the global one, and `--json` as a global flag and as read by any command.
    let color = Option<String?>("color")
    let globalColor = Option<String?>("color", isGlobal: true)
    let json = Flag("json")
    let globalJSON = Flag("json", isGlobal: true)

    func invocation(_ arguments: [String]) throws -> Invocation {
        guard case .run(let invocation) = try CommandParser(root: root).parse(arguments) else {
            Issue.record("expected a run")
            return Invocation(commandPath: [])
        }
        return invocation
    }

    @Test func theCommandsOwnOptionWinsAfterTheSubcommand() throws {
        let parsed = try invocation(["add", "--color", "3"])
        #expect(try parsed.value(of: color) == "3")
        #expect(try parsed.value(of: globalColor) == nil)
    }

    @Test func theGlobalBeforeTheSubcommandDoesNotCollideWithTheLocal() throws {
        let parsed = try invocation(["--color", "never", "add", "--color", "3", "--json"])
        #expect(try parsed.value(of: color) == "3")
        #expect(try parsed.value(of: globalColor) == "never")
        #expect(parsed.isSet(globalJSON))
        #expect(parsed.isSet(json))
    }

    @Test func anUnshadowedGlobalIsReadableBothWays() throws {
        let parsed = try invocation(["list", "--color", "always"])
        #expect(try parsed.value(of: color) == "always")
        #expect(try parsed.value(of: globalColor) == "always")
    }

    @Test func theLocalOptionTakesAnyValueWhileTheGlobalChecksItsChoices() throws {
        #expect(try invocation(["add", "--color", "#FF881E"]).value(of: color) == "#FF881E")
        #expect(throws: ParseError.self) { try invocation(["--color", "3", "add"]) }
    }

    @Test func helpOfTheCommandListsOnlyItsOwnColorOption() {
        let help = HelpRenderer(root: root).render(path: ["add"])
        let optionLines = help.split(separator: "\n").filter { $0.hasPrefix("  --color") }
        #expect(optionLines.count == 1)
        #expect(!help.contains("auto, always, never"))
    }
}

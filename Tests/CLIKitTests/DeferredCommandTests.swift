import CLIKit
import Synchronization
import Testing

/// Counts the specs a tree's deferred subcommands build.
private final class BuildCount: Sendable {
    private let names = Mutex<[String]>([])
    var built: [String] { names.withLock { $0 } }

    func deferred(_ spec: CommandSpec) -> DeferredCommand {
        DeferredCommand(name: spec.name, aliases: spec.aliases) {
            self.names.withLock { $0.append(spec.name) }
            return spec
        }
    }
}

@Suite("Deferred subcommands")
struct DeferredCommandTests {
    private static func root(_ count: BuildCount) -> CommandSpec {
        CommandSpec(
            name: SampleTree.root.name, abstract: SampleTree.root.abstract, options: SampleTree.globals,
            deferredSubcommands: SampleTree.root.subcommands.map(count.deferred),
            defaultSubcommand: "list", version: "1.2.3")
    }

    @Test(
        "a parse builds only the command it runs (the default one when none is named)",
        arguments: [
            (["category", "add", "Home"], ["category"]), (["--json"], ["list"]), (["--date", "2026-01-02"], ["list"]),
            (["ls", "--date", "2026-01-02"], ["list"]), (["--version"], []),
        ])
    func buildsOnlyWhatRuns(arguments: [String], built: [String]) throws {
        let count = BuildCount()
        let outcome = try CommandParser(root: Self.root(count)).parse(arguments)
        #expect(outcome == (try CommandParser(root: SampleTree.root).parse(arguments)))
        #expect(Set(count.built) == Set(built), "\(count.built)")
    }

    @Test("a deferred tree equals the built one, and parses and fails as it does")
    func sameAsBuilt() {
        let deferred = Self.root(BuildCount())
        #expect(deferred == SampleTree.root)
        #expect(deferred.subcommandNames == ["list", "ls", "category", "edit", "sum"])
        let lines = [
            ["bogus"], ["lst"], ["category"], ["--nope"], ["edit"], ["help", "category"], ["category", "-h"],
            ["list", "--search", "x", "--json"], ["--store", "json", "sum", "--", "-1"],
        ]
        for arguments in lines {
            #expect(Self.parse(deferred, arguments) == Self.parse(SampleTree.root, arguments), "\(arguments)")
        }
    }

    private static func parse(_ root: CommandSpec, _ arguments: [String]) -> Result<ParseOutcome, ParseError> {
        Result { () throws(ParseError) in try CommandParser(root: root).parse(arguments) }
    }
}

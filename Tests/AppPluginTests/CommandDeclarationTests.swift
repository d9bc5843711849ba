import CLIKit
import Localization
import Testing

@testable import AppPlugin

/// One `Command` value gives the spec the parser, help and completions read
/// and runs the (sub)command the parse matched through its own run.
@Suite("Commands declared once")
struct CommandDeclarationTests {
    /// What the runs saw: which command ran, with which value.
    final class Calls {
        var ran: [String] = []
    }

    static let title = Argument<String>("title")
    static let count = Option<Int>("count", valueName: "n", default: 2)
    static let yes = Flag("yes", short: "y")

    static let tree: [Command<Calls>] = [
        Command(
            "group", aliases: ["g"], abstract: { _ in "Groups." },
            subcommands: [
                Command("list", abstract: { _ in "List them." }) { _, calls in calls.ran.append("list") },
                Command(
                    "make", abstract: { _ in "Make one." }, discussion: { _ in "Longer." },
                    arguments: [.argument(title) { _ in "The title." }],
                    options: [.option(count) { _ in "How many." }, .flag(yes) { _ in "Do not ask." }]
                ) { invocation, calls in
                    calls.ran.append("make \(try invocation.value(of: title)) x\(try invocation.value(of: count))")
                },
            ],
            defaultSubcommand: "list", run: nil),
        Command("ping", abstract: { _ in "Answer." }, runsWithoutSubcommand: false) { _, calls in
            calls.ran.append("ping")
        },
    ]

    static func root(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "demo", abstract: "Demo.", deferredSubcommands: tree.specs(l))
    }

    func run(_ arguments: [String]) throws -> [String] {
        let calls = Calls()
        guard case .run(let invocation) = try CommandParser(root: Self.root(Localizer(language: .en))).parse(arguments)
        else { return [] }
        try Self.tree.run(invocation, calls)
        return calls.ran
    }

    @Test("the spec is the declaration's: help texts, arguments, options, subcommands and their defaults")
    func specFromTheDeclaration() throws {
        let spec = Self.tree[0].spec(Localizer(language: .en))
        #expect(spec.name == "group" && spec.aliases == ["g"] && spec.abstract == "Groups.")
        #expect(spec.defaultSubcommand == "list" && spec.subcommandNames == ["list", "make"])
        let make = try #require(spec.subcommand(named: "make"))
        #expect(make.discussion == "Longer.")
        #expect(make.arguments == [Self.title.spec(help: "The title.")])
        #expect(make.options == [Self.count.spec(help: "How many."), Self.yes.spec(help: "Do not ask.")])
        #expect(make.options.first?.defaultValue == "2")
    }

    @Test("each subcommand runs through its own run; a default or an alias reaches the same one")
    func runsTheMatchedSubcommand() throws {
        #expect(try run(["group", "make", "tea", "--count", "3"]) == ["make tea x3"])
        #expect(try run(["g"]) == ["list"])
        #expect(try run(["group"]) == ["list"])
        #expect(try run(["ping"]) == ["ping"])
    }

    @Test("an adapted command runs with the context made from the outer one")
    func adaptedContext() throws {
        let adapted = Self.tree.map { $0.adapted { (_, outer: [Calls]) in outer[0] } }
        let calls = Calls()
        guard case .run(let invocation) = try CommandParser(root: Self.root(Localizer(language: .en))).parse(["ping"])
        else { return }
        try adapted.run(invocation, [calls])
        #expect(calls.ran == ["ping"])
    }
}

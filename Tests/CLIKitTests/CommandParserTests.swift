import Testing

@testable import CLIKit

@Suite struct CommandParserTests {
    let parser = CommandParser(root: SampleTree.root)

    func run(_ line: [String]) throws -> Invocation {
        guard case .run(let invocation) = try parser.parse(line) else {
            Issue.record("expected a run outcome for \(line)")
            return Invocation(commandPath: [])
        }
        return invocation
    }

    func failure(_ line: [String]) -> ParseError? {
        do {
            _ = try parser.parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsRunsTheDefaultSubcommand() throws {
        #expect(try run([]).commandPath == ["list"])
        #expect(try run(["category"]).commandPath == ["category", "list"])
    }

    @Test func aliasResolvesToTheCanonicalName() throws {
        #expect(try run(["ls"]).commandPath == ["list"])
    }

    @Test(arguments: [
        ["list", "--date", "2024-05-01"],
        ["list", "--date=2024-05-01"],
        ["list", "-d", "2024-05-01"],
        ["list", "-d2024-05-01"],
        ["--date", "2024-05-01"],
    ])
    func optionValueForms(line: [String]) throws {
        let invocation = try run(line)
        #expect(invocation.commandPath == ["list"])
        #expect(try invocation.value(of: SampleValues.date) == "2024-05-01")
    }

    @Test func globalOptionsBeforeAndAfterTheSubcommand() throws {
        let before = try run(["--store", "json", "--json", "category", "add", "Home"])
        let after = try run(["category", "add", "Home", "--store=json", "--json"])
        for invocation in [before, after] {
            #expect(invocation.commandPath == ["category", "add"])
            #expect(try invocation.value(of: SampleValues.store) == "json")
            #expect(invocation.isSet(SampleValues.json))
            #expect(try invocation.value(of: SampleValues.title) == "Home")
        }
    }

    @Test func combinedShortFlagsAndRepeatedOptions() throws {
        let invocation = try run(["edit", "Run", "-yv", "-t", "a", "--tag", "b", "--tag=c"])
        #expect(invocation.isSet(SampleValues.yes) && invocation.isSet(SampleValues.verbose))
        #expect(try invocation.value(of: SampleValues.tags) == ["a", "b", "c"])
        #expect(try invocation.value(of: SampleValues.tracker) == "Run")
    }

    @Test func valueOptionConsumesATokenStartingWithDash() throws {
        let invocation = try run(["edit", "Run", "--days", "-3"])
        #expect(try invocation.value(of: SampleValues.days) == -3)
        #expect(try run(["edit", "--days", "--yes", "Run"]).value(of: SampleValues.daysText) == "--yes")
    }

    @Test func negativeNumbersArePositionalsWhenOneIsExpected() throws {
        let invocation = try run(["sum", "kg", "1", "-5", "2.5", "-0.5"])
        #expect(try invocation.value(of: SampleValues.unit) == "kg")
        #expect(try invocation.value(of: SampleValues.numbers) == ["1", "-5", "2.5", "-0.5"])
        #expect(failure(["edit", "Run", "-5"])?.error == .unknownOption("-5", suggestion: nil))
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try run(["category", "add", "--", "--yes"])
        #expect(try invocation.value(of: SampleValues.title) == "--yes")
        #expect(!invocation.isSet(SampleValues.yes))
        #expect(try run(["category", "rename", "--", "-a", "list"]).arguments == ["old": ["-a"], "new": ["list"]])
    }

    @Test(arguments: [
        (["--help"], [String]()), (["-h"], []), (["category", "add", "-h"], ["category", "add"]),
        (["--store", "json", "category", "--help", "add"], ["category", "add"]),
        (["ls", "--bogus", "--help"], ["list"]), (["help"], []), (["help", "category", "add"], ["category", "add"]),
        (["category", "help", "rename"], ["category", "rename"]),
    ])
    func helpRequests(line: [String], path: [String]) throws {
        #expect(try parser.parse(line) == .help(commandPath: path))
    }

    @Test func helpAfterDoubleDashIsAValue() throws {
        #expect(try run(["category", "add", "--", "--help"]).value(of: SampleValues.title) == "--help")
    }

    /// docs/commands.md: global options, `--version` among them, go before or after the command.
    @Test(arguments: [["--version"], ["list", "--version"], ["--store", "json", "category", "add", "--version"]])
    func versionBeforeOrAfterTheCommand(line: [String]) throws {
        #expect(try parser.parse(line) == .version("1.2.3"))
    }

    @Test func versionAfterDoubleDashIsAValue() throws {
        #expect(try run(["category", "add", "--", "--version"]).value(of: SampleValues.title) == "--version")
    }

    @Test func aCommandsOwnVersionOptionWins() throws {
        let own = Option<String?>("version", valueName: "v")
        let root = CommandSpec(
            name: "app", subcommands: [CommandSpec(name: "pin", options: [own.spec(help: "")])], version: "1.2.3")
        guard case .run(let invocation) = try CommandParser(root: root).parse(["pin", "--version", "2"]) else {
            Issue.record("pin --version 2 did not run")
            return
        }
        #expect(invocation.text(of: own) == "2")
    }

    @Test func choicesAreChecked() throws {
        #expect(try run(["--color", "never"]).value(of: SampleValues.color) == "never")
        #expect(
            failure(["--color", "blue"])?.error
                == .invalidValue(.option("color"), value: "blue", reason: .notOneOf(["auto", "always", "never"])))
        #expect(
            failure(["sum", "lb", "1"])?.error
                == .invalidValue(.argument("unit"), value: "lb", reason: .notOneOf(["kg", "g"])))
    }

    @Test func typedValueAccessorReportsMalformedValues() throws {
        let invocation = try run(["edit", "Run", "--days", "many"])
        #expect(throws: UsageError.invalidValue(.option("days"), value: "many", reason: .malformed)) {
            try invocation.value(of: SampleValues.days)
        }
        #expect(throws: UsageError.missingOption("date")) { try invocation.value(of: RequiredOption<String>("date")) }
        #expect(try invocation.value(of: Option<Int?>("absent") { Int($0) }) == nil)
    }

    @Test(arguments: [
        (["--colr", "never"], UsageError.unknownOption("--colr", suggestion: "--color"), [String]()),
        (["list", "--serch", "x"], .unknownOption("--serch", suggestion: "--search"), ["list"]),
        (["list", "--zzzzzz"], .unknownOption("--zzzzzz", suggestion: nil), ["list"]),
        (["list", "-json"], .unknownOption("-j", suggestion: "--json"), ["list"]),
        (["categroy"], .unknownCommand("categroy", suggestion: "category"), []),
        (["category", "ad", "x"], .unknownCommand("ad", suggestion: "add"), ["category"]),
        (["frobnicate"], .unknownCommand("frobnicate", suggestion: nil), []),
        (["help", "categroy"], .unknownCommand("categroy", suggestion: "category"), []),
        (["list", "--date"], .missingValue(option: "date"), ["list"]),
        (["category", "add"], .missingArgument("title"), ["category", "add"]),
        (["category", "rename", "a"], .missingArgument("new"), ["category", "rename"]),
        (["category", "add", "a", "b"], .unexpectedArgument("b"), ["category", "add"]),
        (["list", "--date", "a", "--date", "b"], .duplicateOption("date"), ["list"]),
        (["edit", "x", "-y", "--yes"], .duplicateOption("yes"), ["edit"]),
        (["edit", "x", "--pin", "--unpin"], .conflictingOptions("pin", "unpin"), ["edit"]),
        (["edit", "x", "--yes=no"], .flagWithValue(option: "yes", value: "no"), ["edit"]),
        (["edit", "x", "-yq"], .unknownOption("-q", suggestion: nil), ["edit"]),
    ])
    func usageErrors(line: [String], expected: UsageError, path: [String]) throws {
        let error = try #require(failure(line))
        #expect(error.error == expected)
        #expect(error.commandPath == path)
        #expect(error.exitCode == .usage && error.exitCode.rawValue == 64)
        #expect(expected.exitCode.rawValue == 64)
    }

    @Test func missingSubcommandWithoutDefault() throws {
        let root = CommandSpec(
            name: "app",
            subcommands: [
                CommandSpec(name: "add", subcommands: [CommandSpec(name: "habit"), CommandSpec(name: "event")])
            ])
        #expect(throws: ParseError(.missingSubcommand(available: ["habit", "event"]), commandPath: ["add"])) {
            try CommandParser(root: root).parse(["add"])
        }
    }

    @Test func hiddenOptionsParseButAreNotSuggested() throws {
        #expect(try run(["--debug-trace"]).isSet(SampleValues.debugTrace))
        #expect(failure(["--debug-trac"])?.error == .unknownOption("--debug-trac", suggestion: nil))
    }

    @Test func exitCodesMatchTheDesign() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 69, 73, 74, 77, 78])
    }

    @Test(arguments: [
        ("color", "colr", 1), ("ab", "ba", 1), ("kitten", "sitting", 3), ("", "abc", 3), ("list", "list", 0),
    ])
    func damerauLevenshtein(a: String, b: String, distance: Int) {
        #expect(Suggestion.distance(a, b) == distance)
    }
}

import CLIKit
import Testing

/// An option's, flag's or argument's one declaration builds its spec and
/// reads the invocation: defaults, choices, parses and their errors.
@Suite struct TypedOptionsTests {
    enum Shade: String, CaseIterable, ArgumentValue {
        case light, dark
        case deepBlue = "deep-blue"
    }

    static let page = Option<Int>("page", valueName: "n", default: 1) { Int($0) }
    static let shade = Option<Shade>("shade", default: .deepBlue)
    static let hint = Option<Shade?>("hint")
    static let label = Option<String?>("label", short: "l")
    static let tags = Option<[String]>(repeated: "tag") { $0 }
    static let target = RequiredOption<Shade>("to")
    static let mode = Option<String>("mode", default: "fast", isGlobal: true) { $0 }
    static let yes = Flag("yes", short: "y")
    static let quiet = Flag("quiet", isGlobal: true)
    static let name = Argument<String>("name")
    static let count = Argument<Int?>(optional: "count") { Int($0) }
    static let rest = Argument<[String]>(repeated: "rest", isOptional: true)

    static let root = CommandSpec(
        name: "demo", options: [mode.spec(help: "Mode."), quiet.spec(help: "Quiet.")],
        subcommands: [
            CommandSpec(
                name: "run",
                arguments: [name.spec(help: "Name."), count.spec(help: "Count."), rest.spec(help: "Rest.")],
                options: [
                    page.spec(help: "Page."), shade.spec(help: "Shade."), hint.spec(help: "Hint."),
                    label.spec(help: "Label."), tags.spec(help: "Tag."), target.spec(help: "To."),
                    yes.spec(help: "Yes."),
                ])
        ])

    func run(_ words: [String]) throws -> Invocation {
        guard case .run(let invocation) = try CommandParser(root: Self.root).parse(["run"] + words) else {
            throw ParseError(.missingSubcommand(available: []), commandPath: [])
        }
        return invocation
    }

    @Test func specsCarryTheDeclarationAndTheDefaultAsHelpShowsIt() {
        #expect(
            Self.page.spec(help: "Page.")
                == OptionSpec("page", help: "Page.", valueName: "n", kind: .value, defaultValue: "1"))
        #expect(
            Self.shade.spec(help: "")
                == OptionSpec(
                    "shade", kind: .value, choices: ["light", "dark", "deep-blue"],
                    defaultValue: "deep-blue"))
        #expect(Self.hint.spec(help: "").defaultValue == nil)
        #expect(Self.tags.spec(help: "").kind == .repeatedValue)
        #expect(Self.mode.spec(help: "").isGlobal)
        #expect(Self.yes.spec(help: "Yes.") == OptionSpec("yes", short: "y", help: "Yes."))
        #expect(Self.count.spec(help: "") == ArgumentSpec("count", isOptional: true))
        #expect(Self.rest.spec(help: "") == ArgumentSpec("rest", isOptional: true, isRepeated: true))
    }

    @Test func defaultsFillInWhatIsNotGiven() throws {
        let invocation = try run(["x", "--to", "dark"])
        #expect(try invocation.value(of: Self.page) == 1)
        #expect(try invocation.givenValue(of: Self.page) == nil)
        #expect(try invocation.value(of: Self.shade) == .deepBlue)
        #expect(try invocation.value(of: Self.hint) == nil)
        #expect(try invocation.value(of: Self.label) == nil)
        #expect(try invocation.value(of: Self.tags) == [])
        #expect(try invocation.value(of: Self.mode) == "fast")
        #expect(try invocation.value(of: Self.target) == .dark)
        #expect(!invocation.isSet(Self.yes) && !invocation.isSet(Self.quiet))
        #expect(try invocation.value(of: Self.count) == nil)
        #expect(try invocation.value(of: Self.rest) == [])
    }

    @Test func givenValuesAreParsed() throws {
        let invocation = try run([
            "x", "2", "a", "b", "--to", "light", "--page", "3", "--shade", "dark",
            "--hint", "light", "-l", "sky", "--tag", "a", "--tag=b", "-y",
            "--mode", "slow", "--quiet",
        ])
        #expect(try invocation.value(of: Self.page) == 3)
        #expect(try invocation.givenValue(of: Self.page) == 3)
        #expect(try invocation.value(of: Self.shade) == .dark)
        #expect(try invocation.value(of: Self.hint) == .light)
        #expect(invocation.text(of: Self.label) == "sky")
        #expect(try invocation.value(of: Self.tags) == ["a", "b"])
        #expect(try invocation.value(of: Self.mode) == "slow")
        #expect(invocation.isSet(Self.yes) && invocation.isSet(Self.quiet))
        #expect(try invocation.value(of: Self.name) == "x")
        #expect(try invocation.value(of: Self.count) == 2)
        #expect(try invocation.value(of: Self.rest) == ["a", "b"])
    }

    @Test func aRejectedTextIsMalformedAndNamesItsOptionOrArgument() throws {
        let invocation = try run(["x", "two", "--page", "many", "-l", "sky"])
        #expect(throws: UsageError.invalidValue(.option("page"), value: "many", reason: .malformed)) {
            try invocation.value(of: Self.page)
        }
        #expect(throws: UsageError.invalidValue(.argument("count"), value: "two", reason: .malformed)) {
            try invocation.value(of: Self.count)
        }
        #expect(throws: UsageError.invalidValue(.option("label"), value: "sky", reason: .malformed)) {
            try invocation.value(of: Self.label.map { Int($0) })
        }
        #expect(try run(["x", "-l", "5"]).value(of: Self.label.map { Int($0) }) == 5)
    }

    @Test func aRequiredOptionThatIsMissingIsAUsageError() throws {
        #expect(throws: UsageError.missingOption("to")) { try run(["x"]).value(of: Self.target) }
    }

    @Test func theParserChecksAnEnumerationsRawValues() {
        let choices = ["light", "dark", "deep-blue"]
        let wrong = UsageError.invalidValue(.option("shade"), value: "red", reason: .notOneOf(choices))
        #expect(throws: ParseError(wrong, commandPath: ["run"])) {
            try run(["x", "--shade", "red"])
        }
    }
}

import Testing

@testable import CLIKit

@Suite("OptionToken: option tokens read ahead of the parser")
struct OptionTokenTests {
    static let options = [
        OptionSpec("json"), OptionSpec("store", kind: .value), OptionSpec("date", short: "d", kind: .value),
        OptionSpec("yes", short: "y"),
    ]

    @Test(
        "each form of an option token, and what is not one",
        arguments: [
            ("--json", OptionToken.known(takesNextToken: false)),
            ("--store", .known(takesNextToken: true)), ("--store=json", .known(takesNextToken: false)),
            ("-d", .known(takesNextToken: true)), ("-d2026-01-01", .known(takesNextToken: false)),
            ("-y", .known(takesNextToken: false)), ("--bogus", .unknown), ("--bogus=1", .unknown), ("-x", .unknown),
            ("tracker", .notAnOption), ("-", .notAnOption), ("--", .notAnOption),
        ])
    func reading(_ token: String, _ expected: OptionToken) {
        #expect(OptionToken(token, among: Self.options) == expected)
    }

    @Test("the options before the first word are counted with their values; an unknown one stops the count")
    func leadingOptions() {
        let count = { (arguments: [String]) in CommandParser.leadingOptions(arguments, among: Self.options) }
        #expect(count(["tracker", "list"]) == 0)
        #expect(count(["--json", "--store", "json", "tracker", "list"]) == 3)
        #expect(count(["--store=json", "-d", "2026-01-01", "tracker"]) == 3)
        #expect(count(["--bogus", "tracker"]) == nil)
        #expect(count(["--json"]) == 1)
        #expect(count(["--store"]) == 1)
    }
}

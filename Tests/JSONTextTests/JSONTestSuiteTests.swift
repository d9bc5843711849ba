import JSONText
import PocketTestSupport
import Testing

/// JSONTestSuite's parsing documents against the one strict grammar: every
/// `y_` accepted, every `n_` refused, whole and as a member's value (the
/// way a reader skips a member it does not know), so a value a reader never
/// looks at is held to the same rules as one it reads.
@Suite struct JSONTestSuiteTests {
    static func check(_ bytes: [UInt8]) -> JSONScanner.Failure? {
        bytes.withUnsafeBufferPointer { JSONScanner.check($0) }
    }

    static func embedded(_ bytes: [UInt8]) -> [UInt8] {
        Array(#"{"version": 1, "note": "#.utf8) + bytes + Array(#", "last": [true]}"#.utf8)
    }

    @Test func acceptsEveryYDocument() throws {
        let documents = try Fixtures.jsonTestSuite(prefix: "y_")
        #expect(documents.count == 95)
        for (name, bytes) in documents {
            #expect(Self.check(bytes) == nil, "\(name): \(String(describing: Self.check(bytes)))")
            #expect(Self.check(Self.embedded(bytes)) == nil, "\(name) embedded")
        }
    }

    @Test func refusesEveryNDocumentWholeAndEmbedded() throws {
        let documents = try Fixtures.jsonTestSuite(prefix: "n_")
        #expect(documents.count == 188)
        for (name, bytes) in documents {
            #expect(Self.check(bytes) != nil, "\(name) accepted")
            #expect(Self.check(Self.embedded(bytes)) != nil, "\(name) accepted embedded")
        }
    }

    /// The `i_` documents may go either way, but never crash or hang.
    @Test func decidesEveryIDocument() throws {
        for (_, bytes) in try Fixtures.jsonTestSuite(prefix: "i_") {
            _ = Self.check(bytes)
            _ = Self.check(Self.embedded(bytes))
        }
    }

    @Test(arguments: [
        "-01", "01", "1.", ".5", "+1", "-", "1e", "1e+", "0x1", "1.e3", "[-]", "[1,]", "{\"a\":1,}", "[,1]",
    ])
    func refusesWhatTheSkipPathOnceTook(_ text: String) {
        #expect(Self.check(Array(text.utf8)) != nil)
        #expect(Self.check(Self.embedded(Array(text.utf8))) != nil)
    }

    @Test(arguments: ["0", "-0", "0.5", "-0.5e-3", "10E+2", "123456789", "[0, -1, 2.5e10]"])
    func acceptsNumbersOfTheGrammar(_ text: String) {
        #expect(Self.check(Array(text.utf8)) == nil)
        #expect(Self.check(Self.embedded(Array(text.utf8))) == nil)
    }
}

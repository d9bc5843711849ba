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

    /// The two `y_` documents that name a key twice (`{"a":"b","a":"c"}`,
    /// `{"a":"b","a":"b"}`): RFC 8259 allows them but leaves their meaning
    /// open, and readers differ (Python and jq take the last value,
    /// Foundation the first), so the grammar here refuses them, naming the key.
    static let duplicateKeyDocuments = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

    @Test func acceptsEveryYDocumentButADuplicateKey() throws {
        let documents = try Fixtures.jsonTestSuite(prefix: "y_")
        #expect(documents.count == 95)
        for (name, bytes) in documents where !Self.duplicateKeyDocuments.contains(name) {
            #expect(Self.check(bytes) == nil, "\(name): \(String(describing: Self.check(bytes)))")
            #expect(Self.check(Self.embedded(bytes)) == nil, "\(name) embedded")
        }
        let duplicates = documents.filter { Self.duplicateKeyDocuments.contains($0.name) }
        #expect(duplicates.count == 2)
        for (name, bytes) in duplicates {
            #expect(Self.check(bytes)?.reason == .duplicateKey("a"), "\(name)")
            #expect(Self.check(Self.embedded(bytes))?.reason == .duplicateKey("a"), "\(name) embedded")
        }
    }

    /// Where a key is given twice, and the key named at the second one's byte.
    static let duplicates: [(text: String, key: String, offset: Int)] = [
        (#"{"a":1,"a":2}"#, "a", 7),
        (#"{"a":1, "b":2, "c":3, "d":4, "b":5}"#, "b", 29),
        (#"{"x":{"k":1},"y":[{"k":1,"k":2}]}"#, "k", 25),
        (#"{"a":1,"\u0061":2}"#, "a", 7),
        (#"{"records":[],"trackers":[],"records":[]}"#, "records", 28),
    ]

    @Test(arguments: duplicates.indices)
    func refusesAKeyGivenTwiceInOneObject(index: Int) {
        let (text, key, offset) = Self.duplicates[index]
        #expect(Self.check(Array(text.utf8)) == JSONScanner.Failure(.duplicateKey(key), offset: offset), "\(text)")
        #expect(Self.check(Self.embedded(Array(text.utf8)))?.reason == .duplicateKey(key), "\(text) embedded")
    }

    @Test(arguments: [
        #"{"a":{"a":{"a":1}}}"#, #"[{"k":1},{"k":2}]"#, #"{"x":{"k":1},"y":{"k":2},"k":3}"#,
        #"{"a":1,"A":2,"a ":3,"b":4,"c":5,"d":6}"#,
    ])
    func acceptsTheSameKeyInDifferentObjects(_ text: String) {
        #expect(Self.check(Array(text.utf8)) == nil, "\(text)")
    }

    @Test func aLongKeyIsShortenedInTheMessage() {
        let key = String(repeating: "k", count: 500)
        let failure = Self.check(Array(#"{"\#(key)":1,"\#(key)":2}"#.utf8))
        #expect(failure?.message == "duplicate key \"" + String(repeating: "k", count: 40) + "…\"")
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

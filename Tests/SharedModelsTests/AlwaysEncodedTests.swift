import Foundation
import SharedModels
import Testing

@Suite("AlwaysEncoded: optional keys that stay in the document")
struct AlwaysEncodedTests {
    struct Document: Encodable {
        var name: String
        @AlwaysEncoded var note: String?
        var left: String?
    }

    static func text(_ document: Document) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    @Test("nil is written as null where a plain optional is left out")
    func nilIsNull() throws {
        #expect(try Self.text(Document(name: "a", note: nil, left: nil)) == #"{"name":"a","note":null}"#)
    }

    @Test("a value is written as the value itself, not wrapped")
    func valueIsPlain() throws {
        #expect(try Self.text(Document(name: "a", note: "b", left: "c")) == #"{"left":"c","name":"a","note":"b"}"#)
    }
}

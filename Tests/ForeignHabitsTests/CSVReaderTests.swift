import Testing

@testable import ForeignHabits

/// RFC 4180 fields as Loop's opencsv writes them, and the line of each error.
@Suite struct CSVReaderTests {
    static func fields(_ text: String) throws -> [[String]] {
        try CSVReader.records(Array(text.utf8)).map(\.fields)
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let text = "a,\"b, c\",\"say \"\"hi\"\"\",\"two\nlines\",\"\"\n"
        #expect(try Self.fields(text) == [["a", "b, c", "say \"hi\"", "two\nlines", ""]])
    }

    @Test func crlfAndLfEndRecordsAndEmptyFieldsStay() throws {
        #expect(try Self.fields("a,b\r\nc,d\ne,,\n") == [["a", "b"], ["c", "d"], ["e", "", ""]])
        #expect(try Self.fields("a,b") == [["a", "b"]], "no line break at the end")
        #expect(try Self.fields("\u{FEFF}a\n\nb\r\n\r\n") == [["a"], ["b"]], "BOM and blank lines")
        #expect(try Self.fields("\"a\r\nb\"\r\n") == [["a\r\nb"]], "CRLF inside quotes is kept")
    }

    @Test func recordsKnowTheLineTheyStartOn() throws {
        let records = try CSVReader.records(Array("h\n\"x\ny\",1\n\nz,2\n".utf8))
        #expect(records.map(\.line) == [1, 2, 5])
    }

    @Test(arguments: [
        ("a,b\"c\n", 1), ("ok\n\"open,2\nmore\n", 2), ("ok\n\"closed\"x,1\n", 2), ("a\rb\n", 1),
        ("ok\nok\n\"a\"\"\n", 3),
    ])
    func strayOrUnclosedQuotesNameTheirLine(text: String, line: Int) {
        #expect(throws: CSVReader.SyntaxError(line: line)) { try Self.fields(text) }
    }

    @Test func invalidUTF8IsASyntaxError() {
        #expect(throws: CSVReader.SyntaxError(line: 2)) { try CSVReader.records(Array("ok\n".utf8) + [0xFF, 0x0A]) }
    }
}

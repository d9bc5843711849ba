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

    /// The records `Stream` gives for `bytes` fed in pieces cut at `cuts`.
    static func streamed(_ bytes: [UInt8], cuts: [Int]) throws -> [CSVReader.Record] {
        var stream = CSVReader.Stream()
        var records: [CSVReader.Record] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            try stream.feed(bytes[start..<cut]) { records.append($0) }
            start = cut
        }
        try stream.finish { records.append($0) }
        return records
    }

    /// Cut anywhere (inside quotes, between CR and LF, inside the byte order
    /// mark or a character), the stream reads what the whole text reads.
    @Test(arguments: [
        "\u{FEFF}h,i\r\n\"a\r\nb\",\"say \"\"hi\"\"\"\n\nz,ё\n", "a,b", "x\n\"\"\n,\n",
    ])
    func piecesReadAsTheWholeText(text: String) throws {
        let bytes = Array(text.utf8)
        let whole = try CSVReader.records(bytes)
        for cut in 0...bytes.count {
            #expect(try Self.streamed(bytes, cuts: [cut]) == whole, "cut at \(cut)")
        }
        #expect(try Self.streamed(bytes, cuts: Array(0..<bytes.count)) == whole, "a byte at a time")
    }

    @Test func aStreamedErrorNamesItsLine() {
        let bytes = Array("ok\nok\n\"a\"\"\n".utf8)
        #expect(throws: CSVReader.SyntaxError(line: 3)) { try Self.streamed(bytes, cuts: [4, 9]) }
    }

    @Test func aRecordOverTheBoundIsRefusedWithoutWaitingForItsEnd() {
        let line =
            Array("a,b\n".utf8) + [UInt8](repeating: UInt8(ascii: ","), count: CSVReader.Stream.maxRecordBytes + 1)
        #expect(throws: CSVReader.RecordTooLong(line: 2)) { try Self.streamed(line, cuts: [4, 1 << 16]) }
    }
}

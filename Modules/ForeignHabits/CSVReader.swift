/// Splits CSV text (RFC 4180, as Loop's opencsv and `FileWriter` write it)
/// into records of fields: commas between fields, CRLF or LF between
/// records, a field in double quotes may hold commas, line breaks and
/// doubled quotes (`""` is one `"`). A quote anywhere else, or one left
/// open at the end, is a syntax error on the line where it is. Blank lines
/// are skipped; a UTF-8 byte order mark at the start is ignored.
enum CSVReader {
    struct Record: Equatable {
        /// The 1-based line the record starts on.
        let line: Int
        let fields: [String]
    }

    /// Why the text is not CSV, and on which 1-based line.
    struct SyntaxError: Error, Equatable {
        let line: Int
    }

    /// A record longer than `Stream.maxRecordBytes`, starting on `line`.
    struct RecordTooLong: Error, Equatable {
        let line: Int
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func records(_ bytes: [UInt8]) throws(SyntaxError) -> [Record] {
        var records: [Record] = []
        _ = try read(bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...], line: 1) {
            records.append($0)
        }
        return records
    }

    /// Hands each record of `bytes` to `body`; returns the line after the last.
    fileprivate static func read(
        _ bytes: ArraySlice<UInt8>, line: Int, _ body: (Record) -> Void
    ) throws(SyntaxError) -> Int {
        var parser = Parser(bytes: bytes, index: bytes.startIndex, line: line)
        while parser.index < bytes.endIndex {
            let start = parser.line
            let fields = try parser.record()
            if fields != [""] { body(Record(line: start, fields: fields)) }
        }
        return parser.line
    }

    /// Records of text that arrives in pieces (a ZIP member as it is
    /// inflated). Only whole records are parsed: a piece is searched once for
    /// the last line break outside quotes, so memory follows the longest
    /// record, not the text, and a record is never parsed twice.
    struct Stream {
        /// Far beyond any habit's row or day's line; a longer record is
        /// refused rather than held.
        static let maxRecordBytes = 1 << 20

        private var pending: [UInt8] = []
        /// How much of `pending` has been searched, and whether that point lies inside quotes.
        private var searched = 0
        private var inQuotes = false
        private var line = 1
        private var atStart = true

        /// Reads the records `piece` completes, handing each to `body`.
        mutating func feed(_ piece: some Collection<UInt8>, _ body: (Record) throws -> Void) throws {
            pending.append(contentsOf: piece)
            if atStart {
                // The byte order mark may still be arriving.
                guard pending.count >= 3 else { return }
                dropByteOrderMark()
            }
            var whole = 0
            for index in searched..<pending.count {
                let byte = pending[index]
                if byte == Parser.quote {
                    inQuotes.toggle()
                } else if byte == Parser.lf, !inQuotes {
                    whole = index + 1
                }
            }
            searched = pending.count - whole
            if whole > 0 {
                try deliver(pending[..<whole], body)
                pending.removeFirst(whole)
            }
            guard pending.count <= Self.maxRecordBytes else { throw RecordTooLong(line: line) }
        }

        /// Reads what is left once the text has ended.
        mutating func finish(_ body: (Record) throws -> Void) throws {
            if atStart { dropByteOrderMark() }
            try deliver(pending[...], body)
            pending = []
        }

        private mutating func dropByteOrderMark() {
            if pending.starts(with: CSVReader.byteOrderMark) { pending.removeFirst(3) }
            atStart = false
        }

        /// Parses whole records, handing each to `body` (whose errors pass through).
        private mutating func deliver(_ bytes: ArraySlice<UInt8>, _ body: (Record) throws -> Void) throws {
            var records: [Record] = []
            line = try CSVReader.read(bytes, line: line) { records.append($0) }
            for record in records { try body(record) }
        }
    }

    private struct Parser {
        let bytes: ArraySlice<UInt8>
        var index: Int
        var line: Int

        static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r")
        static let lf = UInt8(ascii: "\n")

        /// One record, up to and past its line break (or the end).
        mutating func record() throws(SyntaxError) -> [String] {
            var fields: [String] = []
            while true {
                fields.append(try field())
                guard index < bytes.endIndex else { return fields }
                switch bytes[index] {
                case Self.comma:
                    index += 1
                case Self.cr where index + 1 < bytes.endIndex && bytes[index + 1] == Self.lf:
                    index += 2
                    line += 1
                    return fields
                case Self.lf:
                    index += 1
                    line += 1
                    return fields
                default:
                    throw SyntaxError(line: line)
                }
            }
        }

        /// One field, stopping before the comma or line break after it.
        mutating func field() throws(SyntaxError) -> String {
            guard index < bytes.endIndex, bytes[index] == Self.quote else {
                let start = index
                while index < bytes.endIndex, ![Self.comma, Self.lf, Self.cr].contains(bytes[index]) {
                    if bytes[index] == Self.quote { throw SyntaxError(line: line) }
                    index += 1
                }
                return try text(bytes[start..<index])
            }
            let openedOn = line
            index += 1
            var content: [UInt8] = []
            while index < bytes.endIndex {
                let byte = bytes[index]
                index += 1
                if byte == Self.quote {
                    guard index < bytes.endIndex, bytes[index] == Self.quote else { return try text(content[...]) }
                    index += 1
                } else if byte == Self.lf {
                    line += 1
                }
                content.append(byte)
            }
            throw SyntaxError(line: openedOn)
        }

        func text(_ bytes: ArraySlice<UInt8>) throws(SyntaxError) -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw SyntaxError(line: line) }
            return text
        }
    }
}

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

    static func records(_ bytes: [UInt8]) throws(SyntaxError) -> [Record] {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        var records: [Record] = []
        while parser.index < bytes.count {
            let start = parser.line
            let fields = try parser.record()
            if fields != [""] { records.append(Record(line: start, fields: fields)) }
        }
        return records
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r")
        static let lf = UInt8(ascii: "\n")

        /// One record, up to and past its line break (or the end).
        mutating func record() throws(SyntaxError) -> [String] {
            var fields: [String] = []
            while true {
                fields.append(try field())
                guard index < bytes.count else { return fields }
                switch bytes[index] {
                case Self.comma:
                    index += 1
                case Self.cr where index + 1 < bytes.count && bytes[index + 1] == Self.lf:
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
            guard index < bytes.count, bytes[index] == Self.quote else {
                let start = index
                while index < bytes.count, ![Self.comma, Self.lf, Self.cr].contains(bytes[index]) {
                    if bytes[index] == Self.quote { throw SyntaxError(line: line) }
                    index += 1
                }
                return try text(bytes[start..<index])
            }
            let openedOn = line
            index += 1
            var content: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == Self.quote {
                    guard index < bytes.count, bytes[index] == Self.quote else { return try text(content[...]) }
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

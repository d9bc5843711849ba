@testable import Localization

/// Reads the Swift source LocalizationCompiler writes back into entries: the
/// `compiledText` literal unescaped and the `compiledIndex` numbers, decoded
/// by the same `CompiledTables` the apps use. So a test sees what an app
/// would find in the tables, not the text of the source.
enum CompiledSourceReader {
    static func entries(in source: String) -> [TableEntry]? {
        guard let literal = textLiteral(in: source), let index = indexNumbers(in: source) else { return nil }
        let bytes = Array(unescaped(literal).utf8)
        return bytes.withUnsafeBufferPointer { CompiledTables(text: $0, index: index).all }
    }

    private static func textLiteral(in source: String) -> Substring? {
        guard let start = source.range(of: "let compiledText: StaticString = \""),
            let end = source.range(of: "\"\n", range: start.upperBound..<source.endIndex)
        else { return nil }
        return source[start.upperBound..<end.lowerBound]
    }

    private static func indexNumbers(in source: String) -> [UInt32]? {
        guard let start = source.range(of: "let compiledIndex: [UInt32] = ["),
            let end = source.range(of: "]", range: start.upperBound..<source.endIndex)
        else { return nil }
        let numbers = source[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == "," || $0.isWhitespace })
        return numbers.map { UInt32($0) ?? .max }
    }

    /// The escapes `SwiftEmitter.literal` writes: `\\`, `\"`, `\n`, `\r`, `\t`, `\u{…}`.
    private static func unescaped(_ literal: Substring) -> String {
        var out = String.UnicodeScalarView()
        var scalars = literal.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escape = scalars.next() else {
                out.append(scalar)
                continue
            }
            switch escape {
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                _ = scalars.next()  // {
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.append(decoded) }
            default: out.append(escape)
            }
        }
        return String(out)
    }
}

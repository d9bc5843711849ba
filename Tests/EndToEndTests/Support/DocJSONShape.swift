import Foundation

/// The shape of a command's `--json` as the pages write it in their
/// `| command | JSON |` tables: `{"id","name","rates":[{"days","due"}],"count":{…}}`.
/// A key with no value, a value that is not an object or an array, and
/// `…` stand for what the page does not spell out.
indirect enum DocJSONShape: Equatable {
    /// A value the page does not describe further.
    case any
    /// An object; `open` when the page leaves keys out (`…`).
    case object([String: DocJSONShape], open: Bool)
    /// An array whose elements have this shape.
    case array(DocJSONShape)

    /// Reads the page's notation (`\|` is a table's escaped `|`).
    init(notation: String) {
        var reader = ShapeReader(Array(notation.replacingOccurrences(of: "\\|", with: "|")))
        self = reader.value()
    }

    /// Where `value` (decoded JSON) differs from the shape: keys the page
    /// names that are not printed, and keys printed that a closed object
    /// does not name.
    func differences(from value: Any?, at path: String = "") -> [String] {
        switch self {
        case .any:
            return []
        case .array(let element):
            guard let items = value as? [Any] else {
                return value is NSNull ? [] : ["\(path): an array documented, \(Self.kind(of: value)) printed"]
            }
            return items.flatMap { element.differences(from: $0, at: path + "[]") }
        case .object(let keys, let open):
            guard let object = value as? [String: Any] else {
                return value is NSNull ? [] : ["\(path): an object documented, \(Self.kind(of: value)) printed"]
            }
            var found = keys.keys.filter { object[$0] == nil }.sorted().map { "\(path).\($0): documented, not printed" }
            if !open {
                found += object.keys.filter { keys[$0] == nil }.sorted().map {
                    "\(path).\($0): printed, not documented"
                }
            }
            for (key, shape) in keys.sorted(by: { $0.key < $1.key }) where object[key] != nil {
                found += shape.differences(from: object[key], at: path + "." + key)
            }
            return found
        }
    }

    private static func kind(of value: Any?) -> String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "an array"
        case nil: "nothing"
        default: "a scalar"
        }
    }
}

/// A forgiving reader of the notation: what it does not understand inside
/// an object makes that object open rather than failing.
private struct ShapeReader {
    private let characters: [Character]
    private var position = 0

    init(_ characters: [Character]) { self.characters = characters }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    mutating func value() -> DocJSONShape {
        skipSpaces()
        switch current {
        case "{":
            position += 1
            return object()
        case "[":
            position += 1
            return array()
        default:
            skipScalar()
            return .any
        }
    }

    private mutating func object() -> DocJSONShape {
        var keys: [String: DocJSONShape] = [:]
        var open = false
        while true {
            skipSpaces()
            switch current {
            case nil:
                return .object(keys, open: true)
            case "}":
                position += 1
                return .object(keys, open: open)
            case ",":
                position += 1
            case "\"":
                let key = quoted()
                skipSpaces()
                if current == ":" {
                    position += 1
                    keys[key] = value()
                } else {
                    keys[key] = .any
                }
            default:
                // `…` or words the page put in: the object names only some keys.
                open = true
                skipUntilClose("}")
                return .object(keys, open: true)
            }
        }
    }

    private mutating func array() -> DocJSONShape {
        skipSpaces()
        let element: DocJSONShape
        if current == "{" {
            position += 1
            element = object()
        } else {
            element = .any
        }
        skipUntilClose("]")
        return .array(element)
    }

    private mutating func quoted() -> String {
        position += 1
        var text = ""
        while let character = current, character != "\"" {
            text.append(character)
            position += 1
        }
        position += 1
        return text
    }

    /// A scalar: up to a `,`, `}` or `]` outside quotes.
    private mutating func skipScalar() {
        while let character = current, character != ",", character != "}", character != "]" {
            if character == "\"" { _ = quoted() } else { position += 1 }
        }
    }

    /// Past the `close` that ends the current object or array.
    private mutating func skipUntilClose(_ close: Character) {
        var depth = 0
        while let character = current {
            if character == "\"" {
                _ = quoted()
                continue
            }
            position += 1
            if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                if depth == 0 { return }
                depth -= 1
            }
        }
    }

    private mutating func skipSpaces() {
        while let character = current, character.isWhitespace { position += 1 }
    }
}

/// One row of a page's `| command | JSON |` table that gives a shape.
struct DocJSONRow {
    let file: String
    let line: Int
    /// The first cell as written: `` `show` `` or `a tracker`.
    let label: String
    let shape: DocJSONShape

    /// The rows of every `| command | JSON |` table in `markdown` whose JSON
    /// cell starts with a backquoted object; rows that only refer to another
    /// row ("the tracker after the change") have none.
    static func rows(file: String, markdown: String) -> [DocJSONRow] {
        var rows: [DocJSONRow] = []
        var inTable = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("| command | JSON |") {
                inTable = true
                continue
            }
            guard inTable, line.hasPrefix("|") else {
                inTable = false
                continue
            }
            guard let row = row(String(line), file: file, line: index + 1) else { continue }
            rows.append(row)
        }
        return rows
    }

    private static func row(_ line: String, file: String, line number: Int) -> DocJSONRow? {
        // Cells split at `|` that the table does not escape (`\|`).
        guard let divider = line.dropFirst().range(of: #"(?<!\\)\|"#, options: .regularExpression) else { return nil }
        let label = line[line.index(after: line.startIndex)..<divider.lowerBound].trimmingCharacters(in: .whitespaces)
        let rest = line[divider.upperBound...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("`{"), let end = rest.dropFirst().firstIndex(of: "`") else { return nil }
        let notation = String(rest[rest.index(after: rest.startIndex)..<end])
        return DocJSONRow(file: file, line: number, label: label, shape: DocJSONShape(notation: notation))
    }
}

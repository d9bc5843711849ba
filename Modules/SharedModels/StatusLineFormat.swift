/// The `--format` of `APP today`: text with fields in braces, `{done}`,
/// `{due}`, `{left}`, `{percent}` and `{next}`; `{{` and `}}` are literal
/// braces. Parsed once, before the store is opened, so a typo costs nothing
/// and never prints half a line.
package struct StatusLineFormat: Sendable, Equatable {
    package enum Field: String, CaseIterable, Sendable {
        case done, due, left, percent, next
    }

    package enum Piece: Sendable, Equatable {
        case text(String)
        case field(Field)
    }

    package enum ParseError: Error, Sendable, Equatable {
        /// `{name}` with a name that is not a field (the name as written).
        case unknownField(String)
        /// A `{` without its `}`, or a lone `}`.
        case unbalancedBrace
    }

    package let pieces: [Piece]

    /// `3/5`, and `5/5 ✓` once everything due is done.
    package static let standard = StatusLineFormat(pieces: [.field(.done), .text("/"), .field(.due)])

    init(pieces: [Piece]) { self.pieces = pieces }

    package init(_ text: String) throws(ParseError) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text[...]
        while let first = characters.popFirst() {
            switch first {
            case "{" where characters.first == "{":
                characters.removeFirst()
                literal.append("{")
            case "}" where characters.first == "}":
                characters.removeFirst()
                literal.append("}")
            case "}": throw .unbalancedBrace
            case "{":
                guard let close = characters.firstIndex(of: "}") else { throw .unbalancedBrace }
                let name = String(characters[..<close])
                guard let field = Field(rawValue: name) else { throw .unknownField(name) }
                if !literal.isEmpty {
                    pieces.append(.text(literal))
                    literal = ""
                }
                pieces.append(.field(field))
                characters = characters[characters.index(after: close)...]
            default: literal.append(first)
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// Whether the line needs the next habit's name (the store then finds it).
    package var needsNext: Bool { pieces.contains(.field(.next)) }

    /// The line for `progress` (`{next}` empty when none is left; the caller
    /// cleans the name of terminal controls first). The standard line gains
    /// ` ✓` on a complete day.
    package func render(_ progress: DayProgress) -> String {
        var line = ""
        for piece in pieces {
            switch piece {
            case .text(let text): line += text
            case .field(.done): line += String(progress.done)
            case .field(.due): line += String(progress.due)
            case .field(.left): line += String(progress.left)
            case .field(.percent): line += String(progress.percent)
            case .field(.next): line += progress.next ?? ""
            }
        }
        return self == .standard && progress.isComplete ? line + " ✓" : line
    }
}

/// What a specifier takes, and the Swift type the generated symbol asks for.
enum ArgumentKind: Equatable {
    /// `%@`, `%s`: any `LocalizableArgument` (numbers are written in the language's format).
    case text
    /// `%lld`, `%d`, `%i`, `%u`; also a plural's count when no form writes it.
    case integer
    /// `%f`, `%.1f`.
    case decimal

    var swiftType: String {
        switch self {
        case .text: "any LocalizableArgument"
        case .integer: "Int"
        case .decimal: "Double"
        }
    }

    var name: String {
        switch self {
        case .text: "a text (%@)"
        case .integer: "an integer (%lld)"
        case .decimal: "a decimal (%f)"
        }
    }
}

/// Reads the arguments a key's texts take, the way the runtime's
/// `FormatString` consumes them: `%[N$][flags][width][.precision][length]C`,
/// `N$` picking the argument by position, `%%` a percent sign, a `%` before
/// anything else kept as it stands. Written out here because the compiler
/// cannot link the module it generates: keep it in step with the runtime's
/// `Specifier.parse`.
enum ArgumentReader {
    /// The arguments of ENTRY, by position, or why they cannot be typed:
    /// every language must use each argument as the same kind, and a language
    /// writing plain `%@`s (no `%N$`) must use all of them; a language with
    /// positions may leave one out (a short date with the month's number, not
    /// its name). A plural's count is an integer even when no form writes it.
    static func signature(of entry: CatalogEntry) throws(SignatureProblem) -> [ArgumentKind] {
        var merged: [Int: ArgumentKind] = [:]
        var used: [String: (positions: Set<Int>, positional: Bool)] = [:]
        var isPlural = false
        for language in CatalogRules.languages {
            let texts: [String]
            switch entry.values[language]! {
            case .text(let text): texts = [text]
            case .plural(let forms):
                isPlural = true
                texts = CatalogRules.knownPluralCategories.compactMap { forms[$0] }
            }
            var positions: Set<Int> = []
            var positional = true
            for text in texts {
                for (position, kind, explicit) in try specifiers(in: text, language: language) {
                    if let earlier = merged[position], earlier != kind {
                        throw SignatureProblem(
                            text: "argument \(position) is \(earlier.name) in one place and "
                                + "\(kind.name) in \(language)")
                    }
                    merged[position] = kind
                    positions.insert(position)
                    positional = positional && explicit
                }
            }
            used[language] = (positions, positional)
        }
        let count = merged.keys.max() ?? 0
        var kinds: [ArgumentKind] = []
        for position in stride(from: 1, through: count, by: 1) {
            if let kind = merged[position] {
                kinds.append(kind)
            } else if isPlural && !kinds.contains(.integer) {
                kinds.append(.integer)
            } else {
                throw SignatureProblem(text: "argument \(position) is used by no language")
            }
        }
        // A plural whose forms write no number still picks them by a count.
        if isPlural && kinds.isEmpty { kinds = [.integer] }
        if isPlural && !kinds.contains(.integer) {
            throw SignatureProblem(text: "a plural needs an integer argument (%lld) to pick its form by")
        }
        for (language, use) in used where !use.positional || use.positions.isEmpty {
            let all = Set(merged.keys)
            if use.positions != all {
                throw SignatureProblem(
                    text: "\(language) uses arguments \(use.positions.sorted()), other languages "
                        + "\(all.sorted()); write %N$ positions to leave one out on purpose")
            }
        }
        return kinds
    }

    /// Each specifier of TEXT that takes an argument: its position (1-based),
    /// kind and whether it was written with `N$`.
    static func specifiers(in text: String, language: String) throws(SignatureProblem)
        -> [(Int, ArgumentKind, Bool)]
    {
        let bytes = Array(text.utf8)
        var found: [(Int, ArgumentKind, Bool)] = []
        var next = 0
        var index = 0
        func digits() -> Int? {
            var value: Int?
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            let start = index
            var position: Int?
            if let value = digits(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                position = value
                index += 1
            } else {
                index = start
            }
            while index < bytes.count, "-0+ #'".utf8.contains(bytes[index]) { index += 1 }
            _ = digits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                _ = digits()
            }
            while index < bytes.count, "hlqztjL".utf8.contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let conversion = bytes[index]
            let kind: ArgumentKind
            switch conversion {
            case UInt8(ascii: "@"), UInt8(ascii: "s"): kind = .text
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): kind = .integer
            case UInt8(ascii: "f"), UInt8(ascii: "F"): kind = .decimal
            default:
                guard conversion < 0x80, Unicode.Scalar(conversion).properties.isAlphabetic else {
                    index = start  // not a specifier: the runtime keeps the "%"
                    continue
                }
                throw SignatureProblem(
                    text: "\(language): unsupported specifier "
                        + "'%\(String(decoding: bytes[start...index], as: UTF8.self))'")
            }
            index += 1
            if position == nil { next += 1 }
            guard let at = position ?? Optional(next), at >= 1 else {
                throw SignatureProblem(text: "\(language): argument position 0")
            }
            found.append((at, kind, position != nil))
        }
        return found
    }
}

struct SignatureProblem: Error { let text: String }

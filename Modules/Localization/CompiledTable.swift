// The values the tables hold, and `Table`, which reads them from the static
// data LocalizationCompiler writes at build time from Localization/*.xcstrings
// (`compiledText`, `compiledIndex`; LocalizationPlugin runs it).

/// Plural forms by CLDR category; absent categories are nil.
struct PluralForms: Sendable {
    var zero: String?, one: String?, two: String?, few: String?, many: String?, other: String?

    init(
        zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String? = nil
    ) {
        self.zero = zero
        self.one = one
        self.two = two
        self.few = few
        self.many = many
        self.other = other
    }

    subscript(category: PluralCategory) -> String? {
        get {
            switch category {
            case .zero: zero
            case .one: one
            case .two: two
            case .few: few
            case .many: many
            case .other: other
            }
        }
        set {
            switch category {
            case .zero: zero = newValue
            case .one: one = newValue
            case .two: two = newValue
            case .few: few = newValue
            case .many: many = newValue
            case .other: other = newValue
            }
        }
    }
}

/// One language's value of a key.
enum TableValue: Sendable {
    case text(String)
    case plural(PluralForms)
}

/// A key with its value in every language.
struct TableEntry: Sendable {
    let key: String
    let en: TableValue, ru: TableValue, de: TableValue

    init(_ key: String, en: TableValue, ru: TableValue, de: TableValue) {
        self.key = key
        self.en = en
        self.ru = ru
        self.de = de
    }

    func value(in language: Language) -> TableValue {
        switch language {
        case .en: en
        case .ru: ru
        case .de: de
        }
    }
}

/// Look-ups in the tables linked into this program.
enum Table {
    /// The entry for KEY, every language decoded.
    static func entry(for key: String) -> TableEntry? { CompiledTables.linked.entry(for: key) }

    /// KEY's value in LANGUAGE alone.
    static func value(for key: String, in language: Language) -> TableValue? {
        CompiledTables.linked.value(for: key, in: language)
    }

    /// Every entry, in key order.
    static var all: [TableEntry] { CompiledTables.linked.all }
}

/// Tables as LocalizationCompiler writes them: every string in one UTF-8
/// text (each once) and an index of `UInt32`s into it. Both are static data
/// in the binary (`compiledText`, `compiledIndex`), so nothing is built at
/// start-up and a look-up makes only the strings it returns.
///
/// The index: the number of entries N; then N positions in the index where
/// each entry starts, in key order; then the entries. An entry is its key's
/// `start, length` in the text, then per language (en, ru, de) `0, start,
/// length` for a text, or for a plural a bit mask of the categories present
/// (bit N for `PluralCategory.allCases[N]`) followed by `start, length` of
/// each, in that order.
struct CompiledTables: @unchecked Sendable {  // a raw pointer into bytes nothing writes, the binary's static text
    /// Immutable bytes: the linked tables' static text, or a test's buffer.
    let text: UnsafeBufferPointer<UInt8>
    let index: [UInt32]

    static let linked = CompiledTables(
        text: UnsafeBufferPointer(
            start: compiledText.utf8Start,
            count: compiledText.utf8CodeUnitCount),
        index: compiledIndex)

    var count: Int { Int(index[0]) }

    func entry(for key: String) -> TableEntry? {
        position(of: key).map(entry(at:))
    }

    func value(for key: String, in language: Language) -> TableValue? {
        guard var position = position(of: key) else { return nil }
        position += 2
        for other in Language.allCases {
            if other == language { return value(&position) }
            skipValue(&position)
        }
        return nil
    }

    var all: [TableEntry] { (0..<count).map { entry(at: Int(index[1 + $0])) } }

    private func entry(at start: Int) -> TableEntry {
        var position = start
        let key = string(&position)
        let en = value(&position)
        let ru = value(&position)
        let de = value(&position)
        return TableEntry(key, en: en, ru: ru, de: de)
    }

    /// Binary search by UTF-8 bytes, which orders NFC text (every key is
    /// ASCII) exactly as Swift's `String` comparison does, without its
    /// normalization checks: a long list looks up a plural per card.
    private func position(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let position = Int(index[1 + middle])
                let order = Self.compare(bytes(at: position), wanted)
                if order == 0 { return position }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The `start, length` at POSITION as bytes of the text.
    private func bytes(at position: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(index[position])..<Int(index[position] + index[position + 1])])
    }

    private func string(_ position: inout Int) -> String {
        defer { position += 2 }
        return String(decoding: bytes(at: position), as: UTF8.self)
    }

    private func value(_ position: inout Int) -> TableValue {
        let mask = index[position]
        position += 1
        guard mask != 0 else { return .text(string(&position)) }
        var forms = PluralForms()
        for (bit, category) in PluralCategory.allCases.enumerated() where mask & (1 << UInt32(bit)) != 0 {
            forms[category] = string(&position)
        }
        return .plural(forms)
    }

    private func skipValue(_ position: inout Int) {
        let mask = index[position]
        position += 1 + 2 * (mask == 0 ? 1 : mask.nonzeroBitCount)
    }

    /// Negative, zero or positive as A's bytes sort before, equal or after B.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return Int(a[index]) - Int(b[index])
        }
        return a.count - b.count
    }
}

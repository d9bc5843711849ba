// The shape of the data LocalizationCompiler writes (`compiledTable`, generated
// at build time from Localization/*.xcstrings by LocalizationPlugin).

/// Plural forms by CLDR category; absent categories are nil.
struct PluralForms: Sendable {
    var zero: String?, one: String?, two: String?, few: String?, many: String?, other: String?

    init(zero: String? = nil, one: String? = nil, two: String? = nil,
         few: String? = nil, many: String? = nil, other: String? = nil) {
        self.zero = zero; self.one = one; self.two = two
        self.few = few; self.many = many; self.other = other
    }

    subscript(category: PluralCategory) -> String? {
        switch category {
        case .zero: zero
        case .one: one
        case .two: two
        case .few: few
        case .many: many
        case .other: other
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
        self.key = key; self.en = en; self.ru = ru; self.de = de
    }

    func value(in language: Language) -> TableValue {
        switch language {
        case .en: en
        case .ru: ru
        case .de: de
        }
    }
}

enum Table {
    /// Binary search over the sorted table: no dictionary to build at start-up.
    /// Keys are compared as UTF-8 bytes, which orders NFC text (every key is
    /// ASCII) exactly as Swift's `String` comparison does, without its
    /// normalization checks: a long list looks up a plural per card.
    static func entry(for key: String) -> TableEntry? {
        var key = key
        return key.withUTF8 { wanted in
            var low = 0, high = compiledTable.count
            while low < high {
                let middle = (low + high) / 2
                let order = compare(compiledTable[middle].key, wanted)
                if order == 0 { return compiledTable[middle] }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Negative, zero or positive as CANDIDATE's bytes sort before, equal or after WANTED.
    private static func compare(_ candidate: String, _ wanted: UnsafeBufferPointer<UInt8>) -> Int {
        let order = candidate.utf8.withContiguousStorageIfAvailable { compare($0, wanted) }
        return order ?? Array(candidate.utf8).withUnsafeBufferPointer { compare($0, wanted) }
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return Int(a[index]) - Int(b[index])
        }
        return a.count - b.count
    }
}

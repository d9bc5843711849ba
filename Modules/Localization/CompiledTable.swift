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
    static func entry(for key: String) -> TableEntry? {
        var low = 0, high = compiledTable.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = compiledTable[middle].key
            if candidate == key { return compiledTable[middle] }
            if candidate < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

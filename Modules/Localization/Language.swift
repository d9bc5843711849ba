/// A language Pocket speaks. Anything else falls back to English.
package enum Language: String, CaseIterable, Sendable {
    case en, ru, de
}

/// A CLDR plural category (https://cldr.unicode.org/index/cldr-spec/plural-rules).
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

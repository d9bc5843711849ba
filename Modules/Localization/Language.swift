/// A language Pocket speaks. Anything else falls back to English.
public enum Language: String, CaseIterable, Sendable {
    case en, ru, de
}

/// A CLDR plural category (https://cldr.unicode.org/index/cldr-spec/plural-rules).
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

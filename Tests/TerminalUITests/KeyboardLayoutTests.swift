import Testing

@testable import TerminalUI

@Suite struct KeyboardLayoutTests {
    /// The keys of a ЙЦУКЕН keyboard row by row, as printed on them
    /// (Latin, Russian), the reference the table must agree with.
    static let keys: [(Character, Character)] = [
        ("q", "й"), ("w", "ц"), ("e", "у"), ("r", "к"), ("t", "е"), ("y", "н"), ("u", "г"), ("i", "ш"),
        ("o", "щ"), ("p", "з"), ("[", "х"), ("]", "ъ"), ("a", "ф"), ("s", "ы"), ("d", "в"), ("f", "а"),
        ("g", "п"), ("h", "р"), ("j", "о"), ("k", "л"), ("l", "д"), (";", "ж"), ("'", "э"), ("z", "я"),
        ("x", "ч"), ("c", "с"), ("v", "м"), ("b", "и"), ("n", "т"), ("m", "ь"), (",", "б"), (".", "ю"),
        ("`", "ё"),
    ]

    @Test func everyRussianLetterIsReadAsTheLatinOnItsKey() {
        for (latin, russian) in Self.keys {
            #expect(Key.character(russian).onLatinKeys == .character(latin), "\(russian)")
        }
    }

    @Test func capitalsGiveTheShiftedKey() {
        #expect(Key.character("Й").onLatinKeys == .character("Q"))
        #expect(Key.character("П").onLatinKeys == .character("G"))
        #expect(Key.character("Ё").onLatinKeys == .character("~"))
    }

    @Test func otherKeysStayAsTheyAre() {
        for key in [Key.character("q"), .character("ä"), .character("?"), .character("+"), .up, .enter, .escape] {
            #expect(key.onLatinKeys == key)
        }
    }
}

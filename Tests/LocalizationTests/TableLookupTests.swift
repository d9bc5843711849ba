import Testing

@testable import Localization

/// `Table.entry` binary-searches by UTF-8 bytes; that is only right while the
/// compiled order (Swift `String` order) is also byte order.
@Suite struct TableLookupTests {
    @Test func keysAreASCIIAndInByteOrder() {
        let keys = Table.all.map(\.key)
        for key in keys { #expect(key.utf8.allSatisfy { $0 < 0x80 }, "\(key) is not ASCII") }
        for (earlier, later) in zip(keys, keys.dropFirst()) {
            #expect(Array(earlier.utf8).lexicographicallyPrecedes(Array(later.utf8)), "\(earlier) / \(later)")
        }
    }

    @Test func everyKeyFindsItsOwnEntry() {
        for entry in Table.all { #expect(Table.entry(for: entry.key)?.key == entry.key) }
    }

    /// One language's value, read alone, is the entry's value in that language.
    @Test func aLanguagesValueAloneMatchesTheEntry() {
        for entry in Table.all {
            for language in Language.allCases {
                #expect(
                    Self.forms(Table.value(for: entry.key, in: language)) == Self.forms(entry.value(in: language)),
                    "\(entry.key) [\(language)]")
            }
        }
    }

    /// A value's texts, a plural's by category (nil where absent), "text" first for a text.
    private static func forms(_ value: TableValue?) -> [String?] {
        switch value {
        case .text(let text): ["text", text]
        case .plural(let forms): PluralCategory.allCases.map { forms[$0] }
        case nil: []
        }
    }

    @Test(arguments: [
        "", "a", "format", "format.days.", "format.dayz", "zzz", "format.days\u{0}", "формат", "format.dayś",
    ])
    func unknownKeysAreNotFound(key: String) {
        #expect(Table.entry(for: key) == nil)
    }

    /// A key built at run time (a non-literal, non-ASCII-flagged string) is found too.
    @Test func builtKeysAreFound() {
        let month = String(decoding: Array("format.month.11.genitive".utf8), as: UTF8.self)
        #expect(Table.entry(for: month)?.key == "format.month.11.genitive")
        #expect(Table.entry(for: "format.month.\(11).genitive") != nil)
    }
}

import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// `NameOrder`'s fast paths (the ASCII key, memcmp comparisons, the
/// index-based sort) agree with naive definitions of the same rule.
@Suite struct NameOrderTests {
    /// The key as the rule says it: lower-cased, then ё ä ö ü ß folded.
    static func referenceKey(_ name: String) -> String {
        var key = ""
        for character in name.lowercased() {
            switch character {
            case "ё": key.append("е")
            case "ä": key.append("a")
            case "ö": key.append("o")
            case "ü": key.append("u")
            case "ß": key.append("ss")
            default: key.append(character)
            }
        }
        return key
    }

    /// UTF-8 byte order, as SQLite's BINARY collation compares.
    static func referenceBytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        Array(lhs.utf8).lexicographicallyPrecedes(Array(rhs.utf8))
    }

    @Test func asciiKeysAreTheLowercasedName() {
        let everyByte = String(decoding: Array(UInt8(0)...UInt8(127)), as: UTF8.self)
        #expect(NameOrder.key(everyByte) == Self.referenceKey(everyByte))
        for name in ["Tracker 0001", "ZEBRA", "mIxEd Case 42", "", "\r\n", "A_B-C"] {
            #expect(NameOrder.key(name) == Self.referenceKey(name))
            #expect(NameOrder.key(name).utf8.elementsEqual(Self.referenceKey(name).utf8))
        }
    }

    @Test func otherKeysFoldTheVariantLetters() {
        for name in ["Ёлка", "Äpfel", "Straße", "ÉCOLE", "e\u{301}clair", "İstanbul", "日本"] {
            #expect(NameOrder.key(name).utf8.elementsEqual(Self.referenceKey(name).utf8))
        }
        #expect(NameOrder.key("Ёлка") == "елка")
        #expect(NameOrder.key("Straße") == "strasse")
    }

    /// Canonically equivalent strings are equal to Swift's `==` but not to
    /// SQLite: the order must follow the bytes, or the backends disagree.
    @Test func comparisonsAreByBytesNotCanonicalEquivalence() {
        let pairs = [
            ("é", "e\u{301}"), ("a", "b"), ("", "a"), ("Tracker 0001", "Tracker 0002"), ("ab", "a"),
            ("ё", "е"), ("\u{10FFFF}", "\u{FFFF}"),
            (String(repeating: "x", count: 40) + "a", String(repeating: "x", count: 40)),
        ]
        for (a, b) in pairs {
            #expect(NameOrder.bytesPrecede(a, b) == Self.referenceBytesPrecede(a, b), "\(a) \(b)")
            #expect(NameOrder.bytesPrecede(b, a) == Self.referenceBytesPrecede(b, a), "\(b) \(a)")
        }
        #expect(!NameOrder.bytesPrecede("é", "é"))
    }

    /// «Ёлка» sorts with the Е's, "Äpfel" with the A's.
    @Test func variantLettersSortWithTheirBaseLetter() {
        let names = ["Яблоко", "Ёлка", "Елка", "Zebra", "Äpfel", "apple", "Ель"]
        let trackers = names.enumerated().map { habit($0.element, id: EntityID("id\($0.offset)")) }
        // "apfel" < "apple"; «Ёлка» and «Елка» share a key and go by their bytes.
        #expect(
            MainScreen.sortedByName(trackers).map(\.name) == [
                "Äpfel", "apple", "Zebra", "Ёлка", "Елка", "Ель", "Яблоко",
            ])
    }

    /// Random names (ASCII and not, with duplicates differing only in case,
    /// in canonical form or in id) in the order of the naive definition.
    @Test(arguments: 1...20)
    func nameOrderMatchesTheReferenceSort(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let parts = ["a", "A", "b", "Ё", "е", "ä", "ss", "ß", "z", "Z", " ", "1", "é", "e\u{301}"]
        let trackers = (0..<60).map { index in
            let name = (0..<(1 + Int(random.next() % 4))).map { _ in parts[Int(random.next() % UInt64(parts.count))] }
                .joined()
            return habit(name, id: EntityID("id\(random.next() % 40)-\(index % 7)"))
        }
        let reference = trackers.map { (key: Self.referenceKey($0.name), tracker: $0) }
            .sorted { a, b in
                if !a.key.utf8.elementsEqual(b.key.utf8) { return Self.referenceBytesPrecede(a.key, b.key) }
                if !a.tracker.name.utf8.elementsEqual(b.tracker.name.utf8) {
                    return Self.referenceBytesPrecede(a.tracker.name, b.tracker.name)
                }
                return Self.referenceBytesPrecede(a.tracker.id.rawValue, b.tracker.id.rawValue)
            }
            .map(\.tracker.id)
        #expect(MainScreen.sortedByName(trackers).map(\.id) == reference)
    }
}

import SharedModels
import Testing
@testable import HabitKit

/// `sortKey`'s ASCII shortcut and the index-based name order agree with the
/// definitions they replaced.
@Suite struct NameOrderTests {
    /// The key as defined before the shortcut: lower-cased, then ё ä ö ü ß folded.
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

    @Test func asciiKeysAreTheLowercasedName() {
        let everyByte = String(decoding: Array(UInt8(0)...UInt8(127)), as: UTF8.self)
        #expect(MainScreen.sortKey(everyByte) == Self.referenceKey(everyByte))
        for name in ["Tracker 0001", "ZEBRA", "mIxEd Case 42", "", "\r\n", "A_B-C"] {
            #expect(MainScreen.sortKey(name) == Self.referenceKey(name))
            #expect(MainScreen.sortKey(name).utf8.elementsEqual(Self.referenceKey(name).utf8))
        }
    }

    @Test func otherKeysAreUnchanged() {
        for name in ["Ёлка", "Äpfel", "Straße", "ÉCOLE", "e\u{301}clair", "İstanbul", "日本"] {
            #expect(MainScreen.sortKey(name) == Self.referenceKey(name))
        }
    }

    /// Random names (ASCII and not, with duplicates differing only in case or
    /// id) in the order the tuple sort gave.
    @Test(arguments: 1...20)
    func nameOrderMatchesTheReferenceSort(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let parts = ["a", "A", "b", "Ё", "е", "ä", "ss", "ß", "z", "Z", " ", "1", "é", "e\u{301}"]
        let trackers = (0..<60).map { index in
            let name = (0..<(1 + Int(random.next() % 4))).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined()
            return habit(name, id: EntityID("id\(random.next() % 40)-\(index % 7)"))
        }
        let reference = trackers.map { (key: Self.referenceKey($0.name), tracker: $0) }
            .sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.tracker.name != b.tracker.name { return a.tracker.name < b.tracker.name }
                return a.tracker.id < b.tracker.id
            }
            .map(\.tracker.id)
        #expect(MainScreen.sortedByName(trackers).map(\.id) == reference)
    }
}

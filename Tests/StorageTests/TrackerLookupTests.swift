import SharedModels
import Storage
import Testing

/// `trackers(named:)` and `trackers(idPrefix:)`: what resolving a user's `T`
/// uses instead of reading every tracker, against both backends.
@Suite struct TrackerLookupTests {
    @Test(arguments: StoreKind.allCases)
    func byNameIgnoringCaseInListOrder(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let sport = Make.category("Sport")
            let trackers = [
                Make.tracker("Бег", category: sport, id: "bb"), Make.tracker("бег", category: nil, id: "aa"),
                Make.tracker("Walk", category: sport, id: "cc"), Make.tracker("Бег вечером", category: nil, id: "dd"),
                Make.tracker("Straße", category: nil, id: "ee"),
            ]
            try store.write { context throws in
                try context.insertCategory(sport)
                for tracker in trackers { try context.insertTracker(tracker) }
            }
            try store.read { context throws in
                // List order: «Бег» before «бег» by their bytes (`NameOrder`).
                #expect(try context.trackers(named: "бЕГ").map(\.id.rawValue) == ["bb", "aa"])
                #expect(
                    try context.trackers(named: "бЕГ") == context.trackers().filter { $0.name.lowercased() == "бег" })
                #expect(try context.trackers(named: "WALK") == [trackers[2]])
                #expect(try context.trackers(named: "straße").map(\.id.rawValue) == ["ee"])
                // Whole names only: no prefix, no substring.
                #expect(try context.trackers(named: "Wal").isEmpty)
                #expect(try context.trackers(named: "вечером").isEmpty)
                #expect(try context.trackers(named: "").isEmpty)
            }
            // Renaming moves a tracker to its new name.
            var walk = trackers[2]
            walk.name = "БЕГ"
            try store.write { try $0.updateTracker(walk) }
            #expect(try store.read { try $0.trackers(named: "бег").map(\.id.rawValue) } == ["cc", "bb", "aa"])
            #expect(try store.read { try $0.trackers(named: "walk") }.isEmpty)
        }
    }

    /// Ids with capitals come from imports; users type prefixes in any case.
    static let ids = ["abcd1234ef", "abcd9999", "ABCE0000", "abc", "ab", "abd", "a-b_c", "ff00"]

    @Test(arguments: StoreKind.allCases)
    func byIDPrefixIgnoringASCIICase(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            // Names in the reverse order of the ids, so the list order shows.
            let trackers = Self.ids.enumerated().map { index, id in
                Make.tracker("T\(Self.ids.count - index)", category: nil, id: id)
            }
            try store.write { context in for tracker in trackers { try context.insertTracker(tracker) } }
            try store.read { context throws in
                func ids(_ prefix: String) throws -> [String] {
                    try context.trackers(idPrefix: prefix).map(\.id.rawValue)
                }
                #expect(try ids("ABCD") == ["abcd9999", "abcd1234ef"])
                #expect(try ids("abcd1") == ["abcd1234ef"])
                #expect(try ids("abcd1234ef") == ["abcd1234ef"])
                #expect(try ids("abcd1234efa").isEmpty)
                #expect(try ids("abce") == ["ABCE0000"])
                #expect(try ids("AbCe0") == ["ABCE0000"])
                #expect(try ids("abc") == ["abc", "ABCE0000", "abcd9999", "abcd1234ef"])
                #expect(try ids("ab") == ["abd", "ab", "abc", "ABCE0000", "abcd9999", "abcd1234ef"])
                #expect(try ids("A-B") == ["a-b_c"])
                #expect(try ids("ff00") == ["ff00"])
                #expect(try ids("f0").isEmpty)
                #expect(try ids("zz").isEmpty)
                #expect(try ids("ab\u{10FFFF}").isEmpty)
                #expect(try ids("é").isEmpty)
                // Every tracker, in list order.
                #expect(try context.trackers(idPrefix: "") == context.trackers())
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func lookupsSeeTheScopesOwnChanges(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            try store.write { context throws in
                try context.insertTracker(Make.tracker("Read", category: nil, id: "0123abcd"))
                #expect(try context.trackers(named: "READ").map(\.id.rawValue) == ["0123abcd"])
                #expect(try context.trackers(idPrefix: "0123").map(\.name) == ["Read"])
                try context.deleteTracker(id: "0123abcd")
                #expect(try context.trackers(named: "read").isEmpty)
                #expect(try context.trackers(idPrefix: "0123").isEmpty)
            }
        }
    }
}

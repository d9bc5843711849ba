import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// The main screen's shortcut: trackers that come in `NameOrder` already
/// (as both stores list them) are checked pair by pair instead of sorted.
/// Both the in-place key comparison and the check agree with the naive
/// definitions (`NameOrderTests.referenceKey`, a full sort).
@Suite struct NameOrderCheckTests {
    static let parts = [
        "a", "A", "b", "B", "Ё", "е", "ä", "a\u{308}", "\u{308}", "ss", "ß", "z", "Z", " ", "1", "é",
        "e\u{301}", "[", "_", "~", "İ", "🙂",
    ]

    static func randomName(_ random: inout SeededGenerator) -> String {
        (0..<(1 + Int(random.next() % 5))).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined()
    }

    @Test(arguments: 1...20)
    func compareKeysIsTheKeysByteOrder(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<300 {
            let a = Self.randomName(&random)
            let b = Self.randomName(&random)
            let reference = NameOrderTests.referenceKey(a).utf8.lexicographicallyPrecedes(
                NameOrderTests.referenceKey(b).utf8)
            let same = NameOrderTests.referenceKey(a).utf8.elementsEqual(NameOrderTests.referenceKey(b).utf8)
            let order = NameOrder.compareKeys(a, b)
            #expect((order < 0) == reference && (order == 0) == same, "\(a) \(b)")
        }
    }

    /// Sorted input is taken as it is, anything else is sorted, and either
    /// way the result is the reference sort's; so are subsets (the shown cards).
    @Test(arguments: 1...20)
    func nameOrderMatchesSortingWhateverTheInput(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let trackers = (0..<50).map { index in
            habit(Self.randomName(&random), id: EntityID("id\(random.next() % 30)-\(index % 3)"))
        }
        let all = Array(trackers.indices)
        let sorted = MainScreen.nameOrderBySorting(of: all, in: trackers).map { trackers[$0] }
        let everything = Array(sorted.indices)
        #expect(
            MainScreen.nameOrder(of: everything, in: sorted)
                == MainScreen.nameOrderBySorting(of: everything, in: sorted))
        let unique = Set(trackers.map(\.id)).count == trackers.count
        if unique { #expect(MainScreen.isInNameOrder(everything, sorted)) }
        let subset = everything.filter { _ in random.next() % 3 != 0 }
        #expect(MainScreen.nameOrder(of: subset, in: sorted) == MainScreen.nameOrderBySorting(of: subset, in: sorted))
        var shuffled = sorted
        shuffled.shuffle(using: &random)
        #expect(
            MainScreen.nameOrder(of: everything, in: shuffled)
                == MainScreen.nameOrderBySorting(of: everything, in: shuffled))
        let reversed = Array(everything.reversed())
        #expect(
            MainScreen.nameOrder(of: reversed, in: sorted) == MainScreen.nameOrderBySorting(of: reversed, in: sorted))
    }

    /// The positional `build` shows what the id-keyed one shows.
    @Test(arguments: 1...10)
    func buildByPositionMatchesBuildByID(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let categories = (0..<4).map { TrackerCategory(id: EntityID("c\($0 % 3)"), title: Self.randomName(&random)) }
        let trackers = (0..<40).map { index in
            var tracker = habit(Self.randomName(&random), id: EntityID("t\(index)"))
            tracker.pinned = random.next() % 6 == 0
            tracker.categoryID = random.next() % 5 == 0 ? nil : EntityID("c\(random.next() % 4)")
            return tracker
        }
        let done = trackers.map { _ in random.next() % 2 == 0 }
        let counts = trackers.map { _ in Int(random.next() % 4) }
        let doneIDs = Set(zip(trackers, done).filter(\.1).map(\.0.id))
        let countByID = Dictionary(
            uniqueKeysWithValues: zip(trackers, counts).filter { $0.1 > 0 }.map { ($0.0.id, $0.1) })
        for filter in TrackerFilter.allCases {
            let query = MainScreenQuery(
                date: mar(4), filter: filter, search: random.next() % 3 == 0 ? "a" : nil, today: mar(4))
            for listed in [trackers, MainScreen.sortedByName(trackers)] {
                let byID = MainScreen.build(
                    query: query, trackers: listed, categories: categories,
                    doneOnDay: doneIDs, completedDays: countByID)
                let position = listed.map { tracker in trackers.firstIndex { $0.id == tracker.id }! }
                let byPosition = MainScreen.build(
                    query: query, trackers: listed, categories: categories,
                    doneAt: position.map { done[$0] }, completedDaysAt: position.map { counts[$0] })
                #expect(byID == byPosition)
            }
        }
    }
}

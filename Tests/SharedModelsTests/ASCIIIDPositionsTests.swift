import SeededRandom
import SharedModels
import Testing

/// `ASCIIIDPositions` finds what a dictionary of the same ids finds.
@Suite struct ASCIIIDPositionsTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("aAb0-_~")
        let word = { (random: inout SeededGenerator) -> String in
            let length = Int((random.next() as UInt64) % 40)
            return String((0..<length).map { _ in alphabet[Int((random.next() as UInt64) % UInt64(alphabet.count))] })
        }
        var seen = Set<String>()
        let ids = (0..<Int((random.next() as UInt64) % 300)).map { _ in word(&random) }
            .filter { seen.insert($0).inserted }.map { EntityID($0) }
        let table = try! #require(ASCIIIDPositions(ids))
        var reference: [String: Int] = [:]
        for (position, id) in ids.enumerated() { reference[id.rawValue] = position }
        for probe in ids.map({ $0.rawValue }) + (0..<300).map({ _ in word(&random) }) {
            var probe = probe
            #expect(probe.withUTF8 { table.position(ofASCII: $0) } == reference[probe], "\(probe)")
        }
    }

    @Test func refusesWhatBytesCannotDecide() {
        #expect(ASCIIIDPositions(["a", "b", "a"]) == nil)
        #expect(ASCIIIDPositions(["a", "\u{212A}"]) == nil)
        #expect(ASCIIIDPositions([]) != nil)
        var kelvin = "\u{212A}"
        #expect(!kelvin.withUTF8 { ASCIIIDPositions.isASCII($0) })
    }
}

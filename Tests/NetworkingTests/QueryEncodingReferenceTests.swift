import Foundation
import Networking
import SeededRandom
import Testing

/// `QueryEncoding.encode` works byte by byte for speed; Foundation's
/// `addingPercentEncoding` with RFC 3986's unreserved set is the reference
/// it must agree with, on random text from every part of Unicode.
@Suite struct QueryEncodingReferenceTests {
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func reference(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// Mostly ASCII (where the reserved characters are), with Latin, Cyrillic,
    /// CJK, emoji and joiners mixed in.
    static func randomText(_ random: inout SeededGenerator) -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0xA0...0x24F, 0x400...0x4FF,
            0x4E00...0x4E80, 0x1F600...0x1F64F, 0x200D...0x200D, 0xFE0F...0xFE0F,
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &random)]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &random)) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test(arguments: 1...8)
    func agreesWithFoundationOnRandomText(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let text = Self.randomText(&random)
            #expect(QueryEncoding.encode(text) == Self.reference(text), "seed \(seed): \(text.debugDescription)")
        }
    }

    @Test func everyByteOfASCII() {
        for value in 0...0x7F {
            let text = String(UnicodeScalar(UInt8(value)))
            #expect(QueryEncoding.encode(text) == Self.reference(text))
        }
    }

    @Test func decodingUndoesEncoding() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let text = Self.randomText(&random)
            let pair = QueryEncoding.decode("k=" + QueryEncoding.encode(text))
            #expect(pair.count == 1 && pair.first?.value == text)
        }
    }
}

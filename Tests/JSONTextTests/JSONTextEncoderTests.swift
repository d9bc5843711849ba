import Foundation
import JSONText
import Testing

/// `JSONTextEncoder` writes what Foundation's `JSONEncoder` writes (sorted
/// keys, no escaped slashes, pretty or not), byte for byte, for text without
/// the characters `JSONWriter` escapes on top.
@Suite struct JSONTextEncoderTests {
    // The keys `Upper` and `under_score` check that the encoder writes names as declared.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Sample: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var title: String
            var pinned: Bool
            var items: [Int]
        }
        var zeta: String
        var alpha: Int
        var average: Double
        var ratio: Float
        var search: String?
        var missing: String?
        var createdOn: String
        var camelCase: Bool
        var Upper: Int8
        var under_score: UInt64
        var inners: [Inner]
        var empty: [String]
        var emptyMap: [String: Int]
        var map: [String: [Int]]
        var matrix: [[Double]]
        var kind: Kind
        enum Kind: String, Codable { case habit, event }

        enum CodingKeys: String, CodingKey {
            case zeta, alpha, average, ratio, search, missing, createdOn, camelCase, Upper, under_score, inners, empty,
                emptyMap
            case map, matrix, kind
        }

        /// `search` as null when absent, `missing` left out (the synthesized way).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(zeta, forKey: .zeta)
            try container.encode(alpha, forKey: .alpha)
            try container.encode(average, forKey: .average)
            try container.encode(ratio, forKey: .ratio)
            try container.encode(search, forKey: .search)
            try container.encodeIfPresent(missing, forKey: .missing)
            try container.encode(createdOn, forKey: .createdOn)
            try container.encode(camelCase, forKey: .camelCase)
            try container.encode(Upper, forKey: .Upper)
            try container.encode(under_score, forKey: .under_score)
            try container.encode(inners, forKey: .inners)
            try container.encode(empty, forKey: .empty)
            try container.encode(emptyMap, forKey: .emptyMap)
            try container.encode(map, forKey: .map)
            try container.encode(matrix, forKey: .matrix)
            try container.encode(kind, forKey: .kind)
        }
    }

    static func sample(average: Double, text: String) -> Sample {
        Sample(
            zeta: text, alpha: -7, average: average, ratio: 0.1, search: nil, missing: nil, createdOn: "2026-11-29",
            camelCase: true, Upper: -8, under_score: .max,
            inners: [
                .init(title: "Sport / outdoor \"x\"", pinned: false, items: [1, 2, 3]),
                .init(title: "", pinned: true, items: []),
            ],
            empty: [], emptyMap: [:], map: ["b": [1], "a": [], "B": [2], "a10": [3], "a9": [4], "é": [5], "ab": [6]],
            matrix: [[1, 2.5], [], [1e-7, 1e21, 123456789.0, 0.3333333333333333]], kind: .event)
    }

    static func foundation(_ value: some Encodable, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func ours(_ value: some Encodable, _ layout: JSONTextEncoder.Layout) throws -> String {
        String(decoding: try JSONTextEncoder(layout: layout).encode(value), as: UTF8.self)
    }

    @Test(arguments: [2.0 / 3, 0, 100, -0.5, 1.0 / 7, 1e-300, 6.02214076e23, 4.35])
    func indentedOutputIsFoundationsByteForByte(average: Double) throws {
        let value = Self.sample(average: average, text: "Привет 🙂 \\ \" \n\t\u{1}\u{8}\u{C} a/b")
        #expect(try Self.ours(value, .indented) == Self.foundation(value, pretty: true))
        #expect(try Self.ours(value, .compact) == Self.foundation(value, pretty: false))
    }

    @Test func topLevelValuesAndEmptyContainersLookLikeFoundations() throws {
        #expect(try Self.ours([[Int]](), .indented) == Self.foundation([[Int]](), pretty: true))
        #expect(try Self.ours([[1], []], .indented) == Self.foundation([[1], []], pretty: true))
        #expect(
            try Self.ours(["k": [String: Int]()], .indented) == Self.foundation(["k": [String: Int]()], pretty: true))
        #expect(try Self.ours("top", .indented) == "\"top\"")
        #expect(try Self.ours(1.5, .compact) == "1.5")
        #expect(try Self.ours(Optional<Int>.none, .compact) == "null")
    }

    @Test func aKeyEncodedTwiceKeepsItsLastValue() throws {
        struct Twice: Encodable {
            enum CodingKeys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .a)
                try container.encode(3, forKey: .b)
            }
        }
        #expect(try Self.ours(Twice(), .compact) == "{\"a\":2,\"b\":3}")
        #expect(try Self.ours(Twice(), .compact) == Self.foundation(Twice(), pretty: false))
    }

    @Test func infinityIsAnEncodingErrorNamingItsPath() throws {
        struct Holder: Encodable { var values: [Double] }
        #expect {
            _ = try JSONTextEncoder(layout: .compact).encode(Holder(values: [1, .infinity]))
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["values", "1"]
        }
    }

    /// Terminal-active text is escaped, and Foundation reads the same value back.
    @Test func hostileTextIsEscapedAndDecodesToTheSameValue() throws {
        let value = Self.sample(average: 1.25, text: "\u{1B}]52;c;SGVsbG8K\u{7}\u{9B}2J\u{202E}\u{2028}\u{7F}")
        let bytes = try JSONTextEncoder(layout: .indented).encode(value)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x7F))
        #expect(try JSONDecoder().decode(Sample.self, from: Data(bytes)) == value)
    }
}

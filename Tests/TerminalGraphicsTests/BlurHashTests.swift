import Testing

@testable import TerminalGraphics

/// Expected pixels computed once with the Python `blurhash` package (an
/// independent implementation of the same algorithm); only the values are kept here.
struct BlurHashTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let hash: String
        let width: Int
        let height: Int
        let punch: Double
        let pixels: [UInt8]
        var testDescription: String { "\(hash) \(width)×\(height) punch \(punch)" }
    }

    static let cases: [Case] = [
        Case(
            hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", width: 4, height: 3, punch: 1.0,
            pixels: [
                91, 67, 0, 157, 134, 116, 171, 122, 80, 204, 178, 151, 135, 88, 0, 167, 128, 113, 178, 115, 80, 215,
                183, 162,
                162, 109, 59, 167, 109, 98, 181, 99, 80, 224, 183, 169,
            ]),
        Case(
            hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", width: 8, height: 6, punch: 1.0,
            pixels: [
                91, 67, 0, 119, 98, 51, 157, 134, 116, 173, 139, 120, 171, 122, 80, 176, 128, 72, 204, 178, 151, 236,
                227, 216,
                107, 74, 0, 128, 101, 56, 160, 132, 116, 174, 136, 119, 173, 120, 80, 180, 129, 78, 207, 180, 155, 239,
                228, 218,
                135, 88, 0, 147, 106, 67, 167, 128, 113, 176, 128, 113, 178, 115, 80, 188, 131, 89, 215, 183, 162, 244,
                231, 222,
                155, 101, 41, 161, 110, 76, 170, 120, 107, 176, 116, 105, 181, 107, 80, 196, 133, 100, 222, 185, 168,
                246, 229, 222,
                162, 109, 59, 164, 110, 78, 167, 109, 98, 171, 100, 95, 181, 99, 80, 200, 133, 108, 224, 183, 169, 244,
                223, 218,
                160, 112, 65, 160, 109, 76, 161, 99, 90, 166, 86, 86, 179, 92, 80, 200, 132, 112, 223, 179, 167, 240,
                215, 210,
            ]),
        Case(
            hash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", width: 6, height: 4, punch: 1.5,
            pixels: [
                126, 170, 189, 148, 177, 189, 182, 188, 187, 194, 192, 181, 179, 186, 182, 147, 177, 190, 113, 162, 183,
                135, 161, 177,
                168, 161, 161, 179, 162, 149, 165, 163, 158, 136, 164, 179, 100, 147, 168, 120, 136, 152, 150, 114, 110,
                161, 110, 76,
                150, 126, 111, 124, 141, 157, 115, 140, 152, 131, 136, 139, 160, 131, 106, 177, 133, 83, 168, 138, 107,
                136, 139, 141,
            ]),
        Case(
            hash: "LGF5]+Yk^6#M@-5c,1J5@[or[Q6.", width: 5, height: 5, punch: 0.5,
            pixels: [
                156, 122, 158, 153, 123, 167, 136, 119, 169, 125, 109, 150, 162, 106, 139, 149, 127, 162, 142, 127, 171,
                127, 122, 168,
                128, 113, 141, 153, 112, 140, 136, 138, 167, 119, 136, 177, 109, 129, 165, 133, 120, 125, 134, 121, 142,
                135, 144, 159,
                115, 141, 169, 105, 133, 161, 130, 123, 125, 121, 123, 141, 146, 145, 138, 134, 142, 150, 116, 133, 156,
                118, 122, 141,
                123, 118, 137,
            ]),
        Case(
            hash: "00AB~C", width: 3, height: 2, punch: 1.0,
            pixels: [88, 130, 19, 88, 130, 19, 88, 130, 19, 88, 130, 19, 88, 130, 19, 88, 130, 19]),
    ]

    @Test(arguments: cases)
    func matchesTheIndependentImplementation(_ example: Case) throws {
        let image = try BlurHash.decode(
            example.hash, width: example.width, height: example.height, punch: example.punch)
        #expect(image.width == example.width && image.height == example.height)
        #expect(image.pixels == example.pixels)
    }

    @Test func referenceVectorAt32By32() throws {
        let image = try BlurHash.decode("LlMF%n00%#MwS|WCWEM{R*bbWBbH", width: 32, height: 32)
        #expect(image.pixels == BlurHashReferencePixels.reference32)
    }

    @Test func referenceVectorHasFourByThreeComponents() throws {
        let components = try BlurHash.components("LlMF%n00%#MwS|WCWEM{R*bbWBbH", punch: 1)
        #expect(components.columns == 4 && components.rows == 3)
        #expect(components.values.count == 36)
    }

    @Test func punchChangesOnlyTheAcComponents() throws {
        let soft = try BlurHash.decode("LlMF%n00%#MwS|WCWEM{R*bbWBbH", width: 8, height: 8, punch: 0)
        // With no AC left, every pixel is the DC color.
        #expect(Set(stride(from: 0, to: soft.pixels.count, by: 3).map { soft.pixels[$0] }).count == 1)
    }

    @Test(arguments: [
        ("LlMF%", BlurHashError.tooShort(length: 5)),
        ("", BlurHashError.tooShort(length: 0)),
        ("LlMF%n00%#MwS|WCWEM{R*bbWBb", BlurHashError.wrongLength(expected: 28, found: 27)),
        ("LlMF%n00%#MwS|WCWEM{R*bbWBbHH", BlurHashError.wrongLength(expected: 28, found: 29)),
        ("LlMF%n00%#MwS|WCWEM{R*bb\"BbH", BlurHashError.invalidCharacter("\"", offset: 24)),
        ("00AB~é", BlurHashError.invalidCharacter("é", offset: 5)),
        (" 0AB~C", BlurHashError.invalidCharacter(" ", offset: 0)),
    ])
    func invalidHashesAreTypedErrors(_ hash: String, _ expected: BlurHashError) {
        #expect(throws: expected) { try BlurHash.decode(hash, width: 4, height: 4) }
    }

    @Test func emptySizeIsAnError() {
        #expect(throws: BlurHashError.invalidSize(width: 0, height: 4)) {
            try BlurHash.decode("LlMF%n00%#MwS|WCWEM{R*bbWBbH", width: 0, height: 4)
        }
    }
}

struct SRGBTableTests {
    /// The tables must give the formula's byte everywhere, right at each step too.
    @Test func tablesAgreeWithTheFormula() {
        var samples = (0...20_000).map { Double($0) / 20_000 }
        for threshold in SRGBTable.shared.thresholds { samples += [threshold, threshold.nextDown, threshold.nextUp] }
        samples += [-0.5, 1.5, 0.0031308, 0.0031308.nextUp]
        for value in samples {
            #expect(Int(BlurHash.linearToSRGB(value)) == BlurHash.srgbByte(value), "at \(value)")
        }
    }
}

import Foundation
import PocketTestSupport
import Testing

@testable import TerminalGraphics

/// JPEG files are made at test time by libjpeg itself (`JPEGImage.encode`) and
/// by the `cjpeg` program (libjpeg-turbo-progs, from Scripts/bootstrap), so no
/// binary fixture is kept.
struct JPEGImageTests {
    /// A smooth picture (JPEG keeps it well): red grows to the right, green downwards.
    static func gradient(width: Int, height: Int) -> RGBImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 96]
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    static func largestDifference(_ a: RGBImage, _ b: RGBImage) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func roundTripKeepsSizeAndColors() throws {
        let original = Self.gradient(width: 64, height: 48)
        let decoded = try JPEGImage.decode(try JPEGImage.encode(original, quality: 95))
        #expect(decoded.size == PixelSize(width: 64, height: 48))
        #expect(Self.largestDifference(decoded, original) <= 12)
    }

    @Test func orientationIsKept() throws {
        // Bright left half, dark right half: a decoder that rotated or mirrored would swap them.
        var pixels: [UInt8] = []
        for _ in 0..<16 { for x in 0..<32 { pixels += x < 16 ? [240, 240, 240] : [10, 10, 10] } }
        let decoded = try JPEGImage.decode(try JPEGImage.encode(RGBImage(width: 32, height: 16, pixels: pixels)))
        #expect(decoded.pixel(x: 2, y: 8).0 > 200)
        #expect(decoded.pixel(x: 29, y: 8).0 < 50)
    }

    @Test func fittingScalesDownKeepingTheAspectRatio() throws {
        let data = try JPEGImage.encode(Self.gradient(width: 800, height: 600))
        let fitted = try JPEGImage.decode(data, fitting: PixelSize(width: 100, height: 100))
        #expect(fitted.size == PixelSize(width: 100, height: 75))
        let reference = Self.gradient(width: 100, height: 75)
        #expect(Self.largestDifference(fitted, reference) <= 12)
    }

    @Test func largeImagesUseTheDecodersScaling() throws {
        let data = try JPEGImage.encode(Self.gradient(width: 800, height: 600))
        // 100 × 100 needs an eighth of 800 × 600: libjpeg decodes 100 × 75 directly.
        #expect(
            try JPEGImage.decodeScaled(data, box: PixelSize(width: 100, height: 100)).image.size
                == PixelSize(width: 100, height: 75))
        // 150 × 150 needs 3/16: 2/8 (200 × 150) is the smallest scale that still covers it.
        let quarter = try JPEGImage.decodeScaled(data, box: PixelSize(width: 150, height: 150))
        #expect(
            quarter.image.size == PixelSize(width: 200, height: 150)
                && quarter.source == PixelSize(width: 800, height: 600))
        #expect(
            try JPEGImage.decode(data, fitting: PixelSize(width: 150, height: 150)).size
                == PixelSize(width: 150, height: 113))
        #expect(try JPEGImage.decodeScaled(data, box: nil).image.size == PixelSize(width: 800, height: 600))
    }

    @Test func fittingNeverEnlarges() throws {
        let data = try JPEGImage.encode(Self.gradient(width: 40, height: 20))
        #expect(
            try JPEGImage.decode(data, fitting: PixelSize(width: 400, height: 400)).size
                == PixelSize(width: 40, height: 20))
    }

    @Test func decodesWhatCjpegWrites() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/cjpeg"), "cjpeg is missing: run Scripts/bootstrap")
        let folder = try TemporaryFolder("jpeg")
        defer { folder.remove() }
        let image = Self.gradient(width: 30, height: 20)
        let ppm = try folder.write(Data("P6\n30 20\n255\n".utf8) + Data(image.pixels), to: "in.ppm")
        let jpeg = folder.appending("out.jpg")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cjpeg")
        process.arguments = ["-quality", "95", "-outfile", jpeg, ppm]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let decoded = try JPEGImage.decode(try Data(contentsOf: URL(fileURLWithPath: jpeg)))
        #expect(decoded.size == image.size)
        #expect(Self.largestDifference(decoded, image) <= 12)
    }

    @Test func truncatedFileIsAnError() throws {
        let data = try JPEGImage.encode(Self.gradient(width: 64, height: 64))
        #expect(throws: JPEGError.truncated) { try JPEGImage.decode(data.prefix(data.count / 2)) }
        #expect(throws: JPEGError.truncated) { try JPEGImage.decode(data.prefix(300)) }
        #expect(throws: JPEGError.truncated) { try JPEGImage.decode(data.prefix(2)) }
        #expect(throws: JPEGError.truncated) { try JPEGImage.decode(Data()) }
    }

    @Test func otherDataIsNotAJPEG() {
        #expect(throws: JPEGError.notJPEG) { try JPEGImage.decode(Data("GIF89a and then some more bytes".utf8)) }
        #expect(throws: JPEGError.notJPEG) { try JPEGImage.decode(Data(repeating: 0x42, count: 1024)) }
    }

    @Test func damagedHeaderIsCorrupt() throws {
        var bytes = [UInt8](try JPEGImage.encode(Self.gradient(width: 16, height: 16)))
        // Past the SOI marker, overwrite everything with a marker libjpeg does not know.
        for index in 2..<min(bytes.count, 40) { bytes[index] = index % 2 == 0 ? 0xFF : 0x01 }
        #expect {
            try JPEGImage.decode(Data(bytes))
        } throws: { error in
            guard case JPEGError.corrupt(let detail) = error else { return false }
            return !detail.isEmpty
        }
    }

    @Test func resizeAveragesWhenShrinking() {
        let checker = RGBImage(width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        let one = checker.resized(to: PixelSize(width: 1, height: 1))
        #expect(one.pixels == [128, 128, 128])
    }
}

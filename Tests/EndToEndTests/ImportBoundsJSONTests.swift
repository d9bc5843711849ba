import Foundation
import PocketTestSupport
import Testing

/// `tracker import` of the tracker's own export within its bounds (issue
/// #43): many trackers take time linear in them; more habits than an import
/// takes, a large member no reader knows beside a damaged document, and a
/// large file not laid out as `export` writes it are refused within the
/// memory bound, the store unchanged. A large unknown member beside a sound
/// document is read past, within the bound.
@Suite struct ImportBoundsJSONTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bytes: @Sendable () -> [UInt8]
        var mentioning: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "more habits than an import takes",
            bytes: { HostileImports.exportJSON(count: 10_001) }, mentioning: "more than 10000 habits"),
        Case(
            testDescription: "version twice beside a 64 MiB unknown member",
            bytes: { HostileImports.exportJSON(count: 1, unknownBytes: 64 << 20, versionTwice: true) },
            mentioning: "the key “version” is given twice"),
        Case(
            testDescription: "a version the quick reader does not take beside a 64 MiB unknown member",
            bytes: { HostileImports.exportJSON(count: 1, unknownBytes: 64 << 20, version: 2) },
            mentioning: "not laid out as export writes it"),
        Case(
            testDescription: "more habits than an import takes beside a 64 MiB unknown member",
            bytes: { HostileImports.exportJSON(count: 10_001, unknownBytes: 64 << 20) },
            mentioning: "more than 10000 habits"),
    ]

    @Test(arguments: cases)
    func isRefusedWithinTheMemoryBound(_ hostile: Case) throws {
        let app = try ImportBounds.tracker()
        let bytes = hostile.bytes()
        let path = try ImportBounds.file(bytes, "export.json", in: app)
        try ImportBounds.expectRefused(app, ["import", path], inputBytes: bytes.count, mentioning: hostile.mentioning)
    }

    @Test func aLargeUnknownMemberIsReadPastWithinTheMemoryBound() throws {
        let app = try ImportBounds.tracker()
        let bytes = HostileImports.exportJSON(count: 2, unknownBytes: 64 << 20)
        let path = try ImportBounds.file(bytes, "export.json", in: app)
        let result = try app.run(["import", path], timeout: .seconds(300))
        #expect(result.exitCode == 0, "\(result)")
        let limit = ImportBounds.memoryLimitKilobytes(inputBytes: bytes.count)
        #expect(result.peakKilobytes > 0 && result.peakKilobytes <= limit, "peak \(result.peakKilobytes) kB")
        #expect(try app.ok(["export"]).contains("\"Habit 1\""))
    }

    @Test func manyTrackersTakeLinearTime() throws {
        try ImportBounds.expectScales { app, factor in
            ["import", try ImportBounds.file(HostileImports.exportJSON(count: 600 * factor), "export.json", in: app)]
        }
    }
}

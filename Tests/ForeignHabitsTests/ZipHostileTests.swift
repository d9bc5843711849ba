import Foundation
import PocketTestSupport
import Testing

@testable import ZipArchive

/// Damaged and hostile archives fail with the error that names what is
/// wrong, before any memory is taken for what they claim.
@Suite struct ZipHostileTests {
    static func archive(
        _ members: [(String, [UInt8])],
        compression: ZipWriter.Compression = .deflate
    ) throws -> [UInt8] {
        var writer = ZipWriter()
        for (name, data) in members { try writer.add(name, data, compression: compression) }
        return try writer.archive()
    }

    /// Every occurrence of `old` replaced by `new` (same length).
    static func patched(_ bytes: [UInt8], _ old: String, _ new: String) -> [UInt8] {
        let old = Array(old.utf8)
        let new = Array(new.utf8)
        var bytes = bytes
        var index = 0
        while index + old.count <= bytes.count {
            if Array(bytes[index..<index + old.count]) == old {
                bytes.replaceSubrange(index..<index + old.count, with: new)
            }
            index += 1
        }
        return bytes
    }

    @Test func aFlippedByteFailsTheCRC() throws {
        var bytes = try Self.archive([("a.txt", Array("hello world".utf8))], compression: .stored)
        bytes[30 + 5] ^= 0x01  // first byte of the data, past the local header and the name
        let reader = try ZipReader(bytes: bytes)
        #expect(throws: ZipError.damaged(entry: "a.txt", .badCRC)) { try reader.data(of: reader.entries[0]) }
    }

    @Test func damagedDeflateDataIsDamage() throws {
        var bytes = try Self.archive([("a.txt", Array(String(repeating: "abc", count: 400).utf8))])
        for offset in 35..<45 { bytes[offset] = 0xFF }
        let reader = try ZipReader(bytes: bytes)
        #expect(throws: ZipError.damaged(entry: "a.txt", .badData)) { try reader.data(of: reader.entries[0]) }
    }

    @Test func aTruncatedArchiveIsNoZipOrOutOfBounds() throws {
        let bytes = try Self.archive([("a.txt", Array("hello".utf8)), ("b.txt", Array("world".utf8))])
        #expect(throws: ZipError.notZip) { try ZipReader(bytes: Array(bytes.dropLast(30))) }
        #expect(throws: ZipError.notZip) { try ZipReader(bytes: []) }
        #expect(throws: ZipError.notZip) { try ZipReader(bytes: Array("SQLite format 3\0 and more bytes".utf8)) }
        // The end record kept, the members before it cut away: its offsets point outside.
        let end = Array(bytes.suffix(22))
        #expect(throws: ZipError.damaged(entry: nil, .outOfBounds)) { try ZipReader(bytes: end) }
    }

    @Test func aBombSizedEntryIsRefusedBeforeInflating() throws {
        let limits = ZipLimits(archiveBytes: 1 << 20, entries: 10, entryBytes: 1 << 20, totalBytes: 4 << 20)
        let bomb = try Self.archive([("zeros.csv", [UInt8](repeating: 0, count: 2 << 20))])
        #expect(bomb.count < 10_000)
        #expect(throws: ZipError.tooLarge(entry: "zeros.csv")) { try ZipReader(bytes: bomb, limits: limits) }
        // Many members each under the cap, over the total.
        let many = try Self.archive((0..<5).map { ("part\($0)", [UInt8](repeating: 0, count: 1 << 20)) })
        #expect(throws: ZipError.tooLarge(entry: "part4")) { try ZipReader(bytes: many, limits: limits) }
        let crowded = try Self.archive((0..<11).map { ("f\($0)", []) })
        #expect(throws: ZipError.tooLarge(entry: nil)) { try ZipReader(bytes: crowded, limits: limits) }
    }

    @Test func aStandardLimitsBombFromPythonIsRefused() throws {
        let folder = try TemporaryFolder("zip")
        let path = folder.appending("bomb.zip")
        let program = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                with z.open("001 Habit/Checkmarks.csv", "w") as f:
                    chunk = b"0" * (1 << 20)
                    for _ in range(100): f.write(chunk)
            """
        #expect(try Tool.python(program, [path]).exitCode == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 < 1 << 20)
        #expect(throws: ZipError.tooLarge(entry: "001 Habit/Checkmarks.csv")) { try ZipReader(path: path) }
    }

    @Test func aHeaderThatUnderstatesTheSizeCannotOverflow() throws {
        let data = [UInt8](repeating: 65, count: 10_000)
        var bytes = try Self.archive([("a.txt", data)])
        // Patch the central record's uncompressed size (offset 24 in it) down to 100.
        let central = try #require(ZipReader(bytes: bytes).entries.first).compressedSize + 30 + 5
        bytes.replaceSubrange(central + 24..<central + 28, with: [100, 0, 0, 0])
        // libzip's check of the local header against the directory finds that lie alone;
        #expect(throws: ZipError.damaged(entry: nil, .headerMismatch)) { try ZipReader(bytes: bytes) }
        // told in both headers (offset 22 of the local one), reading holds the member to it.
        bytes.replaceSubrange(22..<26, with: [100, 0, 0, 0])
        let reader = try ZipReader(bytes: bytes)
        #expect(throws: ZipError.damaged(entry: "a.txt", .badData)) { try reader.data(of: reader.entries[0]) }
    }

    @Test func namesThatLeaveTheFolderAreRefused() throws {
        for (planted, name) in [
            ("aa/evil", "../evil"), ("x/aa/evil", "x/../evil"), ("aaetc/pw", "/aetc/pw"),
            ("a\\aa", "a\\.."), ("Cb/x", "C:/x"),
        ] {
            let replacement = name.utf8.count == planted.utf8.count ? name : ""
            #expect(!replacement.isEmpty, "test setup: \(planted) and \(name) differ in length")
            let bytes = Self.patched(try Self.archive([(planted, [1])]), planted, replacement)
            #expect(throws: ZipError.unsafeName(name)) { try ZipReader(bytes: bytes) }
        }
    }

    @Test func zip64LiesSplitAndEncryptedArchivesAreRefusedCleanly() throws {
        let bytes = try Self.archive([("a", [1, 2, 3])])
        let end = bytes.count - 22
        var zip64 = bytes
        zip64.replaceSubrange(end + 8..<end + 12, with: [0xFF, 0xFF, 0xFF, 0xFF])
        // libzip reads ZIP64 itself: an end record that claims 65535 members
        // without a ZIP64 record to back it is damage.
        #expect(throws: ZipError.damaged(entry: nil, .outOfBounds)) { try ZipReader(bytes: zip64) }
        var split = bytes
        split[end + 4] = 1
        #expect(throws: ZipError.unsupported(entry: nil, .multiDisk)) { try ZipReader(bytes: split) }
        var encrypted = bytes
        let central = 30 + 1 + 3
        encrypted[central + 8] |= 1
        #expect(throws: ZipError.unsupported(entry: "a", .encrypted)) { try ZipReader(bytes: encrypted) }
        var bzip2 = bytes
        bzip2[central + 10] = 12
        #expect(throws: ZipError.unsupported(entry: "a", .method(12))) { try ZipReader(bytes: bzip2) }
    }

    @Test func aLocalHeaderThatDisagreesIsDamage() throws {
        var bytes = try Self.archive([("abc", [1, 2, 3])], compression: .stored)
        bytes[30] = UInt8(ascii: "x")  // the local header's name
        // libzip checks the local headers together and names no member.
        #expect(throws: ZipError.damaged(entry: nil, .headerMismatch)) { try ZipReader(bytes: bytes) }
        var unsigned = try Self.archive([("abc", [1, 2, 3])], compression: .stored)
        unsigned[0] = 0
        #expect(throws: ZipError.damaged(entry: nil, .badSignature)) { try ZipReader(bytes: unsigned) }
    }
}

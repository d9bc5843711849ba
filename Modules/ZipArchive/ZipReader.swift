import CZip
import FileIO

/// Reads a ZIP archive held in memory through libzip, with our rules on
/// top: member names that stay inside the folder they are unpacked into,
/// one member per name, stored and deflated members only, no encryption,
/// and `ZipLimits` on the count and on every size before any member is read.
/// Reading holds each member to the size the directory declares (libzip
/// itself trusts it), so a member that lies cannot unpack past its limit.
package struct ZipReader: Sendable {
    /// The members, in central-directory order (folders included).
    package let entries: [ZipEntry]
    private let archive: LibZipArchive

    /// Reads the file at `path`, refusing one larger than `limits.archiveBytes`
    /// before reading it. Other file errors (missing, not a regular file,
    /// unreadable) are `FileContents.Failure`, rethrown as they are.
    package init(path: String, limits: ZipLimits = .standard) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path, limit: limits.archiveBytes)
        } catch .tooLarge {
            throw ZipError.tooLarge(entry: nil)
        }
        try self.init(bytes: bytes, limits: limits)
    }

    package init(bytes: [UInt8], limits: ZipLimits = .standard) throws {
        guard bytes.count <= limits.archiveBytes else { throw ZipError.tooLarge(entry: nil) }
        // libzip opens an empty file as a new, empty archive; from elsewhere it is no ZIP.
        guard !bytes.isEmpty else { throw ZipError.notZip }
        // The directory alone first, so that a refused member is named;
        // then libzip's check of every local header against it, over the
        // same copy of the bytes.
        let copy = LibZipBytes(bytes)
        entries = try Self.directory(of: LibZipArchive(copy, checked: false), limits: limits)
        archive = try LibZipArchive(copy, checked: true)
    }

    /// The member named `name` exactly, nil when there is none.
    package func entry(named name: String) -> ZipEntry? { entries.first { $0.name == name } }

    /// The member's unpacked bytes, CRC-32 checked.
    package func data(of entry: ZipEntry) throws -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(entry.uncompressedSize)
        try read(entry) { data += $0 }
        return data
    }

    /// The member's unpacked bytes in pieces of at most `piece` bytes, in
    /// order: memory follows the piece, not the member (a 64 MiB member of a
    /// 64 KB archive is never whole). libzip checks the CRC-32 at the end of
    /// the member, so what `body` saw counts only once this returns.
    package func read(
        _ entry: ZipEntry, piece: Int = 1 << 16, _ body: (ArraySlice<UInt8>) throws -> Void
    ) throws {
        do {
            try archive.withFile(entry.index) { file in
                try Self.read(file, entry, piece: piece, body)
            }
        } catch let failure as LibZipFailure {
            throw failure.zipError(entry: entry.name)
        }
    }

    /// Reads until the end, never asking for more than one byte past the
    /// declared size: a member that gives that byte lies about its size.
    private static func read(
        _ file: LibZipMember, _ entry: ZipEntry, piece: Int, _ body: (ArraySlice<UInt8>) throws -> Void
    ) throws {
        let size = entry.uncompressedSize
        var buffer = [UInt8](repeating: 0, count: max(1, min(piece, size + 1)))
        var produced = 0
        while true {
            let room = min(buffer.count, size - produced + 1)
            let got = try buffer.withUnsafeMutableBytes {
                try file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<room]))
            }
            if got == 0 { break }
            produced += got
            guard produced <= size else { throw ZipError.damaged(entry: entry.name, .badData) }
            try body(buffer[0..<got])
        }
        guard produced == size else { throw ZipError.damaged(entry: entry.name, .badData) }
    }
}

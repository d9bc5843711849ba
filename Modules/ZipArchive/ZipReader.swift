import FileIO

/// Reads a ZIP archive held in memory: the end-of-central-directory record,
/// the central directory, and each member's local header, every offset and
/// length checked against the file before it is used. Stored and deflated
/// members only; ZIP64, split and encrypted archives are refused.
public struct ZipReader: Sendable {
    /// The members, in central-directory order (folders included).
    public let entries: [ZipEntry]
    private let bytes: [UInt8]

    static let endSignature: UInt32 = 0x0605_4B50
    static let centralSignature: UInt32 = 0x0201_4B50
    static let localSignature: UInt32 = 0x0403_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let endRecordSize = 22

    /// Reads the file at `path`, refusing one larger than `limits.archiveBytes`
    /// before reading it. Other file errors (missing, not a regular file,
    /// unreadable) are `FileContents.Failure`, rethrown as they are.
    public init(path: String, limits: ZipLimits = .standard) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path, limit: limits.archiveBytes)
        } catch .tooLarge {
            throw ZipError.tooLarge(entry: nil)
        }
        try self.init(bytes: bytes, limits: limits)
    }

    public init(bytes: [UInt8], limits: ZipLimits = .standard) throws {
        guard bytes.count <= limits.archiveBytes else { throw ZipError.tooLarge(entry: nil) }
        self.bytes = bytes
        let reader = ByteReader(bytes: bytes)
        let end = try Self.endRecord(reader)
        entries = try Self.centralDirectory(reader, end: end, limits: limits)
    }

    /// The member named `name` exactly, nil when there is none.
    public func entry(named name: String) -> ZipEntry? { entries.first { $0.name == name } }

    /// The member's unpacked bytes, CRC-32 checked.
    public func data(of entry: ZipEntry) throws -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(entry.uncompressedSize)
        try read(entry) { data += $0 }
        return data
    }

    /// The member's unpacked bytes in pieces of at most `piece` bytes, in
    /// order: memory follows the piece, not the member (a 64 MiB member of a
    /// 64 KB archive is never whole). The CRC-32 is checked after the last
    /// piece, so what `body` saw counts only once this returns.
    public func read(
        _ entry: ZipEntry, piece: Int = 1 << 16, _ body: (ArraySlice<UInt8>) throws -> Void
    ) throws {
        // Offsets were checked when the directory was read.
        let stored = bytes[entry.dataOffset..<entry.dataOffset + entry.compressedSize]
        var crc: UInt32 = 0
        func take(_ data: ArraySlice<UInt8>) throws {
            crc = Zlib.crc32(data, continuing: crc)
            try body(data)
        }
        switch entry.method {
        case .stored:
            var start = stored.startIndex
            while start < stored.endIndex {
                let end = min(start + piece, stored.endIndex)
                try take(stored[start..<end])
                start = end
            }
        case .deflate:
            guard try Zlib.inflate(stored, size: entry.uncompressedSize, piece: piece, take) else {
                throw ZipError.damaged(entry: entry.name, .badData)
            }
        }
        guard crc == entry.crc32 else { throw ZipError.damaged(entry: entry.name, .badCRC) }
    }

    /// What the end-of-central-directory record says.
    struct EndRecord {
        let offset: Int
        let entryCount: Int
        let directorySize: Int
        let directoryOffset: Int
    }

    /// Finds the record from the end (it may be followed by a comment of up
    /// to 65535 bytes, which must end exactly at the end of the file).
    static func endRecord(_ reader: ByteReader) throws -> EndRecord {
        let count = reader.bytes.count
        guard count >= endRecordSize else { throw ZipError.notZip }
        let lowest = max(0, count - endRecordSize - 0xFFFF)
        var offset = count - endRecordSize
        while offset >= lowest {
            if reader.u32(offset) == endSignature, let comment = reader.u16(offset + 20),
                offset + endRecordSize + Int(comment) == count
            {
                return try parseEnd(reader, at: offset)
            }
            offset -= 1
        }
        throw ZipError.notZip
    }

    private static func parseEnd(_ reader: ByteReader, at offset: Int) throws -> EndRecord {
        // Fields are in bounds: the record's 22 bytes are.
        let disk = reader.u16(offset + 4)!
        let directoryDisk = reader.u16(offset + 6)!
        let onDisk = reader.u16(offset + 8)!
        let total = reader.u16(offset + 10)!
        let size = reader.u32(offset + 12)!
        let start = reader.u32(offset + 16)!
        if total == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF
            || (offset >= 20 && reader.u32(offset - 20) == zip64LocatorSignature)
        {
            throw ZipError.unsupported(entry: nil, .zip64)
        }
        guard disk == 0, directoryDisk == 0, onDisk == total else { throw ZipError.unsupported(entry: nil, .multiDisk) }
        guard Int(start) <= offset, Int(size) <= offset - Int(start) else {
            throw ZipError.damaged(entry: nil, .outOfBounds)
        }
        return EndRecord(offset: offset, entryCount: Int(total), directorySize: Int(size), directoryOffset: Int(start))
    }
}

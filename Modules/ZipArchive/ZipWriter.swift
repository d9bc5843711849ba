/// Builds a ZIP archive in memory: members deflated with zlib (or stored
/// when deflating would not make them smaller), CRC-32, one local header and
/// one central record each, no data descriptors, no ZIP64. What `unzip -t`,
/// Python's `zipfile` and Java's `ZipInputStream` (Loop's importer) read.
public struct ZipWriter: Sendable {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var names = Set<String>()
    private var count = 0
    /// The DOS time and date every member carries (fixed, so one history
    /// always writes the same bytes).
    private let dosTime: UInt16, dosDate: UInt16

    /// `year`/`month`/`day` stamp every member (1980–2107, DOS's range).
    public init(year: Int = 1980, month: Int = 1, day: Int = 1) {
        dosTime = 0
        dosDate = UInt16(truncatingIfNeeded: (max(1980, min(year, 2107)) - 1980) << 9 | month << 5 | day)
    }

    public enum Compression: Sendable { case deflate, stored }

    /// Adds a member. Throws `.unsafeName` for a name a reader would refuse,
    /// `.damaged(.duplicateName)` for a second member of one name, and
    /// `.tooLarge` past what a ZIP without ZIP64 can hold.
    public mutating func add(_ name: String, _ data: [UInt8], compression: Compression = .deflate) throws {
        let nameBytes = Array(name.utf8)
        _ = try ZipReader.checkedName(nameBytes[...])
        guard names.insert(name).inserted else { throw ZipError.damaged(entry: name, .duplicateName) }
        guard nameBytes.count <= 0xFFFF, data.count < 0xFFFF_FFFF, count < 0xFFFF else {
            throw ZipError.tooLarge(entry: name)
        }
        var method = ZipEntry.Method.stored
        var stored = data
        if compression == .deflate, !data.isEmpty {
            let deflated = Zlib.deflate(data)
            if deflated.count < data.count {
                method = .deflate
                stored = deflated
            }
        }
        let offset = body.count
        guard offset + 30 + nameBytes.count + stored.count < 0xFFFF_FFFF else { throw ZipError.tooLarge(entry: name) }
        let fields = Fields(
            method: method, crc: Zlib.crc32(data), compressed: UInt32(stored.count),
            uncompressed: UInt32(data.count), utf8: nameBytes.contains { $0 >= 0x80 })
        body.appendLE32(ZipReader.localSignature)
        append(fields, to: &body)
        body.appendLE16(UInt16(nameBytes.count))
        body.appendLE16(0)
        body += nameBytes
        body += stored
        directory.appendLE32(ZipReader.centralSignature)
        directory.appendLE16(0x0314)  // made by: Unix, spec 2.0
        append(fields, to: &directory)
        directory.appendLE16(UInt16(nameBytes.count))
        for _ in 0..<4 { directory.appendLE16(0) }  // extra, comment, disk, internal attributes
        directory.appendLE32(UInt32(0o100644) << 16)  // a regular file, rw-r--r--
        directory.appendLE32(UInt32(offset))
        directory += nameBytes
        count += 1
    }

    /// The archive: the members, the central directory and its end record.
    public func archive() throws -> [UInt8] {
        guard body.count + directory.count < 0xFFFF_FFFF else { throw ZipError.tooLarge(entry: nil) }
        var bytes = body + directory
        bytes.appendLE32(ZipReader.endSignature)
        bytes.appendLE16(0)
        bytes.appendLE16(0)
        bytes.appendLE16(UInt16(count))
        bytes.appendLE16(UInt16(count))
        bytes.appendLE32(UInt32(directory.count))
        bytes.appendLE32(UInt32(body.count))
        bytes.appendLE16(0)
        return bytes
    }

    private struct Fields {
        let method: ZipEntry.Method
        let crc: UInt32, compressed: UInt32, uncompressed: UInt32
        let utf8: Bool
    }

    /// The fields local header and central record share, from "version needed" to the sizes.
    private func append(_ fields: Fields, to bytes: inout [UInt8]) {
        bytes.appendLE16(20)
        bytes.appendLE16(fields.utf8 ? 1 << 11 : 0)
        bytes.appendLE16(fields.method.rawValue)
        bytes.appendLE16(dosTime)
        bytes.appendLE16(dosDate)
        bytes.appendLE32(fields.crc)
        bytes.appendLE32(fields.compressed)
        bytes.appendLE32(fields.uncompressed)
    }
}

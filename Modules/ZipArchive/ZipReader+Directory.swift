extension ZipReader {
    static let centralRecordSize = 46
    static let localRecordSize = 30

    /// Every central-directory record, each checked against its local header
    /// and the limits before any member is unpacked.
    static func centralDirectory(_ reader: ByteReader, end: EndRecord, limits: ZipLimits) throws -> [ZipEntry] {
        guard end.entryCount <= limits.entries else { throw ZipError.tooLarge(entry: nil) }
        let directoryEnd = end.directoryOffset + end.directorySize
        var entries: [ZipEntry] = []
        var names = Set<String>()
        var total = 0
        var offset = end.directoryOffset
        for _ in 0..<end.entryCount {
            let (entry, next) = try centralRecord(
                reader, at: offset, directory: end.directoryOffset..<directoryEnd,
                limits: limits)
            guard names.insert(entry.name).inserted else { throw ZipError.damaged(entry: entry.name, .duplicateName) }
            total += entry.uncompressedSize
            guard total <= limits.totalBytes else { throw ZipError.tooLarge(entry: entry.name) }
            entries.append(entry)
            offset = next
        }
        return entries
    }

    /// The record at `offset` and where the next one starts.
    private static func centralRecord(
        _ reader: ByteReader, at offset: Int, directory: Range<Int>,
        limits: ZipLimits
    ) throws -> (ZipEntry, Int) {
        guard offset + centralRecordSize <= directory.upperBound else {
            throw ZipError.damaged(entry: nil, .outOfBounds)
        }
        guard reader.u32(offset) == centralSignature else { throw ZipError.damaged(entry: nil, .badSignature) }
        let flags = reader.u16(offset + 8)!
        let methodCode = reader.u16(offset + 10)!
        let crc = reader.u32(offset + 16)!
        let compressed = reader.u32(offset + 20)!
        let uncompressed = reader.u32(offset + 24)!
        let nameLength = Int(reader.u16(offset + 28)!)
        let extraLength = Int(reader.u16(offset + 30)!)
        let commentLength = Int(reader.u16(offset + 32)!)
        let localOffset = reader.u32(offset + 42)!
        let next = offset + centralRecordSize + nameLength + extraLength + commentLength
        guard next <= directory.upperBound, let nameBytes = reader.slice(offset + centralRecordSize, nameLength) else {
            throw ZipError.damaged(entry: nil, .outOfBounds)
        }
        let name = try checkedName(nameBytes)
        if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
            throw ZipError.unsupported(entry: name, .zip64)
        }
        guard flags & 1 == 0 else { throw ZipError.unsupported(entry: name, .encrypted) }
        guard let method = ZipEntry.Method(rawValue: methodCode) else {
            throw ZipError.unsupported(entry: name, .method(methodCode))
        }
        guard Int(uncompressed) <= limits.entryBytes else { throw ZipError.tooLarge(entry: name) }
        guard method == .deflate || compressed == uncompressed else {
            throw ZipError.damaged(entry: name, .headerMismatch)
        }
        let dataOffset = try localData(
            reader, at: Int(localOffset), name: name, nameBytes: nameBytes,
            method: methodCode, before: directory.lowerBound)
        guard Int(compressed) <= directory.lowerBound - dataOffset else {
            throw ZipError.damaged(entry: name, .outOfBounds)
        }
        let entry = ZipEntry(
            name: name, method: method, crc32: crc, compressedSize: Int(compressed),
            uncompressedSize: Int(uncompressed), dataOffset: dataOffset)
        return (entry, next)
    }

    /// Checks the member's local header (before the directory, same name and
    /// method) and returns where its data starts. Sizes and CRC are taken from
    /// the central directory: a local header written with a data descriptor
    /// (flag bit 3) leaves them zero.
    private static func localData(
        _ reader: ByteReader, at offset: Int, name: String, nameBytes: ArraySlice<UInt8>,
        method: UInt16, before limit: Int
    ) throws -> Int {
        guard offset + localRecordSize <= limit else { throw ZipError.damaged(entry: name, .outOfBounds) }
        guard reader.u32(offset) == localSignature else { throw ZipError.damaged(entry: name, .badSignature) }
        let nameLength = Int(reader.u16(offset + 26)!)
        let extraLength = Int(reader.u16(offset + 28)!)
        let dataOffset = offset + localRecordSize + nameLength + extraLength
        guard dataOffset <= limit, let localName = reader.slice(offset + localRecordSize, nameLength) else {
            throw ZipError.damaged(entry: name, .outOfBounds)
        }
        guard localName.elementsEqual(nameBytes), reader.u16(offset + 8) == method else {
            throw ZipError.damaged(entry: name, .headerMismatch)
        }
        return dataOffset
    }

    /// The name as UTF-8, refused when it could leave the folder it is
    /// unpacked into: empty, absolute, a drive letter, a `..` component
    /// (with `/` or `\` as separator), or a NUL.
    static func checkedName(_ bytes: ArraySlice<UInt8>) throws -> String {
        guard let name = String(validating: bytes, as: UTF8.self) else { throw ZipError.damaged(entry: nil, .badName) }
        let components = name.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        let drive = name.utf8.count >= 2 && name.utf8.dropFirst().first == UInt8(ascii: ":")
        if name.isEmpty || name.hasPrefix("/") || name.hasPrefix("\\") || drive || name.contains("\0")
            || components.contains("..")
        {
            throw ZipError.unsafeName(name)
        }
        return name
    }
}

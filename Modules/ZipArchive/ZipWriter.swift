import CZip
import Glibc

/// Builds a ZIP archive in memory through libzip: each member deflated (or
/// stored when deflating would not make it smaller: libzip's default
/// method), its CRC-32 and sizes in the local header, and one fixed date on
/// every member, so one input always gives the same bytes. What `unzip -t`,
/// Python's `zipfile` and Java's `ZipInputStream` (Loop's importer) read.
/// Names follow the reader's rules, checked here, before libzip sees them.
package struct ZipWriter: Sendable {
    private var members: [(name: String, data: [UInt8], compression: Compression)] = []
    private var names = Set<String>()
    /// The DOS time and date every member carries (fixed, so one history
    /// always writes the same bytes).
    private let dosTime: UInt16, dosDate: UInt16

    /// `year`/`month`/`day` stamp every member (1980–2107, DOS's range).
    package init(year: Int = 1980, month: Int = 1, day: Int = 1) {
        dosTime = 0
        dosDate = UInt16(truncatingIfNeeded: (max(1980, min(year, 2107)) - 1980) << 9 | month << 5 | day)
    }

    package enum Compression: Sendable { case deflate, stored }

    /// Adds a member. Throws `.unsafeName` for a name a reader would refuse,
    /// `.damaged(.duplicateName)` for a second member of one name, and
    /// `.tooLarge` past what a ZIP without ZIP64 can hold.
    package mutating func add(_ name: String, _ data: [UInt8], compression: Compression = .deflate) throws {
        let nameBytes = Array(name.utf8)
        _ = try ZipReader.checkedName(nameBytes[...])
        guard names.insert(name).inserted else { throw ZipError.damaged(entry: name, .duplicateName) }
        guard nameBytes.count <= 0xFFFF, data.count < 0xFFFF_FFFF, members.count < 0xFFFF else {
            throw ZipError.tooLarge(entry: name)
        }
        members.append((name, data, compression))
    }

    /// The archive: libzip writes the members, the central directory and its
    /// end record into a buffer source, which is then read back.
    package func archive() throws -> [UInt8] {
        let lib = try LibZip.load()
        guard let source = lib.sourceBufferCreate(nil, 0, 0, nil) else { throw ZipError.tooLarge(entry: nil) }
        // Kept past zip_close, which would otherwise free it with the archive.
        lib.sourceKeep(source)
        defer { lib.sourceFree(source) }
        guard let zip = lib.openFromSource(source, ZIP_CREATE | ZIP_TRUNCATE, nil) else {
            throw ZipError.tooLarge(entry: nil)
        }
        do {
            for member in members { try add(member, to: zip, lib) }
        } catch {
            lib.discard(zip)
            throw error
        }
        // Past 4 GiB libzip would need ZIP64, which Loop's importer may not read.
        guard lib.close(zip) == 0 else {
            lib.discard(zip)
            throw ZipError.tooLarge(entry: nil)
        }
        return try Self.contents(of: source, lib)
    }

    /// One member into libzip's archive, with our date, method and mode.
    private func add(
        _ member: (name: String, data: [UInt8], compression: Compression), to zip: OpaquePointer, _ lib: LibZip
    ) throws {
        // libzip reads the data when the archive is closed; it frees this copy then.
        guard let copy = malloc(max(member.data.count, 1)) else { throw ZipError.tooLarge(entry: member.name) }
        member.data.withUnsafeBytes {
            if let base = $0.baseAddress { copy.copyMemory(from: base, byteCount: $0.count) }
        }
        guard let data = lib.sourceBuffer(zip, copy, UInt64(member.data.count), 1) else {
            free(copy)
            throw ZipError.tooLarge(entry: member.name)
        }
        let index = lib.fileAdd(zip, member.name, data, ZIP_FL_ENC_UTF_8)
        guard index >= 0 else {
            lib.sourceFree(data)
            throw ZipError.damaged(entry: member.name, .duplicateName)
        }
        let method = member.compression == .deflate ? ZIP_CM_DEFAULT : ZIP_CM_STORE
        let mode = UInt32(0o100644) << 16  // a regular file, rw-r--r--
        guard lib.setFileCompression(zip, UInt64(index), method, 0) == 0,
            lib.fileSetDostime(zip, UInt64(index), dosTime, dosDate, 0) == 0,
            lib.fileSetExternalAttributes(zip, UInt64(index), 0, UInt8(ZIP_OPSYS_UNIX), mode) == 0
        else { throw ZipError.tooLarge(entry: member.name) }
    }

    /// Every byte the closed archive left in `source`.
    private static func contents(of source: OpaquePointer, _ lib: LibZip) throws -> [UInt8] {
        var stat = zip_stat_t()
        lib.statInit(&stat)
        guard lib.sourceStat(source, &stat) == 0, lib.sourceOpen(source) == 0 else {
            throw ZipError.tooLarge(entry: nil)
        }
        defer { _ = lib.sourceClose(source) }
        var bytes = [UInt8](repeating: 0, count: Int(stat.size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int64 in
                guard let base = buffer.baseAddress else { return -1 }
                return lib.sourceRead(source, base + filled, UInt64(buffer.count - filled))
            }
            guard got > 0 else { throw ZipError.tooLarge(entry: nil) }
            filled += Int(got)
        }
        return bytes
    }
}

import CZip

extension ZipReader {
    /// Every member libzip's directory lists, each held to our rules and the
    /// limits before any member is read.
    static func directory(of archive: LibZipArchive, limits: ZipLimits) throws -> [ZipEntry] {
        let count = archive.count
        guard count <= limits.entries else { throw ZipError.tooLarge(entry: nil) }
        var entries: [ZipEntry] = []
        var names = Set<String>()
        var total = 0
        for index in 0..<UInt64(count) {
            guard let record = archive.record(index) else { throw ZipError.damaged(entry: nil, .outOfBounds) }
            let entry = try accepted(record.name, record.stat, index: index, limits: limits)
            guard names.insert(entry.name).inserted else { throw ZipError.damaged(entry: entry.name, .duplicateName) }
            total += entry.uncompressedSize
            guard total <= limits.totalBytes else { throw ZipError.tooLarge(entry: entry.name) }
            entries.append(entry)
        }
        return entries
    }

    /// The member as a `ZipEntry`, or why it is refused: its name, its
    /// encryption, its method, its declared size.
    private static func accepted(
        _ nameBytes: [UInt8], _ stat: zip_stat_t, index: UInt64, limits: ZipLimits
    ) throws -> ZipEntry {
        let name = try checkedName(nameBytes[...])
        guard stat.encryption_method == UInt16(ZIP_EM_NONE) else { throw ZipError.unsupported(entry: name, .encrypted) }
        let code = UInt16(truncatingIfNeeded: stat.comp_method)
        guard let method = ZipEntry.Method(rawValue: code) else {
            throw ZipError.unsupported(entry: name, .method(code))
        }
        guard stat.size <= UInt64(limits.entryBytes) else { throw ZipError.tooLarge(entry: name) }
        return ZipEntry(
            name: name, method: method, crc32: stat.crc, compressedSize: Int(clamping: stat.comp_size),
            uncompressedSize: Int(stat.size), index: index)
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

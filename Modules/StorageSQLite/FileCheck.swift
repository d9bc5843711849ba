#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Storage

/// Checks an existing file's 100-byte SQLite header before any connection
/// touches it, so that garbage, an empty file or a truncated copy is reported
/// (and left alone) instead of being "opened" — SQLite would happily treat an
/// empty file as a new database and write a schema into it.
enum FileCheck {
    struct Header {
        var pageSize: Int
        /// Write/read format 2: the file is in WAL mode already.
        var isWAL: Bool
    }

    static func validate(_ path: String) throws -> Header {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreFiles.ioError(path, "open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw StoreFiles.ioError(path, "stat") }
        let size = Int(info.st_size)
        guard size > 0 else { throw StoreError.corrupt(path: path, detail: "empty file") }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 100, 0) }
        let magic = Array("SQLite format 3".utf8) + [0]
        guard count == 100, Array(header[0..<16]) == magic else {
            throw StoreError.corrupt(path: path, detail: "not an SQLite database")
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else {
            throw StoreError.corrupt(path: path, detail: "bad page size \(rawPageSize)")
        }
        // A WAL with content may hold pages a crash kept from the main file
        // (SQLite recovers them), so only judge the size when there is none.
        let walSize = StoreFiles.size(path + "-wal") ?? 0
        if walSize == 0 {
            let pages = bigEndian(header, 28)
            let sizeIsValid = pages > 0 && bigEndian(header, 24) == bigEndian(header, 92)
            if size % pageSize != 0 || (sizeIsValid && size < pages * pageSize) {
                let expected = sizeIsValid ? " of \(pages * pageSize)" : ""
                throw StoreError.corrupt(path: path, detail: "truncated: \(size) bytes\(expected)")
            }
        }
        return Header(pageSize: pageSize, isWAL: header[18] == 2 && header[19] == 2)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}

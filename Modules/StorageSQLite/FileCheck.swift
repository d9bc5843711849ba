import SQLite
import Storage

/// Checks an existing file's 100-byte SQLite header before any query touches
/// it, so that garbage, an empty file or a truncated copy is reported (and
/// left alone) instead of being "opened" — SQLite would happily treat an
/// empty file as a new database and write a schema into it.
///
/// The header is read through the connection's own file handle, never a
/// descriptor of our own: POSIX locks belong to the process, and closing any
/// descriptor of the file would drop the locks of every connection this
/// process has open on it (another instance of the store, say). Another
/// process could then checkpoint and delete the WAL under that connection,
/// which loses commits and corrupts the file.
enum FileCheck {
    struct Header {
        var pageSize: Int
        /// Write/read format 2: the file is in WAL mode already.
        var isWAL: Bool
    }

    static func validate(_ database: Database) throws -> Header {
        let path = database.path
        let (header, size) = try database.fileHeader()
        guard size > 0 else { throw StoreError.corrupt(path: path, detail: "empty file") }
        let magic = Array("SQLite format 3".utf8) + [0]
        guard size >= 100, Array(header[0..<16]) == magic else {
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

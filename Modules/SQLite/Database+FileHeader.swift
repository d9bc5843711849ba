import CSQLite

extension Database {
    /// The first 100 bytes of the main file (zeros past its end) and its
    /// size, read through SQLite's own file handle before any query, so
    /// that no descriptor of the caller's is opened or closed on the file
    /// (closing one would drop SQLite's POSIX locks). Nothing is parsed or
    /// written.
    package func fileHeader() throws -> (bytes: [UInt8], fileSize: Int) {
        var file: UnsafeMutablePointer<sqlite3_file>?
        let code = withUnsafeMutablePointer(to: &file) {
            sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, $0)
        }
        guard code == SQLITE_OK, let file, let methods = file.pointee.pMethods,
            let fileSize = methods.pointee.xFileSize, let read = methods.pointee.xRead
        else {
            throw DatabaseError(
                code: ResultCode(rawValue: code == SQLITE_OK ? SQLITE_ERROR : code), message: "no file handle",
                sql: "file_control", path: path)
        }
        var size: sqlite3_int64 = 0
        guard fileSize(file, &size) == SQLITE_OK else { throw lastError(sql: "xFileSize") }
        var bytes = [UInt8](repeating: 0, count: 100)
        // A short read is no error here: SQLite zero-fills, and the size says it.
        let status = ResultCode(rawValue: bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, 100, 0) })
        guard status == .ok || status == .ioErrorShortRead else {
            throw DatabaseError(code: status, message: "reading the header", sql: "xRead", path: path)
        }
        return (bytes, Int(size))
    }
}

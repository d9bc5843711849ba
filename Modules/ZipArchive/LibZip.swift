import CZip
import Synchronization

/// An archive's bytes in memory libzip may read in place (its buffer
/// source does not copy them): one copy, shared by every archive opened
/// over it, and freed when the last of them is gone.
final class LibZipBytes: @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer
    let count: Int

    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = buffer
        count = bytes.count
    }

    deinit { buffer.deallocate() }
}

/// An archive libzip opened from memory (`LibZipBytes`, kept alive while it
/// is open). libzip's archive is not safe to use from two threads at once:
/// every call goes through one lock.
final class LibZipArchive: @unchecked Sendable {
    private let bytes: LibZipBytes
    private let zip: OpaquePointer
    private let lock = Mutex(())

    /// Opens `bytes`. `checked` adds libzip's consistency check, which reads
    /// every local header and compares it with its central record; without it
    /// libzip reads the central directory only.
    init(_ bytes: LibZipBytes, checked: Bool) throws {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(bytes.buffer.baseAddress, UInt64(bytes.count), 0, &error) else {
            throw ZipError.damaged(entry: nil, .outOfBounds)
        }
        guard let zip = zip_open_from_source(source, ZIP_RDONLY | (checked ? ZIP_CHECKCONS : 0), &error) else {
            zip_source_free(source)
            throw Self.openError(zip_error_code_zip(&error), checked: checked)
        }
        self.bytes = bytes
        self.zip = zip
    }

    deinit { zip_discard(zip) }

    /// What libzip's refusal to open means here. The consistency check's
    /// "not a zip" is a local header without its signature (the directory
    /// was already read without the check).
    private static func openError(_ code: Int32, checked: Bool) -> ZipError {
        switch code {
        case ZIP_ER_NOZIP: checked ? .damaged(entry: nil, .badSignature) : .notZip
        case ZIP_ER_MULTIDISK: .unsupported(entry: nil, .multiDisk)
        case ZIP_ER_INCONS where checked: .damaged(entry: nil, .headerMismatch)
        default: .damaged(entry: nil, .outOfBounds)
        }
    }

    var count: Int { lock.withLock { _ in Int(max(0, zip_get_num_entries(zip, 0))) } }

    /// The member's directory record: its raw name bytes (no guessed
    /// re-encoding) and what `zip_stat` says.
    func record(_ index: UInt64) -> (name: [UInt8], stat: zip_stat_t)? {
        lock.withLock { _ -> (name: [UInt8], stat: zip_stat_t)? in
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(zip, index, ZIP_FL_ENC_RAW, &stat) == 0, let name = stat.name else { return nil }
            return (Self.bytes(name), stat)
        }
    }

    /// The bytes of a C string up to its NUL, as they are (not repaired as UTF-8).
    private static func bytes(_ string: UnsafePointer<CChar>) -> [UInt8] {
        var bytes: [UInt8] = []
        var cursor = string
        while cursor.pointee != 0 {
            bytes.append(UInt8(bitPattern: cursor.pointee))
            cursor += 1
        }
        return bytes
    }

    /// Opens member `index` for `body`, which reads it with `zip_fread`.
    func withFile<T>(_ index: UInt64, _ body: (OpaquePointer) throws -> T) throws -> T {
        try lock.withLock { _ in
            guard let file = zip_fopen_index(zip, index, 0) else {
                let code = zip_error_code_zip(zip_get_error(zip))
                zip_error_clear(zip)
                throw LibZipFailure(code: code)
            }
            defer { zip_fclose(file) }
            return try body(file)
        }
    }
}

/// A libzip error code met while reading a member, before it is named.
struct LibZipFailure: Error {
    let code: Int32

    /// The member's damage: a CRC that does not match, or data that does
    /// not inflate (or ends early).
    func zipError(entry: String) -> ZipError {
        switch code {
        case ZIP_ER_CRC: .damaged(entry: entry, .badCRC)
        case ZIP_ER_NOPASSWD, ZIP_ER_ENCRNOTSUPP, ZIP_ER_WRONGPASSWD: .unsupported(entry: entry, .encrypted)
        case ZIP_ER_MEMORY: .tooLarge(entry: entry)
        default: .damaged(entry: entry, .badData)
        }
    }
}

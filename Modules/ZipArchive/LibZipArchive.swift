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
    private let lib: LibZip
    private let lock = Mutex(())

    /// Opens `bytes`. `checked` adds libzip's consistency check, which reads
    /// every local header and compares it with its central record; without it
    /// libzip reads the central directory only.
    init(_ bytes: LibZipBytes, checked: Bool) throws {
        let lib = try LibZip.load()
        var error = zip_error_t()
        lib.errorInit(&error)
        defer { lib.errorFini(&error) }
        guard let source = lib.sourceBufferCreate(bytes.buffer.baseAddress, UInt64(bytes.count), 0, &error) else {
            throw ZipError.damaged(entry: nil, .outOfBounds)
        }
        guard let zip = lib.openFromSource(source, ZIP_RDONLY | (checked ? ZIP_CHECKCONS : 0), &error) else {
            lib.sourceFree(source)
            throw Self.openError(lib.errorCodeZip(&error), checked: checked)
        }
        self.bytes = bytes
        self.zip = zip
        self.lib = lib
    }

    deinit { lib.discard(zip) }

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

    var count: Int { lock.withLock { _ in Int(max(0, lib.getNumEntries(zip, 0))) } }

    /// The member's directory record: its raw name bytes (no guessed
    /// re-encoding) and what `zip_stat` says.
    func record(_ index: UInt64) -> (name: [UInt8], stat: zip_stat_t)? {
        lock.withLock { _ -> (name: [UInt8], stat: zip_stat_t)? in
            var stat = zip_stat_t()
            lib.statInit(&stat)
            guard lib.statIndex(zip, index, ZIP_FL_ENC_RAW, &stat) == 0, let name = stat.name else { return nil }
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

    /// Opens member `index` for `body`, which reads it piece by piece.
    func withFile<T>(_ index: UInt64, _ body: (LibZipMember) throws -> T) throws -> T {
        try lock.withLock { _ in
            guard let file = lib.fopenIndex(zip, index, 0) else {
                let code = lib.code(lib.getError(zip))
                lib.errorClear(zip)
                throw LibZipFailure(code: code)
            }
            defer { _ = lib.fclose(file) }
            return try body(LibZipMember(lib: lib, file: file))
        }
    }
}

/// One member open for reading, valid inside `LibZipArchive.withFile` only.
struct LibZipMember {
    let lib: LibZip
    let file: OpaquePointer

    /// Up to `buffer.count` more inflated bytes; 0 at the end. Throws the
    /// member's damage as libzip names it.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        let got = lib.fread(file, base, UInt64(buffer.count))
        guard got >= 0 else { throw LibZipFailure(code: lib.code(lib.fileGetError(file))) }
        return Int(got)
    }
}

extension LibZip {
    /// The libzip code of an error record (any failure when there is none).
    func code(_ error: UnsafeMutablePointer<zip_error_t>?) -> Int32 {
        error.map { errorCodeZip($0) } ?? ZIP_ER_INTERNAL
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

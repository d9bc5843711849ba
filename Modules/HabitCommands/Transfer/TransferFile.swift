import FoundationEssentials
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of `export --output` and `import`: read whole, written
/// atomically and privately: 0600.
enum TransferFile {
    /// Writes what `produce` hands its sink to a temporary file next to
    /// `path` (mode 0600), flushes it, then renames it over `path` and flushes
    /// the folder: a reader sees the old file or the whole new one, never a
    /// part, and a failed export leaves no temporary file behind.
    static func writeAtomically(_ path: String, _ produce: (inout ByteSink) -> Void) throws(TransferError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((folder + "/." + base + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .unwritable(file: path, errno: errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: Int32 = 0
        var sink = ByteSink { bytes in
            guard failure == 0 else { return }
            do { try StoreFiles.writeAll(fd: fd, bytes: bytes, path: temporary) } catch {
                failure = errno == 0 ? EIO : errno
            }
        }
        produce(&sink)
        sink.flush()
        if failure == 0, fchmod(fd, 0o600) != 0 || fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .unwritable(file: path, errno: failure)
        }
        // The data is complete either way; a folder that cannot be synced
        // (some network file systems) only weakens durability.
        try? StoreFiles.syncDirectory(folder.isEmpty ? "/" : folder)
    }
}

/// Collects output bytes and hands them on in large chunks, so a million
/// records cost a few dozen writes rather than a million.
struct ByteSink {
    private(set) var buffer: [UInt8] = []
    private let emit: ([UInt8]) -> Void
    static let chunkSize = 1 << 20

    init(emit: @escaping ([UInt8]) -> Void) {
        self.emit = emit
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func append(_ text: String) { append(text.utf8) }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        emit(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

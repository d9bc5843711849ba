import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store is read through a memory map (`Database.mapForReading`), so an
/// I/O error while the kernel reads the file in arrives as SIGBUS instead of
/// an error code SQLite could pass on. Armed when a file is mapped, this
/// turns that signal into what a failed read says (`StoreReadFaults`' notice:
/// the store's I/O line on stderr and its exit code), after the notice's
/// rescue (a raw terminal put back). Without a notice nothing is armed. The
/// last file mapped is the one named.
///
/// The handler reads only atomics and memory made before it could run: the
/// line and code as one record (never freed, since a handler may be reading
/// an older one while a newer one is armed) and the rescue's address.
enum SQLiteReadFault {
    /// The armed record's address (0: none): the exit code (`Int32`) at
    /// offset 0, the line's length (`Int`) at `countOffset`, its bytes (line
    /// break included) at `bytesOffset`. Addresses are kept as integers,
    /// which an atomic may hold across threads.
    static let record = Atomic<UInt>(0)
    /// The notice's rescue, a C function's address (0: none).
    static let rescue = Atomic<UInt>(0)
    private static let installed = Mutex(false)

    static let countOffset = MemoryLayout<Int>.stride
    static let bytesOffset = 2 * MemoryLayout<Int>.stride

    /// Makes a SIGBUS end the run with what a failed read of `path` says,
    /// when a notice was told; installs the handler the first time.
    static func arm(path: String) {
        guard let notice = StoreReadFaults.notice else { return }
        let (line, code) = notice.describe(path)
        let bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
        let made = UnsafeMutableRawPointer.allocate(
            byteCount: bytesOffset + bytes.count, alignment: MemoryLayout<Int>.alignment)
        made.storeBytes(of: code, as: Int32.self)
        made.storeBytes(of: bytes.count, toByteOffset: countOffset, as: Int.self)
        bytes.withUnsafeBytes { line in
            if let start = line.baseAddress { (made + bytesOffset).copyMemory(from: start, byteCount: line.count) }
        }
        rescue.store(UInt(bitPattern: unsafeBitCast(notice.rescue, to: Int.self)), ordering: .releasing)
        record.store(UInt(bitPattern: made), ordering: .releasing)
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            var action = sigaction()
            action.__sigaction_handler.sa_handler = sqliteReadFault
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, nil)
        }
    }
}

private func sqliteReadFault(_ signal: Int32) {
    let rescue = SQLiteReadFault.rescue.load(ordering: .acquiring)
    if rescue != 0 { unsafeBitCast(Int(bitPattern: rescue), to: (@convention(c) () -> Void).self)() }
    guard let record = UnsafeRawPointer(bitPattern: SQLiteReadFault.record.load(ordering: .acquiring)) else {
        _exit(128 + signal)
    }
    let count = record.load(fromByteOffset: SQLiteReadFault.countOffset, as: Int.self)
    _ = write(STDERR_FILENO, record + SQLiteReadFault.bytesOffset, count)
    _exit(record.load(as: Int32.self))
}

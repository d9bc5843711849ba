import CLIKit
import Localization
import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A SQLite store is read through a memory map (`PRAGMA mmap_size`), so an
/// I/O error while the kernel reads the file in arrives as SIGBUS instead of
/// an error code SQLite could pass on. This turns that signal into what a
/// failed read says: the store's I/O line on stderr and its exit code (65),
/// after a raw terminal is put back. A handler may only write, so the line
/// is made when the store opens.
public enum StoreReadFault {
    /// Makes a SIGBUS end the run with what a failed read of `store` says
    /// (nothing for a JSON store, which is read with `read(2)`). The last
    /// store armed is the one named. The line is `ErrorPresenter`'s for
    /// `StoreError.io` (a test holds them equal).
    public static func arm(for store: any Store, localizer: Localizer) {
        guard store.kind == .sqlite else { return }
        let fault = fault(path: store.path, localizer)
        arm(line: fault.line, code: fault.code)
    }

    /// The line and code `ErrorPresenter` gives `StoreError.io` for `path`,
    /// made without its casts: the first cast to a protocol scans every
    /// conformance of the binary, a cost every run that opens a store would
    /// pay (measured: docs/benchmarks.md, "Measured choices").
    static func fault(path: String, _ localizer: Localizer) -> (line: String, code: Int32) {
        let error = StoreError.system(path: path, operation: "read", code: EIO)
        return (Sanitizer.clean(StoreMessages.line(error, localizer)), StoreMessages.exitCode(error).rawValue)
    }

    /// Makes `line` (one line, newline added) and `code` what a SIGBUS
    /// ends the run with, and installs the handler the first time. Stores
    /// opened side by side (tests run many in one process) arm one at a time.
    static func arm(line: String, code: Int32) {
        let bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        arming.withLock { _ in
            // The handler stays away until the new line is whole; an older
            // line is kept, never freed, since a handler may be reading it.
            faultLineCount = 0
            faultLine = buffer
            faultCode = code
            faultLineCount = bytes.count
            guard !faultHandlerInstalled else { return }
            faultHandlerInstalled = true
            var action = sigaction()
            action.__sigaction_handler.sa_handler = storeReadFault
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, nil)
        }
    }

    private static let arming = Mutex(())
}

// Statically initialized, so the handler never runs a lazy initializer.
nonisolated(unsafe) private var faultLine: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var faultLineCount = 0
nonisolated(unsafe) private var faultCode: Int32 = 65
nonisolated(unsafe) private var faultHandlerInstalled = false

private func storeReadFault(_ signal: Int32) {
    if TerminalRescue.restore() {
        // The screen's last line may end without a line break.
        let lineBreak: StaticString = "\n"
        _ = write(STDERR_FILENO, lineBreak.utf8Start, lineBreak.utf8CodeUnitCount)
    }
    if let faultLine, faultLineCount > 0 { _ = write(STDERR_FILENO, faultLine, faultLineCount) }
    _exit(faultCode)
}

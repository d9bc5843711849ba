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
    /// store armed is the one named.
    public static func arm(for store: any Store, app: String, localizer: Localizer) {
        guard store.kind == .sqlite else { return }
        let presentation = ErrorPresenter(app: app, localizer: localizer)
            .present(StoreError.io(path: store.path, detail: String(cString: strerror(EIO))))
        arm(line: presentation.lines.joined(separator: "\n"), code: presentation.code)
    }

    /// Makes `line` (one line, newline added) and `code` what a SIGBUS
    /// ends the run with, and installs the handler the first time.
    static func arm(line: String, code: Int32) {
        arming.withLock { _ in armLocked(line: line, code: code) }
    }

    /// Stores opened side by side (tests run many in one process) arm one at a time.
    private static let arming = Mutex(())

    private static func armLocked(line: String, code: Int32) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        // The handler stays away until the new line is whole; an older line
        // is kept, never freed, since a handler may be reading it.
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

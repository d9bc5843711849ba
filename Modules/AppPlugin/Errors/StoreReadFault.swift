import Localization
import Storage
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a read fault of a store's file is told (`StoreReadFaults`): what a
/// failed read says, the store's I/O line on stderr and its exit code (65),
/// after a raw terminal is put back. The backend that maps its file arms the
/// signal itself; the runner only says the words, in the user's language.
package enum StoreReadFault {
    /// Makes read faults from now on say what `localizer`'s failed read
    /// says. The line is `ErrorPresenter`'s for `StoreError.io` (a test holds
    /// them equal).
    package static func tell(_ localizer: Localizer) {
        StoreReadFaults.tell(ReadFaultNotice(describe: { fault(path: $0, localizer) }, rescue: rescueTerminal))
    }

    /// The line and code `ErrorPresenter` gives `StoreError.io` for `path`,
    /// made without its casts: the first cast to a protocol scans every
    /// conformance of the binary, a cost every run that opens a store would
    /// pay (measured: docs/benchmarks.md, "Measured choices").
    static func fault(path: String, _ localizer: Localizer) -> (line: String, code: Int32) {
        let error = StoreError.system(path: path, operation: "read", code: EIO)
        return (Sanitizer.clean(StoreMessages.line(error, localizer)), StoreMessages.exitCode(error).rawValue)
    }
}

/// Puts a raw terminal back before the line; the screen's last line may end
/// without a line break, so one is written. Async-signal-safe calls only.
private func rescueTerminal() {
    guard TerminalRescue.restore() else { return }
    let lineBreak: StaticString = "\n"
    _ = write(STDERR_FILENO, lineBreak.utf8Start, lineBreak.utf8CodeUnitCount)
}

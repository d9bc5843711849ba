import FileIO
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Errors of the raw-mode key reader.
package enum TerminalError: Error, Sendable, Equatable {
    /// The file descriptor is not a terminal (raw mode needs one).
    case notATerminal
    /// `tcgetattr`/`tcsetattr`/`read` failed with this errno.
    case systemCall(String, errno: Int32)
    /// The input was closed.
    case endOfInput
}

/// The terminal state a signal handler must put back. Globals because a signal
/// handler can capture nothing; written only while no handler is installed.
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
/// The saved modes live on the heap (`CStructCell`), not in a global
/// `termios`: see there why.
private let savedAttributes = CStructCell(termios())
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]
/// Set by `Screen` while the alternate screen is shown, so a signal leaves
/// it too; an atomic, as the signal handler reads it.
let alternateScreenActive = Atomic<Bool>(false)

/// Puts the terminal in raw mode and back.
enum RawMode {
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// cfmakeraw-like: no echo, no line buffering, no signals from keys (Ctrl-C
    /// arrives as a byte), no input translation, 8-bit; output processing
    /// (`\n` → `\r\n`) stays on so ordinary printing still works.
    static func enable(_ descriptor: Int32) throws(TerminalError) -> termios {
        guard isatty(descriptor) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return try apply(raw, to: descriptor, saving: original)
    }

    /// Echo off, the line discipline kept (a password prompt), with the same
    /// signal handlers as raw mode: Ctrl-C leaves the echo on again.
    static func disableEcho(_ descriptor: Int32) throws(TerminalError) -> termios {
        guard isatty(descriptor) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        return try apply(quiet, to: descriptor, saving: original)
    }

    /// Sets `attributes` after saving `original` for the signal handlers
    /// and `restore`; a refusal puts `original` back. Returns `original`.
    private static func apply(_ attributes: termios, to descriptor: Int32, saving original: termios)
        throws(TerminalError) -> termios
    {
        var attributes = attributes
        savedDescriptor = descriptor
        savedAttributes.pointer.pointee = original
        installSignalHandlers()
        guard tcsetattr(descriptor, TCSAFLUSH, &attributes) == 0 else {
            let code = errno
            restore(descriptor, original)
            throw .systemCall("tcsetattr", errno: code)
        }
        return original
    }

    /// Puts `attributes` back and removes the signal handlers.
    static func restore(_ descriptor: Int32, _ attributes: termios) {
        var attributes = attributes
        _ = tcsetattr(descriptor, TCSAFLUSH, &attributes)
        for (signal, var action) in previousActions { _ = sigaction(signal, &action, nil) }
        previousActions = [:]
        savedDescriptor = -1
    }

    private static func installSignalHandlers() {
        for signal in handledSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndExit
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            previousActions[signal] = previous
        }
    }
}

/// What a process that is about to die of a signal puts back (another
/// module's handler: a read fault of a memory-mapped store): the terminal's
/// modes, the cursor and the main screen, while raw mode or a hidden echo is
/// on; nothing otherwise, so a printed answer gets no stray escape sequence.
/// Only async-signal-safe calls. True when there was a terminal to put back.
package enum TerminalRescue {
    @discardableResult package static func restore() -> Bool {
        guard savedDescriptor >= 0 else { return false }
        putTerminalBack()
        return true
    }
}

/// On a signal: restore the terminal, show the cursor, leave the alternate
/// screen, remove the temporary files (`TemporaryFiles`, whose own handler
/// this one replaces while it is installed), and exit 128 + the signal (130
/// for SIGINT). Only async-signal-safe calls: tcsetattr, write, unlink,
/// _exit; the texts are static strings.
private func restoreAndExit(_ signal: Int32) {
    putTerminalBack()
    TemporaryFiles.removeAll()
    _exit(128 + signal)
}

/// The saved modes (when saved), the cursor shown, the alternate screen left.
private func putTerminalBack() {
    if savedDescriptor >= 0 { _ = tcsetattr(savedDescriptor, TCSAFLUSH, savedAttributes.pointer) }
    let showCursor: StaticString = "\u{1B}[?25h"
    _ = write(STDOUT_FILENO, showCursor.utf8Start, showCursor.utf8CodeUnitCount)
    if alternateScreenActive.load(ordering: .sequentiallyConsistent) {
        let leave: StaticString = "\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    }
}

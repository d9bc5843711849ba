#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX call that failed: its name and the `errno` it left.
@usableFromInline
package struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call's name as the manual names it (`open`, `write`, `fsync`, …).
    package let call: String
    package let errno: Int32

    @usableFromInline
    package init(call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    @usableFromInline package var description: String { "\(call): errno \(errno)" }
}

/// Runs a POSIX call, again while it fails with `EINTR` (a signal arrived
/// before it did anything: the call is to be repeated, as swift-nio's
/// `syscall` does), and turns its -1 into a `SystemCallError` carrying
/// `errno` and `name`, so that no caller checks `EINTR` by hand. Not for
/// `close`, which must not be repeated (`closeDescriptor`). `call` is made
/// anew each time, so a wait until a deadline computes its time left in it
/// and an interrupted wait does not start the whole timeout over.
@inlinable
package func syscall<Result: FixedWidthInteger & SignedInteger>(
    _ name: String, _ call: () -> Result
) throws(SystemCallError) -> Result {
    while true {
        let result = call()
        if result >= 0 { return result }
        let code = errno
        if code != EINTR { throw SystemCallError(call: name, errno: code) }
    }
}

/// `poll`'s timeout for a wait until `deadline`: the whole milliseconds
/// left, 0 once it passed. Computed inside the call given to `syscall`, so
/// a wait a signal interrupts goes on for the time left, not the whole wait.
package func pollTimeout(until deadline: ContinuousClock.Instant) -> Int32 {
    let left = ContinuousClock.now.duration(to: deadline)
    return Int32(clamping: max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
}

/// `close`, whose `EINTR` means the descriptor is closed already (Linux):
/// repeating it could close a descriptor another thread just opened. A
/// failure is reported all the same (a network file system's `ENOSPC`
/// arrives here), except `EINTR`.
package func closeDescriptor(_ fd: Int32) throws(SystemCallError) {
    if close(fd) != 0, errno != EINTR { throw SystemCallError(call: "close", errno: errno) }
}

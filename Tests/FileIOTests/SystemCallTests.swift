import Glibc
import Synchronization
import Testing

@testable import FileIO

/// The one EINTR loop: an interrupted call is made again, any other failure
/// is a typed error naming the call, a short write is continued.
@Suite struct SystemCallTests {
    @Test func anInterruptedCallIsMadeAgain() throws {
        var calls = 0
        let result = try syscall("read") { () -> Int in
            calls += 1
            guard calls > 2 else {
                errno = EINTR
                return -1
            }
            return 7
        }
        #expect(result == 7)
        #expect(calls == 3, "two interruptions, then the call that did the work")
    }

    @Test func aFailureCarriesTheCallAndErrno() {
        #expect(throws: SystemCallError(call: "open", errno: ENOENT)) {
            try syscall("open") { open("/nonexistent-pocket-folder/file", O_RDONLY) }
        }
        var calls = 0
        #expect(throws: SystemCallError(call: "write", errno: ENOSPC)) {
            try syscall("write") { () -> Int in
                calls += 1
                errno = ENOSPC
                return -1
            }
        }
        #expect(calls == 1, "only EINTR is retried")
    }

    @Test func closeIsNeverRepeated() {
        #expect(throws: SystemCallError(call: "close", errno: EBADF)) { try closeDescriptor(-1) }
    }

    @Test func theWriteLoopContinuesShortAndInterruptedWrites() throws {
        let bytes = Array("every byte arrives once".utf8)
        var received: [UInt8] = []
        var calls = 0
        try bytes.withUnsafeBytes { buffer in
            try Descriptor.write(buffer) { base, count in
                calls += 1
                if calls.isMultiple(of: 2) {
                    errno = EINTR
                    return -1
                }
                let taken = min(count, 3)
                received.append(contentsOf: UnsafeRawBufferPointer(start: base, count: taken))
                return taken
            }
        }
        #expect(received == bytes)
    }

    @Test func theReadLoopsReadWholeFiles() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = Array(repeating: UInt8(ascii: "x"), count: 1000)
        #expect(Descriptor.writeAll(fds[1], text) == 0)
        close(fds[1])
        #expect(try Descriptor.readToEnd(fds[0]) == text)
        close(fds[0])
        #expect(throws: SystemCallError(call: "read", errno: EBADF)) { try Descriptor.read(-1, count: 4) }
    }

    /// A real signal (its handler installed without SA_RESTART) interrupts a
    /// `read` blocked on an empty pipe; the loop reads on once data arrives.
    @Test func aSignalDuringABlockingReadIsRetried() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGUSR1, &action, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }
        // The test's thread may have it blocked (the runner's threads are not ours).
        var unblocked = sigset_t()
        var mask = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        let reader = pthread_self()
        let writer = fds[1]
        // Several signals, so that one surely finds the read blocked.
        let interrupted = PlainThread {
            for _ in 0..<5 {
                usleep(50_000)
                pthread_kill(reader, SIGUSR1)
            }
            _ = Descriptor.writeAll(writer, Array("late".utf8))
            close(writer)
        }
        var byte = [UInt8](repeating: 0, count: 4)
        var calls = 0
        let count = try byte.withUnsafeMutableBytes { buffer in
            try syscall("read") { () -> Int in
                calls += 1
                return read(fds[0], buffer.baseAddress, 4)
            }
        }
        interrupted.join()
        #expect(count > 0)
        #expect(calls > 1, "the interrupted read was made again")
    }
}

/// A plain pthread, so the test can name the thread that blocks.
final class PlainThread: @unchecked Sendable {
    private var thread = pthread_t()
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
        let box = Unmanaged.passRetained(self)
        pthread_create(
            &thread, nil,
            { context in
                let thread = Unmanaged<PlainThread>.fromOpaque(context!).takeRetainedValue()
                thread.body()
                return nil
            }, box.toOpaque())
    }

    func join() { pthread_join(thread, nil) }
}

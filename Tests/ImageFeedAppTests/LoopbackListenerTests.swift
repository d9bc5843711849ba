import AppPlugin
import Foundation
import Glibc
import Synchronization
import Testing

@testable import ImageFeedApp

/// The listener against other local programs: silent or dripping
/// connections and an oversized request must not keep the callback out.
/// Each test waits the way `login` does, on its command's own thread
/// (`AsyncCommand`): on the shared pool a full test run starved the
/// listener's polls for minutes.
@Suite struct LoopbackListenerTests {
    @Test func idleAndDrippingClientsDoNotHoldUpTheCallback() throws {
        try AsyncCommand.run {
            let (port, listener) = try Self.listener()
            let waiting = Task(executorPreference: CommandExecutor.preferred) {
                try await listener.wait(state: "s1", timeout: .seconds(10)) { _ in "page" }
            }
            let started = ContinuousClock.now
            // Connected first, so a listener that serves one client at a time meets them before the callback.
            let idle = try (0..<3).map { _ in try Self.connect(port) }
            let dripping = try Self.connect(port)
            let stop = Atomic<Bool>(false)
            // A callback that never ends its head: one byte every 500 ms. The thread
            // closes its own socket, so it never writes to a number reused meanwhile.
            Thread {
                defer { close(dripping) }
                for byte in "GET /callback?code=drip&state=s1".utf8 where !stop.load(ordering: .relaxed) {
                    var one = byte
                    guard send(dripping, &one, 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                    usleep(500_000)
                }
            }.start()
            defer {
                stop.store(true, ordering: .relaxed)
                for socket in idle { close(socket) }
            }
            try await Task.sleep(for: .milliseconds(300))
            let answer = try await Self.exchange(
                port, "GET /callback?code=real&state=s1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(try await waiting.value == .code("real"))
            #expect(ContinuousClock.now - started < .seconds(3))
            #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer)")
        }
    }

    @Test func anOversizedRequestLineIsRefusedNotCut() throws {
        try AsyncCommand.run {
            let (port, listener) = try Self.listener()
            let waiting = Task(executorPreference: CommandExecutor.preferred) {
                try await listener.wait(state: "s1", timeout: .seconds(10)) { _ in "page" }
            }
            // Its first 8 KB alone would read as a good callback: cutting it and parsing the rest would take "cut".
            let padding = String(repeating: "a", count: 100 * 1024)
            let huge = try await Self.exchange(port, "GET /callback?code=cut&state=s1&pad=\(padding) HTTP/1.1\r\n\r\n")
            #expect(huge.hasPrefix("HTTP/1.1 431"), "\(huge.prefix(200))")
            let real = try await Self.exchange(port, "GET /callback?code=real&state=s1 HTTP/1.1\r\n\r\n")
            #expect(real.hasPrefix("HTTP/1.1 200"), "\(real)")
            #expect(try await waiting.value == .code("real"))
        }
    }

    @Test func aClientThatNeverFinishesIsClosedAtItsDeadline() throws {
        try AsyncCommand.run {
            let (port, listener) = try Self.listener()
            let waiting = Task(executorPreference: CommandExecutor.preferred) {
                try await listener.wait(state: "s1", timeout: .seconds(10)) { _ in "page" }
            }
            defer { waiting.cancel() }
            let started = ContinuousClock.now
            // Drips one byte each 300 ms until the listener closes it; the total time counts, not the gaps.
            let closed = try await Self.onThread { () throws -> Bool in
                let client = try Self.connect(port)
                defer { close(client) }
                for _ in 0..<40 {
                    var one = UInt8(ascii: "G")
                    if send(client, &one, 1, Int32(MSG_NOSIGNAL)) != 1 { return true }
                    usleep(300_000)
                    var byte: UInt8 = 0
                    if recv(client, &byte, 1, Int32(MSG_DONTWAIT)) == 0 { return true }
                }
                return false
            }
            #expect(closed)
            #expect(ContinuousClock.now - started < .seconds(4))
        }
    }

    @Test func headEndsAtItsBlankLine() {
        #expect(LoopbackRequest.headEnd(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\nbody".utf8)) == 27)
        #expect(LoopbackRequest.headEnd(Array("GET / HTTP/1.0\n\n".utf8)) == 16)
        #expect(LoopbackRequest.headEnd(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) == nil)
        #expect(LoopbackRequest.target(of: "GET /cb?code=1 HTTP/1.1") == "/cb?code=1")
        #expect(LoopbackRequest.target(of: "POST /cb HTTP/1.1") == nil)
    }

    // MARK: - Clients

    struct SocketError: Error { let what: String }

    /// A listener on a free port; another try should a parallel test take the port first.
    static func listener() throws -> (UInt16, LoopbackListener) {
        var attempts = 0
        while true {
            let port = try freePort()
            do { return (port, try LoopbackListener(port: port, path: "/callback")) } catch {
                attempts += 1
                if attempts == 5 { throw error }
            }
        }
    }

    /// A port nobody listens on now (the kernel's pick for a moment's bind).
    static func freePort() throws -> UInt16 {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
            }
        }
        guard bound else { throw SocketError(what: "bind") }
        return UInt16(bigEndian: address.sin_port)
    }

    static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// A blocking client socket whose reads give up after 5 s.
    static func connect(_ port: UInt16) throws -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(client)
            throw SocketError(what: "connect")
        }
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return client
    }

    /// Sends `request` on a new connection and reads the answer until the server closes.
    static func exchange(_ port: UInt16, _ request: String) async throws -> String {
        try await onThread {
            let client = try connect(port)
            defer { close(client) }
            let bytes = Array(request.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes {
                    send(client, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard count > 0 else { break }
                sent += count
            }
            var answer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress!, $0.count, 0) }
                guard count > 0 else { break }
                answer += chunk[0..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }
    }

    /// Runs blocking socket work on its own thread, off the shared pool the listener needs.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result(catching: work)) }.start()
        }
    }
}

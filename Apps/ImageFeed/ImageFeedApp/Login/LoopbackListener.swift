import FoundationEssentials
import Glibc
import Networking

/// The one-shot listener of the loopback redirect: bound to 127.0.0.1 only
/// (nothing else on the network can reach it), it waits for the browser's
/// `GET /PATH?code=…&state=…`, answers it with a short page and closes.
/// Other requests (a favicon) get 404 and it goes on waiting; a callback
/// whose `state` is not this login's ends the login as failed. Clients are
/// served side by side, each given a short time for its request head.
final class LoopbackListener: Sendable {
    enum Outcome: Equatable, Sendable {
        case code(String)
        /// Unsplash said no (`?error=access_denied`): its own words.
        case refused(String)
        /// A callback with another login's `state` (a forged or stale redirect).
        case stateMismatch
    }

    let port: UInt16
    let path: String
    private let descriptor: Int32

    /// Binds now, before the browser opens, so the redirect cannot come too early.
    init(port: UInt16, path: String) throws(LoginProblem) {
        self.port = port
        self.path = path.isEmpty ? "/" : path
        // Non-blocking: a client that resets between poll and accept must not stall the wait.
        descriptor = socket(
            AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw .listener(address: nil, code: errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let code = errno
            close(descriptor)
            throw .listener(address: "127.0.0.1:\(port)", code: code)
        }
    }

    deinit { close(descriptor) }

    /// Waits up to `timeout` for the callback, cancellable at any moment.
    /// `page` makes the answer for the browser. All open connections are
    /// watched together, each with its own short deadline, so other local
    /// programs that connect and stay silent cannot keep the callback out.
    func wait(state: String, timeout: Duration, page: @Sendable (Bool) -> String) async throws(LoginProblem) -> Outcome
    {
        let deadline = ContinuousClock.now + timeout
        var open: [LoopbackRequest] = []
        defer { for request in open { close(request.descriptor) } }
        while ContinuousClock.now < deadline {
            if Task.isCancelled { throw .cancelled }
            Self.dropExpired(&open)
            // When full, new clients wait in the backlog until a deadline frees a place.
            let accepting = open.count < Self.openLimit
            var pollers =
                [pollfd(fd: descriptor, events: accepting ? Int16(POLLIN) : 0, revents: 0)]
                + open.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            // Never block a thread of the shared pool: look, then sleep (cancellable).
            guard poll(&pollers, nfds_t(pollers.count), 0) > 0 else {
                do { try await Task.sleep(for: .milliseconds(50)) } catch { throw .cancelled }
                continue
            }
            var index = open.count - 1
            // Backwards, so removing one does not shift those still to visit.
            while index >= 0 {
                if pollers[index + 1].revents != 0, let outcome = serve(&open, at: index, state: state, page: page) {
                    return outcome
                }
                index -= 1
            }
            if pollers[0].revents != 0 { acceptAll(into: &open) }
        }
        throw .timedOut
    }

    /// At most this many clients are read at once.
    static let openLimit = 32

    private func acceptAll(into open: inout [LoopbackRequest]) {
        while open.count < Self.openLimit {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            // Glibc's module has no accept4; every read and send also says MSG_DONTWAIT.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, O_NONBLOCK)
            open.append(LoopbackRequest(descriptor: client))
        }
    }

    private static func dropExpired(_ open: inout [LoopbackRequest]) {
        let now = ContinuousClock.now
        open.removeAll { request in
            guard request.deadline <= now else { return false }
            close(request.descriptor)
            return true
        }
    }

    /// Reads from one client; the login's outcome once the callback came.
    /// A head too long is refused (431) and anything not the callback gets
    /// an error page, and the wait goes on.
    private func serve(
        _ open: inout [LoopbackRequest], at index: Int, state: String,
        page: @Sendable (Bool) -> String
    ) -> Outcome? {
        let client = open[index].descriptor
        switch open[index].read() {
        case .more:
            return nil
        case .finished:
            close(client)
            open.remove(at: index)
            return nil
        case .tooLarge:
            LoopbackRequest.answer(client, status: "431 Request Header Fields Too Large", body: "")
        case .head(let line):
            guard let target = LoopbackRequest.target(of: line) else {
                LoopbackRequest.answer(client, status: "400 Bad Request", body: "")
                break
            }
            guard let outcome = Self.outcome(of: target, path: path, state: state) else {
                LoopbackRequest.answer(client, status: "404 Not Found", body: "")
                break
            }
            if case .code = outcome {
                LoopbackRequest.answer(client, status: "200 OK", body: page(true))
            } else {
                LoopbackRequest.answer(client, status: "400 Bad Request", body: page(false))
            }
            return outcome
        }
        open[index].startDraining()
        return nil
    }

    /// What a request target means: nil when it is not the callback.
    static func outcome(of target: String, path: String, state: String) -> Outcome? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.first.map(String.init) == path else { return nil }
        let query = Dictionary(QueryEncoding.decode(parts.count > 1 ? String(parts[1]) : ""), uniquingKeysWith: { $1 })
        if let error = query["error"] { return .refused(query["error_description"].map { error + ": " + $0 } ?? error) }
        guard let code = query["code"], !code.isEmpty else { return nil }
        guard query["state"] == state else { return .stateMismatch }
        return .code(code)
    }
}

/// Why a login did not get its code.
enum LoginProblem: Error, Equatable, Sendable {
    /// The socket could not be made or bound (`address` when it was the bind); `code` is the `errno`.
    case listener(address: String?, code: Int32)
    case timedOut
    case cancelled
    case noCode
}

import FoundationEssentials
import Glibc
import Networking

/// The one-shot listener of the loopback redirect: bound to 127.0.0.1 only
/// (nothing else on the network can reach it), it waits for the browser's
/// `GET /PATH?code=…&state=…`, answers it with a short page and closes.
/// Other requests (a favicon) get 404 and it goes on waiting; a callback
/// whose `state` is not this login's ends the login as failed.
final class LoopbackListener: @unchecked Sendable {
    enum Outcome: Equatable, Sendable {
        case code(String)
        /// Unsplash said no (`?error=access_denied`), or the state did not match.
        case refused(String)
    }

    let port: UInt16
    let path: String
    private let descriptor: Int32

    /// Binds now, before the browser opens, so the redirect cannot come too early.
    init(port: UInt16, path: String) throws(LoginProblem) {
        self.port = port
        self.path = path.isEmpty ? "/" : path
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .listener(String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .listener("127.0.0.1:\(port): " + reason)
        }
    }

    deinit { close(descriptor) }

    /// Waits up to `timeout` for the callback, cancellable at any moment.
    /// `page` makes the answer for the browser.
    func wait(state: String, timeout: Duration, page: @Sendable (Bool) -> String) async throws(LoginProblem) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if Task.isCancelled { throw .cancelled }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // Never block a thread of the shared pool: look, then sleep (cancellable).
            guard poll(&poller, 1, 0) > 0 else {
                do { try await Task.sleep(for: .milliseconds(50)) } catch { throw .cancelled }
                continue
            }
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { continue }
            defer { close(client) }
            guard let target = Self.requestTarget(client) else { continue }
            guard let outcome = Self.outcome(of: target, path: path, state: state) else {
                Self.answer(client, status: "404 Not Found", body: "")
                continue
            }
            if case .code = outcome { Self.answer(client, status: "200 OK", body: page(true)) } else {
                Self.answer(client, status: "400 Bad Request", body: page(false))
            }
            return outcome
        }
        throw .timedOut
    }

    /// What a request target means: nil when it is not the callback.
    static func outcome(of target: String, path: String, state: String) -> Outcome? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.first.map(String.init) == path else { return nil }
        let query = Dictionary(QueryEncoding.decode(parts.count > 1 ? String(parts[1]) : ""), uniquingKeysWith: { $1 })
        if let error = query["error"] { return .refused(query["error_description"].map { error + ": " + $0 } ?? error) }
        guard let code = query["code"], !code.isEmpty else { return nil }
        guard query["state"] == state else { return .refused("state mismatch") }
        return .code(code)
    }

    /// The target of the request line (`GET /callback?code=… HTTP/1.1`), read within 5 s.
    private static func requestTarget(_ client: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 8192)
        var received = 0
        let deadline = ContinuousClock.now + .seconds(5)
        while received < buffer.count, !buffer[0..<received].contains(0x0A), ContinuousClock.now < deadline {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress! + received, $0.count - received, 0) }
            guard count > 0 else { break }
            received += count
        }
        let line = String(decoding: buffer[0..<received], as: UTF8.self).split(separator: "\r\n").first ?? ""
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "GET" else { return nil }
        return String(words[1])
    }

    private static func answer(_ client: Int32, status: String, body: String) {
        let bytes = Array(body.utf8)
        let text = "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(bytes.count)\r\n"
            + "Connection: close\r\nCache-Control: no-store\r\n\r\n"
        let all = Array(text.utf8) + bytes
        _ = all.withUnsafeBytes { send(client, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

/// Why a login did not get its code.
enum LoginProblem: Error, Equatable, Sendable {
    case listener(String)
    case timedOut
    case cancelled
    case noCode
}

import FileIO
import FoundationEssentials
import Glibc

/// One accepted connection of the loopback listener while its request head
/// arrives. The socket is non-blocking and every step reads only what is
/// there, so one slow or silent client never holds up the others.
struct LoopbackRequest {
    /// The whole head (request line and headers) must fit in this.
    static let headLimit = 8192
    /// The head must be complete this long after the accept, however the
    /// bytes are spread: a drip of one byte a second does not move it.
    static let headTime: Duration = .seconds(2)
    /// How long, and how much, an answered client may still send before it
    /// is closed; reading it lets the answer reach the client instead of
    /// being lost to the reset a close with unread input causes.
    static let drainTime: Duration = .seconds(1)
    static let drainLimit = 1 << 18

    enum Step: Equatable {
        /// Nothing decisive yet: keep the connection open.
        case more
        /// The client is gone, its time ran out, or draining is over: close.
        case finished
        /// The head arrived; this is its first line.
        case head(String)
        /// The head is longer than `headLimit`.
        case tooLarge
    }

    let descriptor: Int32
    private(set) var deadline: ContinuousClock.Instant
    private var received: [UInt8] = []
    private(set) var draining = false
    private var drained = 0

    init(descriptor: Int32, now: ContinuousClock.Instant = .now) {
        self.descriptor = descriptor
        deadline = now + Self.headTime
    }

    /// Reads what the socket has now and says what it amounts to.
    mutating func read() -> Step {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let fd = descriptor
        let count: Int
        do throws(SystemCallError) {
            count = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemCallError) in
                    try syscall("recv") { recv(fd, buffer.baseAddress!, buffer.count, Int32(MSG_DONTWAIT)) }
                }
            }.get()
        } catch {
            return error.errno == EAGAIN || error.errno == EWOULDBLOCK ? .more : .finished
        }
        if count == 0 { return .finished }
        if draining {
            drained += count
            return drained > Self.drainLimit ? .finished : .more
        }
        received += chunk[0..<count]
        if let end = Self.headEnd(received) {
            // A head that ends past the limit is refused whole, never cut.
            guard end <= Self.headLimit else { return .tooLarge }
            let line = received.prefix { $0 != 0x0A && $0 != 0x0D }
            return .head(String(decoding: line, as: UTF8.self))
        }
        return received.count > Self.headLimit ? .tooLarge : .more
    }

    /// After the answer: no more writing, and input is only discarded until
    /// the client closes or the short drain time ends.
    mutating func startDraining(now: ContinuousClock.Instant = .now) {
        shutdown(descriptor, Int32(SHUT_WR))
        draining = true
        received = []
        deadline = now + Self.drainTime
    }

    /// Where the head ends (the index after its blank line), if it has.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// The target of a request line (`GET /callback?code=… HTTP/1.1`); nil when it is not a GET.
    static func target(of line: String) -> String? {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "GET" else { return nil }
        return String(words[1])
    }

    /// Sends a whole short answer. A fresh socket's send buffer holds far
    /// more than these few kilobytes, so one non-blocking send suffices.
    static func answer(_ client: Int32, status: String, body: String) {
        let bytes = Array(body.utf8)
        let text =
            "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(bytes.count)\r\n"
            + "Connection: close\r\nCache-Control: no-store\r\n\r\n"
        let all = Array(text.utf8) + bytes
        _ = all.withUnsafeBytes { send(client, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
    }
}

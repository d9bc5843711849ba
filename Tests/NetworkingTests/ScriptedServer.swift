import Foundation
import Synchronization

/// A small HTTP server on the loopback whose answers a test writes byte by
/// byte (redirects, bodies without a length, answers that stop half way or
/// never come), which the fake Unsplash server has no switches for. Each
/// connection gets a thread; the request heads it saw are kept.
final class ScriptedServer: Sendable {
    /// One accepted connection, for the answer to be written to.
    struct Connection: Sendable {
        let socket: Int32

        /// False once the client has gone (it closed, or aborted the transfer).
        @discardableResult func send(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }

        @discardableResult func send(_ text: String) -> Bool { send(Array(text.utf8)) }
    }

    typealias Answer = @Sendable (_ head: String, _ connection: Connection) -> Void

    let port: UInt16
    private let listener: Int32
    private let answer: Answer
    private let heads = Mutex<[String]>([])

    /// `http://127.0.0.1:PORT`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The request heads seen so far (request line and header lines).
    var requests: [String] { heads.withLock { $0 } }

    init(_ answer: @escaping Answer) throws {
        self.answer = answer
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw ScriptedServerError.cannotListen
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// `HTTP/1.1 STATUS` with `headers` and `body` (its length announced), closing the connection.
    static func reply(_ status: Int, _ headers: [String] = [], body: String = "") -> String {
        (["HTTP/1.1 \(status) Scripted", "Content-Length: \(body.utf8.count)", "Connection: close"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ socket: Int32) {
        defer { close(socket) }
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)), recv(socket, &byte, 1, 0) == 1 {
            head.append(byte)
        }
        let text = String(decoding: head, as: UTF8.self)
        heads.withLock { $0.append(text) }
        answer(text, Connection(socket: socket))
    }
}

enum ScriptedServerError: Error { case cannotListen }

extension String {
    /// The value of header `name` in a request head, nil when it has none.
    func headerValue(_ name: String) -> String? {
        for line in components(separatedBy: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The path of a request head's request line.
    var requestPath: String { split(separator: " ").dropFirst().first.map(String.init) ?? "" }
}

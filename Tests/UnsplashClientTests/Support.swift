import Foundation
import Networking

/// The fixtures the fake server serves (Tests/Fixtures/Unsplash).
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Unsplash")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    static func objects(_ name: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: data(name)) as? [[String: Any]] ?? []
    }

    static func json(_ value: Any) throws -> Data { try JSONSerialization.data(withJSONObject: value) }
}

/// Answers each request with the next scripted answer and records what was sent.
final class RecordingClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private let answer: @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse
    private var recorded: [HTTPRequest] = []

    init(_ answer: @escaping @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse) { self.answer = answer }

    var sent: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try await answer(request)
    }

    func download(_ request: HTTPRequest, to path: String,
                  progress: (@Sendable (DownloadProgress) -> Void)?) async throws(NetworkError) -> HTTPResponse {
        try await send(request)
    }
}

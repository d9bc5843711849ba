import Foundation
import Networking
import Synchronization

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
final class RecordingClient: HTTPClient, Sendable {
    private let answer: @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse
    private let recorded = Mutex<[HTTPRequest]>([])

    init(_ answer: @escaping @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse) {
        self.answer = answer
    }

    var sent: [HTTPRequest] { recorded.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        return try await answer(request)
    }

    func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        try await send(request)
    }
}

import Foundation
import Networking
import PocketTestSupport
import Synchronization
import Testing

/// A client that answers from a script and records what it was sent.
final class ScriptedClient: HTTPClient, Sendable {
    /// The answers still to give, and the requests seen so far.
    private let script: Mutex<(answers: [Result<HTTPResponse, NetworkError>], sent: [HTTPRequest])>

    init(_ answers: [Result<HTTPResponse, NetworkError>]) { script = Mutex((answers, [])) }

    var count: Int { script.withLock { $0.sent.count } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let answer = script.withLock { script -> Result<HTTPResponse, NetworkError> in
            script.sent.append(request)
            return script.answers.isEmpty ? .success(HTTPResponse(status: 200)) : script.answers.removeFirst()
        }
        return try answer.get()
    }

    func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        try await send(request)
    }
}

@Suite struct RetryPolicyTests {
    static let serverError = NetworkError.status(HTTPResponse(status: 503))

    @Test func retriesIdempotentRequestsOnTransientFailuresOnly() {
        let policy = RetryPolicy.standard
        let get = HTTPRequest(.get, "photos")
        let post = HTTPRequest(.post, "photos/x/like")
        #expect(policy.shouldRetry(get, after: .timedOut, attempt: 1))
        #expect(policy.shouldRetry(get, after: .transport(.connectionRefused, detail: ""), attempt: 2))
        #expect(policy.shouldRetry(get, after: Self.serverError, attempt: 1))
        #expect(policy.shouldRetry(HTTPRequest(.delete, "photos/x/like"), after: .timedOut, attempt: 1))
        #expect(!policy.shouldRetry(get, after: .timedOut, attempt: 3), "at most 3 tries")
        #expect(!policy.shouldRetry(post, after: .timedOut, attempt: 1), "a POST may have been done")
        #expect(!policy.shouldRetry(get, after: .status(HTTPResponse(status: 401)), attempt: 1))
        #expect(!policy.shouldRetry(get, after: .status(HTTPResponse(status: 403)), attempt: 1))
        #expect(!policy.shouldRetry(get, after: .decoding("x"), attempt: 1))
        #expect(!policy.shouldRetry(get, after: .cancelled, attempt: 1))
    }

    @Test func backoffDoublesWithJitterUpToTheCap() {
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: .milliseconds(200), maxDelay: .seconds(2))
        #expect(policy.delay(afterAttempt: 1, random: 0) == .milliseconds(100))
        #expect(policy.delay(afterAttempt: 1, random: 1) == .milliseconds(200))
        #expect(policy.delay(afterAttempt: 2, random: 0.5) == .milliseconds(300))
        #expect(policy.delay(afterAttempt: 3, random: 1) == .milliseconds(800))
        #expect(policy.delay(afterAttempt: 8, random: 1) == .seconds(2))
        #expect(policy.delay(afterAttempt: 8, random: 0) == .seconds(1))
    }

    @Test func retryingClientTriesThreeTimesThenGivesTheLastError() async {
        let client = ScriptedClient([.failure(Self.serverError), .failure(.timedOut), .failure(Self.serverError)])
        let sleeps = Recorder<Duration>()
        let retrying = RetryingClient(client, random: { 1 }, sleep: { sleeps.add($0) })
        await #expect(throws: Self.serverError) { try await retrying.send(HTTPRequest(.get, "photos")) }
        #expect(client.count == 3)
        #expect(sleeps.all == [.milliseconds(200), .milliseconds(400)])
    }

    @Test func retryingClientStopsAtTheFirstSuccess() async throws {
        let client = ScriptedClient([
            .failure(.transport(.connectionLost, detail: "")),
            .success(HTTPResponse(status: 200, body: Data("ok".utf8))),
        ])
        let response = try await RetryingClient(client, sleep: { _ in }).send(HTTPRequest(.get, "photos"))
        #expect(response.body == Data("ok".utf8) && client.count == 2)
    }

    @Test func retryingClientSendsAPostOnce() async {
        let client = ScriptedClient([.failure(.timedOut), .success(HTTPResponse(status: 200))])
        await #expect(throws: NetworkError.timedOut) {
            try await RetryingClient(client, sleep: { _ in }).send(HTTPRequest(.post, "x"))
        }
        #expect(client.count == 1)
    }

    @Test func cancellationEndsTheWait() async {
        let client = ScriptedClient([.failure(.timedOut), .success(HTTPResponse(status: 200))])
        let retrying = RetryingClient(client, sleep: { _ in throw CancellationError() })
        await #expect(throws: NetworkError.cancelled) { try await retrying.send(HTTPRequest(.get, "x")) }
        #expect(client.count == 1)
    }
}

/// When a failed request is sent again, and how long to wait first.
///
/// Only idempotent requests are retried (a POST that timed out may have been
/// done), and only when the failure is transient: no answer, a timeout or a
/// 5xx. The wait doubles from `baseDelay` up to `maxDelay`, with "equal
/// jitter" (half fixed, half random), so many clients failing together do
/// not come back together.
package struct RetryPolicy: Sendable, Equatable {
    /// Tries in all, the first included.
    package var maxAttempts: Int
    package var baseDelay: Duration
    package var maxDelay: Duration

    package init(maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(200), maxDelay: Duration = .seconds(2)) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    package static let standard = RetryPolicy()
    package static let never = RetryPolicy(maxAttempts: 1)

    /// Whether attempt number `attempt` (1-based) that failed with `error` gets another.
    package func shouldRetry(_ request: HTTPRequest, after error: NetworkError, attempt: Int) -> Bool {
        attempt < maxAttempts && request.method.isIdempotent && error.isTransient
    }

    /// The wait before attempt `attempt + 1`; `random` in 0..<1.
    package func delay(afterAttempt attempt: Int, random: Double) -> Duration {
        let exponent = max(0, min(attempt - 1, 30))
        let full = min(baseDelay * (1 << exponent), maxDelay)
        let half = full / 2
        return half + half * min(max(random, 0), 1)
    }
}

/// Sends through `base` and sends again as `policy` allows. Cancellation
/// ends the wait at once.
package struct RetryingClient: HTTPClient {
    package let base: any HTTPClient
    package let policy: RetryPolicy
    private let random: @Sendable () -> Double
    private let sleep: @Sendable (Duration) async throws -> Void

    package init(
        _ base: any HTTPClient, policy: RetryPolicy = .standard,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.base = base
        self.policy = policy
        self.random = random
        self.sleep = sleep
    }

    package func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        try await retrying(request) { () async throws(NetworkError) in try await base.send(request) }
    }

    package func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        try await retrying(request) { () async throws(NetworkError) in
            try await base.download(request, to: path, progress: progress)
        }
    }

    private func retrying(
        _ request: HTTPRequest,
        _ attempt: () async throws(NetworkError) -> HTTPResponse
    ) async throws(NetworkError) -> HTTPResponse {
        var number = 1
        while true {
            do {
                return try await attempt()
            } catch {
                guard policy.shouldRetry(request, after: error, attempt: number) else { throw error }
                do { try await sleep(policy.delay(afterAttempt: number, random: random())) } catch { throw .cancelled }
                if Task.isCancelled { throw .cancelled }
                number += 1
            }
        }
    }
}

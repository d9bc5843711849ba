import AppPlugin
import Foundation
import Networking
import NetworkingLive
import PocketTestSupport
import Testing

/// A request's deadline is the time the request takes, not the time its
/// command's thread was busy: an answer that came in time wins over a clock
/// that ran out while the answer waited to be read.
@Suite struct DeadlineTests {
    @Test func anAnswerInTimeWinsOverAClockThatRanOutWhileTheThreadWasBusy() throws {
        let server = try FakeUnsplash()
        // The answer comes after 1 s; the deadline is 6 s; the command's only
        // thread is then busy until 9 s. The answer is waiting when the clock
        // runs out, so it must be the outcome (a 401: no token was sent).
        try server.addFault(["path": "/photos", "delay": 1])
        let client = CurlClient(
            baseURL: URL(string: server.baseURL)!,
            timeouts: HTTPTimeouts(connect: .seconds(6), request: .seconds(6)))
        let outcome = try AsyncCommand.run { () async throws -> String in
            async let answer = client.send(HTTPRequest(.get, "photos"))
            try await Task.sleep(for: .milliseconds(300))
            usleep(8_700_000)
            do {
                _ = try await answer
                return "2xx"
            } catch let error as NetworkError {
                if case .status(let response) = error { return "status \(response.status)" }
                return "\(error)"
            }
        }
        #expect(outcome == "status 401")
    }
}

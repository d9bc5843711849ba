import AppPlugin
import Foundation
import Testing

/// The async entry point hands back the work's value or its error; Ctrl-C
/// (exit 130) is tested end to end on the built image-feed, where a real
/// SIGINT reaches a real process.
@Suite struct AsyncCommandTests {
    struct Failure: Error, Equatable { var reason: String }

    @Test func returnsWhatTheWorkReturnsAfterItsAwaits() throws {
        let value = try AsyncCommand.run { () async throws -> Int in
            try await Task.sleep(for: .milliseconds(20))
            return await Task.detached { 6 * 7 }.value
        }
        #expect(value == 42)
    }

    @Test func passesTheWorksErrorOn() {
        #expect(throws: Failure(reason: "offline")) {
            try AsyncCommand.run { () async throws -> Int in throw Failure(reason: "offline") }
        }
    }
}

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
            async let half = Task { 21 }.value
            return await half * 2
        }
        #expect(value == 42)
    }

    /// Many callers at once, each blocking the thread it was called on (as
    /// in-process tests do on the pool): none may starve the others' work.
    @Test func manyBlockedCallersAtOnceAllFinish() async {
        let values = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    (try? AsyncCommand.run { () async throws -> Int in
                        try await Task.sleep(for: .milliseconds(10))
                        return index
                    }) ?? -1
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values.sorted() == Array(0..<8))
    }

    @Test func passesTheWorksErrorOn() {
        #expect(throws: Failure(reason: "offline")) {
            try AsyncCommand.run { () async throws -> Int in throw Failure(reason: "offline") }
        }
    }
}

import AppPlugin
import Foundation
import Networking
import NetworkingLive
import PocketTestSupport
import Testing

/// Bodies are counted while they arrive, transfers end when their task is
/// cancelled, and a download that fails leaves no temporary file.
@Suite struct TransferLimitTests {
    /// Sends a 200 with no Content-Length (the body ends when the connection
    /// closes) and 64 KB pieces until the client goes away or 16 MB went.
    static func endlessBody() throws -> ScriptedServer {
        try ScriptedServer { _, connection in
            guard connection.send("HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nConnection: close\r\n\r\n") else {
                return
            }
            let piece = [UInt8](repeating: 0x41, count: 65_536)
            for _ in 0..<256 { guard connection.send(piece) else { return } }
        }
    }

    /// Announces a body, sends its start, then waits `seconds` and closes.
    static func stalledBody(after seconds: UInt32) throws -> ScriptedServer {
        try ScriptedServer { _, connection in
            connection.send("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n")
            connection.send([UInt8](repeating: 0x42, count: 1000))
            sleep(seconds)
        }
    }

    @Test func anAnswerOverTheLimitIsRefusedWhileItArrives() throws {
        try AsyncCommand.run {
            let server = try Self.endlessBody()
            let client = CurlClient(baseURL: URL(string: server.baseURL)!, bodyLimits: BodyLimits(answer: 256 * 1024))
            await #expect(throws: NetworkError.bodyTooLarge(limit: 256 * 1024)) {
                try await client.send(HTTPRequest(.get, "big"))
            }
        }
    }

    @Test func anAnnouncedLengthOverTheLimitIsRefused() throws {
        try AsyncCommand.run {
            let server = try ScriptedServer { _, connection in
                connection.send(ScriptedServer.reply(200, body: String(repeating: "x", count: 5000)))
            }
            let client = CurlClient(baseURL: URL(string: server.baseURL)!, bodyLimits: BodyLimits(answer: 4096))
            await #expect(throws: NetworkError.bodyTooLarge(limit: 4096)) {
                try await client.send(HTTPRequest(.get, "big"))
            }
        }
    }

    @Test func aDownloadOverTheLimitLeavesNoFile() throws {
        try AsyncCommand.run {
            let server = try Self.endlessBody()
            let folder = try TemporaryFolder("download-limit")
            let client = CurlClient(baseURL: nil, bodyLimits: BodyLimits(download: 300_000))
            await #expect(throws: NetworkError.bodyTooLarge(limit: 300_000)) {
                try await client.download(
                    HTTPRequest(.get, server.baseURL + "/photo.jpg"), to: folder.appending("photo.jpg"), progress: nil)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func aDownloadCutShortLeavesNoFile() throws {
        try AsyncCommand.run {
            let server = try Self.stalledBody(after: 0)
            let folder = try TemporaryFolder("download-cut")
            let client = CurlClient(baseURL: nil)
            let error = await #expect(throws: NetworkError.self) {
                try await client.download(
                    HTTPRequest(.get, server.baseURL + "/photo.jpg"), to: folder.appending("photo.jpg"), progress: nil)
            }
            guard case .transport(.connectionLost, _) = error else {
                Issue.record("not a lost connection: \(String(describing: error))")
                return
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func cancellingADownloadEndsItPromptlyAndLeavesNoFile() throws {
        try AsyncCommand.run {
            let server = try Self.stalledBody(after: 30)
            let folder = try TemporaryFolder("download-cancel")
            let client = CurlClient(baseURL: nil)
            let request = HTTPRequest(.get, server.baseURL + "/photo.jpg")
            let task = Task(executorPreference: CommandExecutor.preferred) {
                () async throws(NetworkError) -> HTTPResponse in
                try await client.download(request, to: folder.appending("photo.jpg"), progress: nil)
            }
            try await Task.sleep(for: .milliseconds(300))
            let cancelled = ContinuousClock.now
            task.cancel()
            let outcome = await task.result
            // The loop is woken at once; the bound leaves room for a loaded machine.
            #expect(ContinuousClock.now - cancelled < .seconds(3))
            guard case .failure(let error) = outcome else {
                Issue.record("the download was not cancelled")
                return
            }
            #expect(error as? NetworkError == .cancelled)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func aStalledAnswerEndsAfterTheConnectLimit() throws {
        try AsyncCommand.run {
            let server = try Self.stalledBody(after: 30)
            let client = CurlClient(
                baseURL: URL(string: server.baseURL)!,
                timeouts: HTTPTimeouts(connect: .seconds(1), request: .seconds(60)))
            let started = ContinuousClock.now
            await #expect(throws: NetworkError.timedOut) { try await client.send(HTTPRequest(.get, "slow")) }
            #expect(ContinuousClock.now - started < .seconds(15))
        }
    }
}

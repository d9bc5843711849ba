import AppPlugin
import Foundation
import Networking
import NetworkingLive
import PocketTestSupport
import Testing

/// The live libcurl client against the fake server: base URL and query,
/// response headers, statuses, retries, timeouts, refused connections,
/// atomic downloads with progress, cancellation.
@Suite(.serialized) struct LiveClientTests {
    @Test func sendsToTheBaseURLWithQueryAndHeadersAndExposesResponseHeaders() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            let client = CurlClient(
                baseURL: URL(string: server.baseURL + "/")!, defaultHeaders: ["Accept-Version": "v1"])
            let error = await #expect(throws: NetworkError.self) {
                try await client.send(
                    HTTPRequest(
                        .get, "/photos", query: [QueryItem("page", "2"), QueryItem("per_page", "3")],
                        headers: ["Authorization": "Bearer nobody"]))
            }
            guard case .status(let response) = error else {
                Issue.record("not a status: \(String(describing: error))")
                return
            }
            #expect(response.status == 401)
            #expect(response.headers["x-ratelimit-limit"] == "50")
            #expect(String(decoding: response.body, as: UTF8.self).contains("OAuth error"))
            let seen = try #require(try server.requests(path: "/photos").first)
            #expect(seen["query"] as? String == "page=2&per_page=3")
            let headers = seen["headers"] as? [String: String] ?? [:]
            #expect(headers["Accept-Version"] == "v1" && headers["Authorization"] == "Bearer nobody")
        }
    }

    @Test func postsAFormBody() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            let code = try server.newCode()
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            let response = try await client.send(
                HTTPRequest(
                    .post, "oauth/token",
                    body: .form([
                        QueryItem("client_id", FakeUnsplash.accessKey),
                        QueryItem("client_secret", FakeUnsplash.secretKey),
                        QueryItem("redirect_uri", "urn:ietf:wg:oauth:2.0:oob"), QueryItem("code", code),
                        QueryItem("grant_type", "authorization_code"),
                    ])))
            #expect(response.status == 200)
            let token = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect(try server.tokens() == [token?["access_token"] as? String ?? "-"])
        }
    }

    @Test func retriesServerFailuresThreeTimesThenFails() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            try server.addFault(["path": "/photos", "status": 503])
            let client = RetryingClient(
                CurlClient(baseURL: URL(string: server.baseURL)!), policy: RetryPolicy(baseDelay: .milliseconds(20)))
            await #expect(throws: NetworkError.self) { try await client.send(HTTPRequest(.get, "photos")) }
            #expect(try server.requests(path: "/photos").count == 3)
            try server.clearFaults()
            try server.clearRequests()
            try server.addFault(["path": "/photos", "status": 502, "times": 1])
            let error = await #expect(throws: NetworkError.self) { try await client.send(HTTPRequest(.get, "photos")) }
            if case .status(let response) = error {
                #expect(response.status == 401, "the second try got through to the real answer")
            }
            #expect(try server.requests(path: "/photos").count == 2)
        }
    }

    @Test func aSlowAnswerTimesOut() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            // The answer would come after 30 s; a 1 s timeout must end the request
            // long before that. The bound is far from both figures so a loaded
            // machine (CI runs the suites side by side) cannot make it flake.
            try server.addFault(["path": "/photos", "delay": 30])
            let client = CurlClient(
                baseURL: URL(string: server.baseURL)!,
                timeouts: HTTPTimeouts(connect: .seconds(1), request: .seconds(1)))
            let started = ContinuousClock.now
            await #expect(throws: NetworkError.timedOut) { try await client.send(HTTPRequest(.get, "photos")) }
            #expect(ContinuousClock.now - started < .seconds(15))
        }
    }

    @Test func aClosedPortIsARefusedConnection() throws {
        try AsyncCommand.run {
            let client = CurlClient(baseURL: URL(string: "http://127.0.0.1:9")!)
            let error = await #expect(throws: NetworkError.self) { try await client.send(HTTPRequest(.get, "photos")) }
            guard case .transport(let kind, _) = error else {
                Issue.record("not a transport failure: \(String(describing: error))")
                return
            }
            #expect(kind == .connectionRefused)
        }
    }

    @Test func plainHTTPElsewhereIsRefusedBeforeAnyConnection() throws {
        try AsyncCommand.run {
            let client = CurlClient(baseURL: URL(string: "http://example.com")!)
            await #expect(throws: NetworkError.insecureURL("http://example.com/photos")) {
                try await client.send(HTTPRequest(.get, "photos"))
            }
        }
    }

    @Test func downloadsAtomicallyWithProgress() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            let folder = try TemporaryFolder("download")
            let target = folder.appending("photo.jpg")
            let log = Recorder<DownloadProgress>()
            let client = CurlClient(baseURL: nil)
            let response = try await client.download(
                HTTPRequest(.get, server.baseURL + "/images/photo-1-full.jpg"), to: target
            ) { log.add($0) }
            #expect(response.status == 200 && response.headers["Content-Type"] == "image/jpeg")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
            #expect(bytes.count == 10_672 && bytes.starts(with: [0xFF, 0xD8]))
            #expect(log.all.last == DownloadProgress(received: 10_672, expected: 10_672))
            #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) == 0o600)
            // A failed download leaves the earlier file and no partial one.
            await #expect(throws: NetworkError.self) {
                try await client.download(
                    HTTPRequest(.get, server.baseURL + "/images/missing.jpg"), to: target, progress: nil)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo.jpg"])
        }
    }

    @Test func cancellingTheTaskEndsTheRequestAtOnce() throws {
        try AsyncCommand.run {
            let server = try FakeUnsplash()
            // As above: the answer is 30 s away, so only the cancellation can end it early.
            try server.addFault(["path": "/photos", "delay": 30])
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            let started = ContinuousClock.now
            let task = Task(executorPreference: CommandExecutor.preferred) {
                () async throws(NetworkError) -> HTTPResponse in try await client.send(HTTPRequest(.get, "photos"))
            }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            let outcome = await task.result
            guard case .failure(let error) = outcome else {
                Issue.record("the request was not cancelled")
                return
            }
            #expect(error as? NetworkError == .cancelled)
            #expect(ContinuousClock.now - started < .seconds(15))
        }
    }
}

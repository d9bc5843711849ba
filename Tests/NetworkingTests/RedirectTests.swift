import AppPlugin
import Foundation
import Networking
import NetworkingLive
import Testing

/// Redirects are followed by the client, not by libcurl: every hop passes
/// the first request's URL rule, the token stays with its host, and a loop
/// of redirects ends.
@Suite struct RedirectTests {
    @Test func aRedirectToAnotherHostDropsTheAuthorizationHeader() throws {
        try AsyncCommand.run {
            let landing = try ScriptedServer { _, connection in
                connection.send(ScriptedServer.reply(200, body: "landed"))
            }
            // Another host name for the same machine: localhost, not 127.0.0.1.
            let target = "http://localhost:\(landing.port)/landing"
            let start = try ScriptedServer { _, connection in
                connection.send(ScriptedServer.reply(302, ["Location: \(target)"]))
            }
            let client = CurlClient(baseURL: URL(string: start.baseURL)!, defaultHeaders: ["Accept-Version": "v1"])
            let response = try await client.send(
                HTTPRequest(.get, "photos", headers: ["Authorization": "Bearer secret"]))
            #expect(response.status == 200 && String(decoding: response.body, as: UTF8.self) == "landed")
            #expect(response.url?.absoluteString == target)
            #expect(start.requests.first?.headerValue("Authorization") == "Bearer secret")
            let seen = try #require(landing.requests.first)
            #expect(seen.requestPath == "/landing")
            #expect(seen.headerValue("Authorization") == nil, "the token went to another host: \(seen)")
            #expect(seen.headerValue("Accept-Version") == "v1", "other headers go on")
        }
    }

    /// A URL the server names (a photo's `download_location`) on another
    /// host than the API's is asked without the token; the API host keeps it.
    @Test func anAbsoluteURLOnAnotherHostGetsNoAuthorizationHeader() throws {
        try AsyncCommand.run {
            let elsewhere = try ScriptedServer { _, connection in connection.send(ScriptedServer.reply(200)) }
            let api = try ScriptedServer { _, connection in connection.send(ScriptedServer.reply(200)) }
            let client = CurlClient(baseURL: URL(string: api.baseURL)!)
            let token = ["Authorization": "Bearer secret"]
            _ = try await client.send(
                HTTPRequest(.get, "http://localhost:\(elsewhere.port)/photos/p01/download", headers: token))
            _ = try await client.send(HTTPRequest(.get, api.baseURL + "/photos/p01/download", headers: token))
            #expect(try #require(elsewhere.requests.first).headerValue("Authorization") == nil)
            #expect(try #require(api.requests.first).headerValue("Authorization") == "Bearer secret")
        }
    }

    @Test func aRedirectOnTheSameHostKeepsTheAuthorizationHeader() throws {
        try AsyncCommand.run {
            let server = try ScriptedServer { head, connection in
                connection.send(
                    head.requestPath == "/first"
                        ? ScriptedServer.reply(301, ["Location: /second"]) : ScriptedServer.reply(200))
            }
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            _ = try await client.send(HTTPRequest(.get, "first", headers: ["Authorization": "Bearer secret"]))
            #expect(server.requests.map(\.requestPath) == ["/first", "/second"])
            #expect(server.requests.last?.headerValue("Authorization") == "Bearer secret")
        }
    }

    @Test func aRedirectToPlainHTTPElsewhereIsRefused() throws {
        try AsyncCommand.run {
            let server = try ScriptedServer { _, connection in
                connection.send(ScriptedServer.reply(302, ["Location: http://example.com/stolen"]))
            }
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            await #expect(throws: NetworkError.insecureURL("http://example.com/stolen")) {
                try await client.send(HTTPRequest(.get, "photos", headers: ["Authorization": "Bearer secret"]))
            }
        }
    }

    @Test func aSeeOtherAfterAPostIsFollowedWithAGet() throws {
        try AsyncCommand.run {
            let server = try ScriptedServer { head, connection in
                connection.send(
                    head.hasPrefix("POST") ? ScriptedServer.reply(303, ["Location: /done"]) : ScriptedServer.reply(200))
            }
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            _ = try await client.send(HTTPRequest(.post, "form", body: .form([QueryItem("a", "1")])))
            #expect(server.requests.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["POST", "GET"])
        }
    }

    @Test func endlessRedirectsEndAfterFiveHops() throws {
        try AsyncCommand.run {
            let server = try ScriptedServer { _, connection in
                connection.send(ScriptedServer.reply(307, ["Location: /again"]))
            }
            let client = CurlClient(baseURL: URL(string: server.baseURL)!)
            await #expect(throws: NetworkError.tooManyRedirects(limit: 5)) {
                try await client.send(HTTPRequest(.get, "again"))
            }
            #expect(server.requests.count == 6, "the request and five redirects")
        }
    }
}

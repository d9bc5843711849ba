import AppPlugin
import Foundation
import Networking
import PocketTestSupport
import Testing

@testable import ImageFeedApp

/// The plugin run in-process through the real AppRunner with a transport
/// that answers from the fixtures: the transport seam carries the whole
/// app, and the runner's global option `--edition` reaches the commands.
@Suite struct InProcessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Unsplash")

    /// Token exchange, /me and /photos from the fixture files; anything else 404.
    static let transport: ImageFeedPlugin.Transport = { _, _ in FixtureTransport() }

    struct FixtureTransport: HTTPClient {
        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            let file: String? =
                switch request.path {
                case let path where path.hasSuffix("oauth/token"): nil
                case "me": "me.json"
                case "photos": "photos.json"
                default:
                    throw .status(HTTPResponse(status: 404, body: Data(#"{"errors":["Couldn't find Photo"]}"#.utf8)))
                }
            guard let file else {
                return HTTPResponse(status: 200, body: Data(#"{"access_token":"t0k3n","token_type":"Bearer"}"#.utf8))
            }
            guard let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent(file).path) else {
                throw .file(path: file, detail: .other("missing fixture"))
            }
            return HTTPResponse(status: 200, body: data)
        }

        func download(
            _ request: HTTPRequest, to path: String,
            progress: (@Sendable (DownloadProgress) -> Void)?
        ) async throws(NetworkError) -> HTTPResponse {
            throw .transport(.other, detail: "no downloads here")
        }
    }

    @Test func loginThenFeedThroughTheRunner() throws {
        let world = try AppWorld()
        let plugin = ImageFeedPlugin(transport: Self.transport)
        let keys: [String: String?] = ["UNSPLASH_ACCESS_KEY": "a", "UNSPLASH_SECRET_KEY": "b"]
        #expect(world.run(plugin, ["feed"]).exitCode == 77)
        let login = try world.runOK(plugin, ["login", "--code", "anything"], keys)
        #expect(login.stdout == "Logged in as @pocket_tester\n")
        let feed = try world.runOK(plugin, ["--json", "feed"])
        let object = try JSONSerialization.jsonObject(with: Data(feed.stdout.utf8)) as? [String: Any]
        #expect((object?["photos"] as? [Any])?.count == 30, "the transport's answer, whatever the page size")
        #expect(world.run(plugin, ["--edition", "basic", "favorites"]).exitCode == 64)
        let missing = world.run(plugin, ["show", "zzz"])
        #expect(missing.exitCode == 64 && missing.stderr == "error: no photo with the id zzz\n")
        #expect(!(feed.stdout + login.stdout + login.stderr).contains("t0k3n"))
    }

    @Test func helpListsEveryCommandAndTheEditionOption() throws {
        let world = try AppWorld()
        let help = try world.runOK(ImageFeedPlugin(transport: Self.transport), ["--help"]).stdout
        for command in [
            "login", "feed", "like", "unlike", "show", "share", "profile", "favorites", "logout", "--edition",
        ] {
            #expect(help.contains(command), "\(command) missing from help")
        }
        #expect(ImageFeedPlugin(transport: Self.transport).analyticsScreens == ["Feed", "SingleImage", "Profile"])
    }
}

import Foundation
import PocketTestSupport
import Testing

/// `image-feed login` against the fake server: `--code`, the pasted code of
/// the out-of-band redirect, the loopback listener driven by a scripted
/// browser, and every way it fails (77, 78).
@Suite(.serialized) struct ImageFeedLoginTests {
    @Test func codeLoginKeepsTheSessionInAPrivateStore() throws {
        let world = try ImageFeedWorld()
        let before = try world.app.run(["feed"])
        #expect(
            before.exitCode == 77
                && before.stderrLines == ["error: not logged in", "log in (again) with: image-feed login"], "\(before)")
        #expect(try world.login() == "Logged in as @pocket_tester\n")
        #expect(world.sandbox.mode(of: world.storeFile) == 0o600)
        #expect(world.sandbox.mode(of: world.sandbox.appDataDirectory("image-feed")) == 0o700)
        let token = try #require(try world.server.tokens().first)
        // The token is in the store (SQLite: the main file, or its WAL until
        // the next checkpoint), and nowhere it could be read by accident.
        let files = [world.storeFile, world.storeFile + "-wal"].compactMap { FileManager.default.contents(atPath: $0) }
        #expect(files.contains { $0.range(of: Data(token.utf8)) != nil })
        let json = try world.app.json(["login", "--code", world.server.newCode()])
        #expect(json["username"] as? String == "pocket_tester" && json["name"] as? String == "Pocket Tester")
        let exchange = try #require(try world.server.requests(path: "/oauth/token", method: "POST").first)
        #expect((exchange["headers"] as? [String: String])?["Content-Type"] == "application/x-www-form-urlencoded")
    }

    @Test func theJSONBackendKeepsTheSessionToo() throws {
        let world = try ImageFeedWorld(environment: ["POCKET_STORE": "json"])
        try world.login()
        let file = world.sandbox.appDataDirectory("image-feed") + "/store.json"
        #expect(world.sandbox.mode(of: file) == 0o600)
        #expect(try world.app.json(["profile"])["username"] as? String == "pocket_tester")
        #expect(
            try world.app.run(["feed"], environment: ["POCKET_STORE": "sqlite"]).exitCode == 77,
            "each backend has its own store")
    }

    @Test func pastedCodeOfTheOutOfBandRedirect() throws {
        let world = try ImageFeedWorld()
        let result = try world.app.run(["login"], stdin: try world.server.newCode() + "\n")
        #expect(result.exitCode == 0 && result.stdout == "Logged in as @pocket_tester\n", "\(result)")
        // No display: the address is printed (on stderr), with the scope's plus signs as they are.
        #expect(result.stderr.contains("Open this address in a browser"), "\(result)")
        let url = try #require(result.stderrLines.first { $0.contains("/oauth/authorize?") })
        #expect(url.contains("client_id=fake-access-key") && url.contains("response_type=code"))
        #expect(
            url.contains("scope=public+read_user+write_likes")
                && url.contains("redirect_uri=urn%3Aietf%3Awg%3Aoauth%3A2.0%3Aoob"))
        #expect(url.range(of: #"state=[0-9a-f]{32}"#, options: .regularExpression) != nil)
        let none = try world.app.run(["login"], stdin: "")
        #expect(none.exitCode == 77 && none.stderr.contains("no authorization code was given"), "\(none)")
    }

    @Test func loopbackListenerTakesTheBrowsersRedirect() throws {
        var world = try ImageFeedWorld()
        let port = ImageFeedWorld.freePort()
        world.app.environment["UNSPLASH_REDIRECT_URI"] = "http://127.0.0.1:\(port)/callback"
        let page = world.sandbox.root + "/browser.html"
        // The browser: follows the authorize page's redirect to the listener and keeps the page it shows.
        let browser = try world.browser("curl -s -L --max-time 10 \"$1\" > '\(page)'")
        let result = try world.app.run(["login"], environment: browser, timeout: .seconds(30))
        #expect(result.exitCode == 0 && result.stdout == "Logged in as @pocket_tester\n", "\(result)")
        #expect(result.stderr.contains("The browser opens the Unsplash login page"), "\(result)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("You are signed in"))
        let authorize = try #require(try world.server.requests(path: "/oauth/authorize").first)
        #expect((authorize["query"] as? String)?.contains("scope=public+read_user+write_likes") == true)
        #expect(try world.app.json(["profile"])["username"] as? String == "pocket_tester")
    }

    @Test func loopbackListenerRefusesAForeignState() throws {
        var world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        let port = ImageFeedWorld.freePort()
        world.app.environment["UNSPLASH_REDIRECT_URI"] = "http://localhost:\(port)/cb"
        let browser = try world.browser(
            """
            location=$(curl -s -o /dev/null -w '%{redirect_url}' "$1")
            curl -s --max-time 10 "${location%state=*}state=forged" > /dev/null
            """)
        let result = try world.app.run(["login"], environment: browser, timeout: .seconds(30))
        #expect(result.exitCode == 77, "\(result)")
        #expect(
            result.stderr.contains(
                "error: Что-то пошло не так(\nНе удалось войти в систему (ответ относится к другой попытке входа)"),
            "\(result)")
        #expect(try world.app.run(["feed"]).exitCode == 77, "no session was kept")
    }

    @Test func loopbackListenerGivesUpAfterItsTimeout() throws {
        var world = try ImageFeedWorld()
        world.app.environment["UNSPLASH_REDIRECT_URI"] = "http://127.0.0.1:\(ImageFeedWorld.freePort())/callback"
        world.app.environment["IMAGE_FEED_LOGIN_TIMEOUT"] = "1"
        let started = ContinuousClock.now
        let result = try world.app.run(["login"], environment: try world.browser("exit 0"), timeout: .seconds(30))
        #expect(
            result.exitCode == 77 && result.stderr.contains("no answer from the browser within the time allowed"),
            "\(result)")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aRejectedCodeIsTheSeedsLoginError() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        let result = try world.app.run(["login", "--code", "not-a-code"])
        #expect(result.exitCode == 77, "\(result)")
        #expect(result.stderrLines.first == "error: Что-то пошло не так(")
        #expect(result.stderrLines.last?.hasPrefix("Не удалось войти в систему (invalid_grant") == true, "\(result)")
    }

    @Test func missingKeysExplainWhatToSet() throws {
        let world = try ImageFeedWorld(environment: ["UNSPLASH_ACCESS_KEY": nil, "UNSPLASH_SECRET_KEY": nil])
        let result = try world.app.run(["login", "--code", "x"])
        #expect(result.exitCode == 78, "\(result)")
        #expect(result.stderr.contains("UNSPLASH_ACCESS_KEY") && result.stderr.contains("UNSPLASH_SECRET_KEY"))
        #expect(result.stderr.contains(world.sandbox.configHome + "/pocket/image-feed/config.json"), "\(result)")
        // The same keys in the config file are enough.
        try world.sandbox.write(
            Data(#"{"UNSPLASH_ACCESS_KEY": "fake-access-key", "UNSPLASH_SECRET_KEY": "fake-secret-key"}"#.utf8),
            to: "home/.config/pocket/image-feed/config.json")
        #expect(try world.app.ok(["login", "--code", world.server.newCode()]) == "Logged in as @pocket_tester\n")
        try world.sandbox.write(Data("not json".utf8), to: "home/.config/pocket/image-feed/config.json")
        #expect(try world.app.run(["feed"]).exitCode == 78)
    }

    @Test func plainHTTPToAnotherHostIsRefused() throws {
        let world = try ImageFeedWorld(environment: ["UNSPLASH_AUTH_BASE": "http://unsplash.example.com"])
        let result = try world.app.run(["login", "--code", "x"])
        #expect(
            result.exitCode == 78 && result.stderr.contains("UNSPLASH_AUTH_BASE must be an https address"), "\(result)")
    }
}

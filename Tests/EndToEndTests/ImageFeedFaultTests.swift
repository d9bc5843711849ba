import Foundation
import PocketTestSupport
import Testing

/// What image-feed does when Unsplash misbehaves: each fault of the fake
/// server gives its exit code and one clear line, retries happen where they
/// may, the session survives all but the user's own logout, and the token
/// is never shown.
@Suite(.serialized) struct ImageFeedFaultTests {
    @Test func rejectedTokenAsksToLogInAgain() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "status": 401])
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 77, "\(result)")
        #expect(
            result.stderrLines == [
                "error: Unsplash no longer accepts this session", "log in (again) with: image-feed login",
            ])
        #expect(try world.server.requests(path: "/photos").count == 1, "a 401 is not retried")
    }

    /// Also with `X-Ratelimit-Remaining` sent twice (a proxy adding its own), on
    /// separate lines or folded into one field: the last value, 0, counts.
    @Test(arguments: ["once", "repeated", "combined"]) func rateLimitIsAServiceErrorNeverALogout(header: String) throws
    {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "rateLimit": header])
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 69, "\(result)")
        #expect(
            result.stderrLines == [
                "error: the Unsplash rate limit is reached (50 requests an hour)",
                "try again later; you stay logged in",
            ])
        try world.server.clearFaults()
        #expect(try world.app.run(["feed"]).exitCode == 0, "still logged in")
    }

    @Test func serverFailuresAreRetriedThenReported() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "status": 503])
        let result = try world.app.run(["feed"])
        #expect(
            result.exitCode == 69
                && result.stderrLines == [
                    "error: Unsplash is not available: the server answered with an error (status 503), also when "
                        + "asked again"
                ],
            "\(result)")
        #expect(try world.server.requests(path: "/photos").count == 3)
        try world.server.clearFaults()
        try world.server.clearRequests()
        try world.server.addFault(["path": "/photos", "status": 500, "times": 2])
        #expect(try world.app.run(["feed"]).exitCode == 0)
        #expect(try world.server.requests(path: "/photos").count == 3)
    }

    @Test func aLikeThatFailsSaysTryAgain() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        try world.server.addFault(["path": "/photos/\(ImageFeedWorld.firstPhoto)/like", "status": 503])
        let result = try world.app.run(["like", ImageFeedWorld.firstPhoto])
        #expect(
            result.exitCode == 69
                && result.stderrLines == [
                    "error: Что-то пошло не так. Попробуйте ещё раз",
                    "сервер ответил ошибкой (код 503)",
                ], "\(result)")
        #expect(
            try world.server.requests(path: "/photos/\(ImageFeedWorld.firstPhoto)/like", method: "POST").count == 1,
            "a POST is not sent twice")
        let unlike = try world.app.run(["unlike", ImageFeedWorld.firstPhoto])
        #expect(
            unlike.exitCode == 69
                && unlike.stderrLines == [
                    "error: Что-то пошло не так. Попробуйте ещё раз",
                    "сервер ответил ошибкой (код 503) и на повторные запросы",
                ], "\(unlike)")
        #expect(
            try world.server.requests(path: "/photos/\(ImageFeedWorld.firstPhoto)/like", method: "DELETE").count == 3,
            "a DELETE is idempotent, so it is retried")
    }

    @Test func slowAnswersTimeOut() throws {
        let world = try ImageFeedWorld(environment: ["IMAGE_FEED_TIMEOUT": "1"])
        try world.login()
        // Three tries of a 1 s timeout against an answer 30 s away: only the
        // timeouts can end it this early, however loaded the machine is.
        try world.server.addFault(["path": "/photos", "delay": 30])
        let started = ContinuousClock.now
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 69 && result.stderr.contains("the server did not answer in time"), "\(result)")
        #expect(ContinuousClock.now - started < .seconds(25))
    }

    /// The reason in the user's language, with no English fragment.
    @Test(arguments: [
        ("en_US.UTF-8", "error: Unsplash is not available: an unexpected answer (not JSON)"),
        ("ru_RU.UTF-8", "error: Unsplash недоступен: неожиданный ответ (не JSON)"),
        ("de_DE.UTF-8", "error: Unsplash ist nicht erreichbar: eine unerwartete Antwort (kein JSON)"),
    ])
    func malformedJSONIsAnUnexpectedAnswer(language: String, line: String) throws {
        let world = try ImageFeedWorld(language: language)
        try world.login()
        try world.server.addFault(["path": "/photos", "badJSON": true])
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 69 && result.stderrLines == [line], "\(result)")
    }

    /// German speaks to the user with «du», as the habit apps do.
    @Test func germanHintsSayDu() throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        let loggedOut = try world.app.run(["feed"])
        #expect(
            loggedOut.exitCode == 77 && loggedOut.stderrLines.last == "melde dich (erneut) an: image-feed login",
            "\(loggedOut)")
        try world.login()
        try world.server.addFault(["path": "/photos", "rateLimit": "once"])
        let limited = try world.app.run(["feed"])
        #expect(limited.stderrLines.last == "versuche es später erneut; du bleibst angemeldet", "\(limited)")
        #expect(!(loggedOut.stderr + limited.stderr).contains("Sie "))
    }

    @Test func aDroppedConnectionAndARefusedOne() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "drop": true])
        let dropped = try world.app.run(["feed"])
        #expect(dropped.exitCode == 69, "\(dropped)")
        #expect(try world.server.requests(path: "/photos").count == 3, "no answer: tried three times")
        let refused = try world.app.run(["feed"], environment: ["UNSPLASH_API_BASE": "http://127.0.0.1:9"])
        #expect(
            refused.exitCode == 69
                && refused.stderrLines == ["error: Unsplash is not available: the server refused the connection"],
            "\(refused)")
    }

    @Test func ctrlCCancelsAWaitingRequest() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "delay": 60])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltExecutables.path("image-feed"))
        process.arguments = ["feed"]
        process.environment = world.app.terminalEnvironment()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(10)
        while try world.server.requests(path: "/photos").isEmpty, ContinuousClock.now < deadline { usleep(50_000) }
        let interrupted = ContinuousClock.now
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130 && process.terminationReason == .exit)
        #expect(
            ContinuousClock.now - interrupted < .seconds(15), "the answer was 60 s away; only Ctrl-C ends it this early"
        )
    }

    @Test func theTokenIsNeverShown() throws {
        let world = try ImageFeedWorld()
        var results = [try world.app.run(["login", "--code", world.server.newCode()])]
        let id = ImageFeedWorld.firstPhoto
        for arguments in [
            ["feed"], ["--json", "feed"], ["like", id], ["--json", "unlike", id], ["show", id], ["share", id],
            ["profile"], ["--json", "favorites"], ["analytics", "--json"],
        ] {
            results.append(try world.app.run(arguments))
        }
        for fault: [String: Any] in [["status": 401], ["status": 500], ["badJSON": true], ["rateLimit": true]] {
            try world.server.addFault(fault.merging(["path": "/photos"]) { $1 })
            results.append(try world.app.run(["feed"]))
            results.append(try world.app.run(["show", id]))
            try world.server.clearFaults()
        }
        let token = try #require(try world.server.tokens().first)
        #expect(results.allSatisfy { $0.exitCode != 1 }, "\(results.filter { $0.exitCode == 1 })")
        #expect(!ImageFeedWorld.texts(results).contains(token))
        #expect(!(try String(contentsOfFile: world.sandbox.analyticsLog, encoding: .utf8)).contains(token))
        let cached = world.cacheEntries.compactMap {
            try? Data(contentsOf: URL(fileURLWithPath: world.cacheFolder + "/" + $0))
        }
        #expect(
            !cached.isEmpty && cached.allSatisfy { $0.range(of: Data(token.utf8)) == nil }, "cache keys hash the token")
    }
}

import Foundation
import PocketTestSupport
import Testing

/// The built `image-feed` against a hostile fake server (the "photo",
/// "user", "hostile" and error-text switches of `Scripts/fake-unsplash`):
/// nothing the server says picks a path, reaches the terminal raw, or
/// sizes memory.
@Suite struct ImageFeedHostileTests {
    static let id = ImageFeedWorld.firstPhoto

    /// What must never reach stdout or stderr from a server: C0 controls but
    /// the newline (ESC among them), DEL, C1 controls, and the bidi controls and marks.
    static func forbidden(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || [0x200E, 0x200F, 0x061C].contains(value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    static func expectClean(_ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(
            forbidden(in: result.stdout).isEmpty, "\(what) stdout: \(forbidden(in: result.stdout))",
            sourceLocation: sourceLocation)
        #expect(
            forbidden(in: result.stderr).isEmpty, "\(what) stderr: \(forbidden(in: result.stderr))",
            sourceLocation: sourceLocation)
    }

    /// Every file under `folder`, relative to it.
    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: ["../canary2/existing", "x\u{0}y", "a/b", "..", "", String(repeating: "a", count: 65), "é"])
    func anIdThatIsNoIdIsAnUnexpectedAnswerAndWritesNothing(id: String) throws {
        let world = try ImageFeedWorld()
        try world.login()
        let folder = world.sandbox.root + "/saved/inner"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let canary = try world.sandbox.write(Data("keep".utf8), to: "saved/canary2/existing.jpg")
        let before = Self.files(under: world.sandbox.root + "/saved")
        try world.server.addFault(["path": "/photos/" + Self.id, "photo": ["id": id]])
        let result = try world.app.run(["show", Self.id, "--download", folder, "--render", "none"])
        #expect(result.exitCode == 69, "\(result)")
        #expect(result.stderr.contains("unexpected") || result.stderr.contains("id: malformed"), "\(result)")
        #expect(FileManager.default.contents(atPath: canary) == Data("keep".utf8))
        #expect(Self.files(under: world.sandbox.root + "/saved") == before, "nothing written, no .part left")
        Self.expectClean(result, "show")
    }

    @Test func aDownloadIsNamedByTheIdInsideTheFolderWith0600() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let folder = world.sandbox.root + "/saved"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try world.app.ok(["show", Self.id, "--download", folder, "--render", "none"])
        #expect(Self.files(under: folder) == [Self.id + ".jpg"])
        #expect(world.sandbox.mode(of: folder + "/" + Self.id + ".jpg") == 0o600)
    }

    @Test func hostileTextsInEveryFieldNeverReachTheTerminalRaw() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["hostile": true])
        try world.app.ok(["like", Self.id])
        let runs = [
            ["feed"], ["favorites"], ["profile"], ["like", Self.id], ["unlike", Self.id],
            ["show", Self.id, "--render", "none"],
            ["share", Self.id], ["show", Self.id, "--render", "blocks"],
        ]
        for arguments in runs {
            let result = try world.app.run(arguments)
            #expect(result.exitCode == 0, "\(arguments): \(result)")
            if arguments.last == "blocks" {
                // The picture is drawn with color escapes of the app's own; the server's texts are the facts.
                #expect(!result.stdout.contains("]52;") && !result.stdout.contains("\u{1B}[31m"))
                Self.expectClean(
                    ProcessResult(exitCode: 0, stdoutData: Data(), stderrData: result.stderrData, timedOut: false),
                    "blocks")
            } else {
                Self.expectClean(result, arguments.joined(separator: " "))
            }
        }
    }

    @Test func aHostileUsernameDrawsCleanInitials() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault([
            "path": "/me", "user": ["username": "\u{1B}]52;c;eA==\u{7}\u{1B}[2Jzed", "name": NSNull()],
        ])
        let result = try world.app.run(["profile"])
        #expect(result.exitCode == 0, "\(result)")
        Self.expectClean(result, "profile")
        #expect(
            result.stdout.contains("│ Z  │") || result.stdout.contains("│ ZE │") || result.stdout.contains("@zed"),
            "\(result.stdout)")
    }

    @Test func anErrorTextIsCleanedAndTheTokenInItMasked() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault([
            "path": "/photos", "status": 400, "echoToken": true,
            "message": "bad \u{1B}[2J\u{1B}]52;c;eA==\u{7}\u{202E}\u{200F}request",
        ])
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 69, "\(result)")
        Self.expectClean(result, "feed")
        #expect(result.stderr.contains("bad") && result.stderr.contains("***"), "\(result)")
        for token in try world.server.tokens() {
            #expect(!result.stderr.contains(token) && !result.stdout.contains(token))
        }
    }

    @Test(arguments: [100_000_000, 100_001, 0, -1, Int.max])
    func aSizeOutOfRangeIsAnUnexpectedAnswer(height: Int) throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/images/", "status": 404])
        try world.server.addFault(["path": "/photos", "photo": ["width": 1, "height": height]])
        for arguments in [["show", Self.id, "--render", "blocks"], ["feed"]] {
            let result = try world.app.run(arguments)
            #expect(result.exitCode == 69, "\(arguments) \(result)")
            Self.expectClean(result, "\(arguments)")
        }
    }

    @Test func theMostExtremeShapeStillDrawsASmallPlaceholder() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/images/", "status": 404])
        try world.server.addFault(["path": "/photos", "photo": ["width": 1, "height": 100_000]])
        let result = try world.app.run(["show", Self.id, "--render", "blocks"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(
            result.stdout.contains("▀")
                && result.stderrLines == ["Something went wrong. The photo could not be loaded."])
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < 200_000, "peak \(result.peakKilobytes) kB")
    }

    /// On a terminal the BlurHash placeholder is drawn first: its size came
    /// from the photo's numbers too (a trap near Int.max before).
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theBlurHashPlaceholderOfAnExtremeShapeIsDrawnOnATerminal() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/images/", "status": 404])
        try world.server.addFault(["path": "/photos", "photo": ["width": 100_000, "height": 1]])
        // stdin from /dev/null: not the interactive viewer, so the run ends by itself; stdout is the terminal.
        let command = [
            "/bin/sh", "-c",
            Shell.quote(try world.app.commandLine(["show", Self.id, "--render", "blocks"])) + " </dev/null",
        ]
        let tmux = try TmuxSession(
            command, in: world.sandbox,
            environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: 80, rows: 24)
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().contains("could not be loaded"))
    }

    @Test(arguments: [("bomb-60000.jpg", "too large"), ("many-scans.jpg", "too many progressive scans")])
    func aHostileImageIsRefusedWithOneLineAndBoundedMemory(image: String, reason: String) throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault([
            "path": "/photos",
            "photo": [
                "urls": [
                    "full": "https://images.unsplash.com/" + image, "regular": "https://images.unsplash.com/" + image,
                    "small": "https://images.unsplash.com/" + image, "thumb": "https://images.unsplash.com/" + image,
                ]
            ],
        ])
        let result = try world.app.run(["show", Self.id, "--render", "kitty"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains(reason), "\(result)")
        #expect(result.peakKilobytes > 0 && result.peakKilobytes < 200_000, "peak \(result.peakKilobytes) kB")
    }

    @Test func imageFeedTimeoutBoundsAnImageTransfer() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/images/", "delay": 30])
        let started = Date()
        let result = try world.app.run(
            ["show", Self.id, "--render", "blocks"], environment: ["IMAGE_FEED_TIMEOUT": "1"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderrLines == ["Something went wrong. The photo could not be loaded."], "\(result)")
        #expect(Date().timeIntervalSince(started) < 15, "the image's 30 s stall was cut off by IMAGE_FEED_TIMEOUT")
    }
}

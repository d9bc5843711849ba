import Foundation
import PocketTestSupport
import Testing

/// The built `tracker` when its output cannot be written: a full device, a
/// closed stdout, a reader that goes away, a full file system under
/// `export --output`. A lost answer is an error, never a silent exit 0.
@Suite struct OutputFailureTests {
    /// A store on `store` with one habit and `records` days done (through an
    /// import, so thousands of records cost one run).
    static func tracker(store: String, records: Int = 0) throws -> ScriptedApp {
        let sandbox = try TestSandbox()
        let app = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_ANALYTICS": "off"])
        try app.ok(["category", "add", "Health"], today: "2010-01-01")
        try app.ok(
            ["add", "habit", "Water", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            today: "2010-01-01")
        guard records > 0 else { return app }
        var export = try #require(
            try JSONSerialization.jsonObject(with: Data(app.ok(["export"]).utf8)) as? [String: Any])
        let tracker = try #require((export["trackers"] as? [[String: Any]])?.first?["id"] as? String)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let start = try #require(formatter.date(from: "2011-01-01"))
        export["records"] = (0..<records).map {
            ["tracker": tracker, "day": formatter.string(from: start + Double($0) * 86_400)]
        }
        let file = sandbox.root + "/big.json"
        try JSONSerialization.data(withJSONObject: export).write(to: URL(fileURLWithPath: file))
        let target = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.root + "/big",
            environment: ["POCKET_ANALYTICS": "off"])
        try target.ok(["import", file])
        return target
    }

    /// Runs `script` in bash with `$@` set to the app's command line for `arguments`.
    static func bash(_ app: ScriptedApp, _ script: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(
            "/bin/bash", ["-c", script, "bash"] + app.commandLine(arguments),
            environment: app.sandbox.environment(["POCKET_ANALYTICS": "off"]),
            currentDirectory: app.sandbox.root, stdin: nil, timeout: .seconds(60))
    }

    static let commands: [[String]] = [
        ["list"], ["--json", "list"], ["stats"], ["--json", "stats"], ["export"],
        ["export", "--format", "csv"], ["--help"],
    ]

    @Test(arguments: ["sqlite", "json"], commands)
    func aFullDeviceIsAnErrorAndExit1(store: String, command: [String]) throws {
        let app = try Self.tracker(store: store)
        let result = try Self.bash(app, #""$@" > /dev/full"#, command)
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderrLines == ["error: cannot write the output: the disk is full"], "\(result)")
    }

    @Test(arguments: ["sqlite", "json"], commands)
    func aClosedStdoutIsAnErrorAndTheStoreIsUntouched(store: String, command: [String]) throws {
        let app = try Self.tracker(store: store)
        let before = try app.ok(["export"])
        let result = try Self.bash(app, #""$@" >&-"#, command)
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderrLines == ["error: cannot write the output: it is not open"], "\(result)")
        // Nothing meant for stdout went into a file the run opened instead.
        #expect(try app.ok(["export"]) == before)
    }

    /// The check lives in the shared runner: every app and the host have it.
    @Test(arguments: [
        ["tracker", "--version"], ["goals", "--help"], ["image-feed", "--version"], ["my-habits", "--help"],
        ["pocket"], ["pocket", "apps", "--json"], ["pocket", "tracker", "--version"],
    ])
    func everyExecutableReportsAFullDevice(command: [String]) throws {
        let sandbox = try TestSandbox()
        let path = try BuiltExecutables.path(command[0])
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", #""$@" > /dev/full"#, "bash", path] + command.dropFirst(),
            environment: sandbox.environment(["POCKET_ANALYTICS": "off"]),
            currentDirectory: sandbox.root, stdin: nil, timeout: .seconds(60))
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stderrLines == ["error: cannot write the output: the disk is full"], "\(result)")
    }

    @Test func theErrorIsInTheUsersLanguage() throws {
        let app = try Self.tracker(store: "sqlite")
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", #""$@" > /dev/full"#, "bash"] + app.commandLine(["list"]),
            environment: app.sandbox.environment(language: "ru_RU.UTF-8"),
            currentDirectory: app.sandbox.root, stdin: nil, timeout: .seconds(60))
        #expect(result.exitCode == 1)
        #expect(
            result.stderrLines == ["error: не удалось записать вывод: диск заполнен"], "\(result)")
    }

    /// `| head`: the reader leaves early, the writer dies of SIGPIPE (141)
    /// without a word; with SIGPIPE ignored (some shells and CI runners do)
    /// the write fails with EPIPE and the exit is the same, still silent.
    @Test(arguments: ["", "trap '' PIPE; "])
    func aReaderThatLeavesEarlyGives141Silently(prefix: String) throws {
        let app = try Self.tracker(store: "sqlite", records: 4_000)
        let result = try Self.bash(
            app, prefix + #""$@" 2>"$TMPDIR/err" | head -c 10 >/dev/null; echo "${PIPESTATUS[0]}"; cat "$TMPDIR/err""#,
            ["export"])
        #expect(result.stdoutLines == ["141"], "\(result)")
    }

    /// A full file system under `export --output` and under a redirection:
    /// both fail with a message; `--output` leaves no file and no temporary.
    @Test(
        .enabled(if: Self.canMountTmpfs, "needs `unshare -rm` and tmpfs (a private mount namespace)"),
        arguments: ["sqlite", "json"])
    func aFullFileSystemFailsCleanly(store: String) throws {
        let app = try Self.tracker(store: store, records: 4_000)
        let folder = app.sandbox.root + "/small"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script =
            #"mount -t tmpfs -o size=64k tmpfs "$DIR" || exit 99; "$@" --output "$DIR/backup.json"; echo "output=$?"; "#
            + #""$@" > "$DIR/redirected.json"; echo "redirect=$?"; ls -A "$DIR""#
        let result = try ProcessRunner.run(
            "/usr/bin/unshare", ["-rm", "/bin/bash", "-c", script, "bash"] + app.commandLine(["export"]),
            environment: app.sandbox.environment(["DIR": folder]),
            currentDirectory: app.sandbox.root, stdin: nil, timeout: .seconds(60))
        #expect(result.stdoutLines == ["output=74", "redirect=1", "redirected.json"], "\(result)")
        #expect(result.stderrLines.count == 2, "\(result)")
        #expect(result.stderrLines.first?.contains(folder + "/backup.json") == true, "\(result)")
        #expect(result.stderrLines.last == "error: cannot write the output: the disk is full", "\(result)")
    }

    static var canMountTmpfs: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            let result = try? ProcessRunner.run(
                "/usr/bin/unshare", ["-rm", "/bin/sh", "-c", "mount -t tmpfs tmpfs /mnt"],
                environment: [:], currentDirectory: "/", stdin: nil, timeout: .seconds(10))
        else { return false }
        return result.exitCode == 0
    }
}

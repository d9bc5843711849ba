import Foundation
import PocketTestSupport
import Testing

/// The end-to-end helpers themselves: a wrong exit code or a lost stream here
/// would make every other end-to-end test meaningless.
@Suite("End-to-end support")
struct FoundationSupportTests {
    @Test("the built executables are found next to the test binary")
    func locatesExecutables() throws {
        for name in ["goals", "image-feed", "my-habits", "pocket"] {
            let path = try BuiltExecutables.path(name)
            #expect(FileManager.default.isExecutableFile(atPath: path))
        }
        #expect(throws: BuiltExecutables.Missing.self) { try BuiltExecutables.path("no-such-app") }
        #expect(!BuiltExecutables.isBuilt("no-such-app"))
    }

    @Test("a run captures stdout, stderr, the exit code and stdin, in a private environment")
    func capturesARun() throws {
        let sandbox = try TestSandbox()
        let script =
            "cat; echo \"home=$HOME lang=$LANG today=$POCKET_TODAY nocolor=${NO_COLOR-unset}\"; echo oops >&2; exit 3"
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script],
            environment: sandbox.environment(language: "ru_RU.UTF-8"),
            stdin: Data("piped\n".utf8))
        #expect(result.exitCode == 3)
        #expect(
            result.stdoutLines == ["piped", "home=\(sandbox.home) lang=ru_RU.UTF-8 today=2026-11-29 nocolor=unset"])
        #expect(result.stderr == "oops\n")
        #expect(!result.timedOut)
    }

    @Test("large output on both streams does not dead-lock")
    func drainsBothStreams() throws {
        let sandbox = try TestSandbox()
        let script = "head -c 300000 /dev/zero | tr '\\0' a; head -c 300000 /dev/zero | tr '\\0' b >&2"
        let result = try ProcessRunner.run("/bin/sh", ["-c", script], environment: sandbox.environment())
        #expect(result.stdoutData.count == 300_000)
        #expect(result.stderrData.count == 300_000)
    }

    @Test("a run that outlives its timeout is killed and reported")
    func timesOut() throws {
        let sandbox = try TestSandbox()
        let started = ContinuousClock.now
        let result = try ProcessRunner.run(
            "/bin/sleep", ["30"], environment: sandbox.environment(), timeout: .milliseconds(300))
        #expect(result.timedOut)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("the sandbox is removed when released")
    func sandboxCleansUp() throws {
        var sandbox: TestSandbox? = try TestSandbox()
        let root = try #require(sandbox?.root)
        #expect(FileManager.default.fileExists(atPath: root + "/home/.local/state"))
        sandbox = nil
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    @Test(
        "tmux: a sized session shows output, takes keys and reports the exit status",
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func drivesTmux() throws {
        let sandbox = try TestSandbox()
        let session = try TmuxSession(
            ["sh", "-c", "stty size; echo 'Привет ● ○'; read line; echo \"got:$line\"; exit 5"],
            in: sandbox, environment: sandbox.environment(), columns: 100, rows: 30)
        try session.waitFor("30 100")
        try session.waitFor("Привет ● ○")
        try session.typeLine("hello")
        try session.waitFor("got:hello")
        #expect(try session.waitForExit() == 5)
        session.kill()
        #expect(throws: EndToEndError.self) { try session.capture() }
    }

    @Test(
        "tmux: a shell session runs typed lines in the sandbox and leaves nothing behind",
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func tmuxShell() throws {
        var sandbox: TestSandbox? = try TestSandbox()
        let root = try #require(sandbox?.root)
        var session: TmuxSession? = try TmuxSession.shell(
            in: sandbox!, environment: sandbox!.environment(language: "ru_RU.UTF-8"))
        try session?.typeLine("echo \"$LANG:$POCKET_TODAY\" > out.txt; echo \"DO\"\"NE\"")
        try session?.waitFor("DONE")
        #expect(try String(contentsOfFile: root + "/out.txt", encoding: .utf8) == "ru_RU.UTF-8:2026-11-29\n")
        session = nil
        sandbox = nil
        usleep(200_000)
        #expect(!FileManager.default.fileExists(atPath: root))
    }
}

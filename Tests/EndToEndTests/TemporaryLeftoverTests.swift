import Foundation
import PocketTestSupport
import Testing

/// No temporary file outlives a signal: `tracker import -` copies a Loop
/// backup from standard input to `$TMPDIR` (its reader needs a file it can
/// seek in), `export --output` writes beside its target; SIGINT, SIGTERM or
/// SIGHUP while such a file exists leaves its folder (`$TMPDIR` a private
/// folder given to the child) empty, and the process still dies of the
/// signal, as the shell expects.
@Suite struct TemporaryLeftoverTests {
    /// A Loop backup (the v26 fixture) with nine thousand days of each of its
    /// habits, so that reading it takes long enough to be caught at.
    static func bigBackup(in sandbox: TestSandbox) throws -> String {
        let path = sandbox.root + "/big.db"
        try FileManager.default.copyItem(atPath: TrackerLoopImportTests.fixture(26), toPath: path)
        let days = "WITH RECURSIVE d(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM d WHERE n < 9000) "
        try StoreFaults.sqlite(
            path,
            "DELETE FROM Repetitions; " + days
                + "INSERT INTO Repetitions (habit, timestamp, value) SELECT h.id, 1000000000000 + d.n * 86400000, 2 "
                + "FROM d, Habits h;")
        return path
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileTheCopyExistsLeavesNothing(signal: Int32) throws {
        let sandbox = try TestSandbox()
        let backup = try Data(contentsOf: URL(fileURLWithPath: try Self.bigBackup(in: sandbox)))
        let app = ScriptedApp(
            "tracker", in: sandbox, store: "sqlite", dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_ANALYTICS": "off"])
        // The copy exists from the end of standard input until the reader is done.
        try Self.signalWhileAFileExists(signal, sandbox: sandbox, stdin: backup) { folder in
            (try app.commandLine(["import", "-"]), app.terminalEnvironment(["TMPDIR": folder]))
        }
    }

    /// `export --output FILE` writes a temporary beside FILE and renames it
    /// in: a signal before the rename leaves neither.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileAnExportIsWrittenLeavesNothing(signal: Int32) throws {
        let app = try OutputFailureTests.tracker(store: "sqlite", records: 40_000)
        try Self.signalWhileAFileExists(signal, sandbox: app.sandbox, stdin: Data()) { folder in
            (try app.commandLine(["export", "--output", folder + "/backup.json"]), app.terminalEnvironment())
        }
    }

    /// Runs the command `start` gives for a fresh empty folder, stops it
    /// (SIGSTOP) once a file appears there, sends `signal` and lets it go on;
    /// expects it dead of the signal and the folder empty. A run that
    /// finished before it could be stopped is tried again.
    static func signalWhileAFileExists(
        _ signal: Int32, sandbox: TestSandbox, stdin: Data,
        _ start: (String) throws -> ([String], [String: String])
    ) throws {
        for _ in 0..<20 {
            let folder = sandbox.root + "/watched-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let (command, environment) = try start(folder)
            let (pid, input) = try Self.spawn(command, environment: environment)
            let writer = Thread {
                _ = stdin.withUnsafeBytes { Self.writeAll(input, $0) }
                close(input)
            }
            writer.start()
            let caught = Self.stopOnceACopyExists(pid, in: folder)
            if caught { kill(pid, signal) }
            kill(pid, SIGCONT)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            guard caught else { continue }
            // Killed by the signal: the low seven bits of the status hold it.
            #expect(status & 0x7F == signal, "wait status \(status)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [], "left behind")
            return
        }
        Issue.record("the program never stopped while its file existed")
    }

    /// Starts `command` with a pipe on its stdin (returned, to write to),
    /// stdout and stderr to /dev/null, the handled signals at their defaults
    /// and unblocked whatever the test runner's thread has.
    static func spawn(_ command: [String], environment: [String: String]) throws -> (pid_t, Int32) {
        // A child that dies before reading everything must not take the test runner with it.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw EndToEndError.launchFailed(command: command[0], reason: "pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
        close(ends[0])
        guard failure == 0 else {
            close(ends[1])
            throw EndToEndError.launchFailed(command: command[0], reason: String(cString: strerror(failure)))
        }
        return (pid, ends[1])
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(fd, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Stops `pid` (SIGSTOP) as soon as `folder` holds a file, and says
    /// whether the file was still there once it stood still.
    static func stopOnceACopyExists(_ pid: pid_t, in folder: String) -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        // A child that ended first is reaped here (the caller's wait then finds none).
        var status: Int32 = 0
        while ContinuousClock.now < deadline, waitpid(pid, &status, WNOHANG) == 0 {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), !entries.isEmpty {
                kill(pid, SIGSTOP)
                return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == false
            }
        }
        return false
    }
}

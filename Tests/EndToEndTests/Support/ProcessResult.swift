import Foundation
import PocketTestSupport

/// What one run of an executable left behind.
struct ProcessResult: Sendable, CustomStringConvertible {
    var exitCode: Int32
    var stdoutData: Data
    var stderrData: Data
    /// The process outlived its timeout and was killed (`exitCode` is then the signal's).
    var timedOut: Bool
    /// The child's peak resident memory in kilobytes (its `VmHWM`, read
    /// while it runs): what the hostile-server tests bound.
    var peakKilobytes: Int = 0
    /// The child's CPU time, user and system, in seconds (its `rusage`):
    /// what the scaling tests compare, since other work on a shared machine
    /// stretches wall time but hardly a process's own CPU time.
    var cpuSeconds: Double = 0

    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }

    /// The lines of stdout / stderr without the empty last one after a final newline.
    var stdoutLines: [String] { RunResult.lines(stdout) }
    var stderrLines: [String] { RunResult.lines(stderr) }

    /// For `#expect` messages: everything a reader needs to see why a check failed.
    var description: String {
        "exit \(exitCode)\(timedOut ? " (timed out)" : "")\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }

    /// stdout parsed as one JSON object (a `--json` document); throws
    /// `EndToEndError.notJSON` with the text when it is not one.
    func jsonObject() throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: stdoutData) as? [String: Any] else {
            throw EndToEndError.notJSON(text: stdout)
        }
        return object
    }
}

/// Starts a process with a given environment and optional stdin, collects its
/// output and waits for it with a timeout.
///
/// Built on `posix_spawn` and `waitpid` with the output in files, not on
/// Foundation's `Process` with pipes: a child that daemonizes (the tmux
/// server) keeps inherited descriptors open forever, and `Process` (which
/// watches a socket the child inherits) or a pipe reader would wait with it.
enum ProcessRunner {
    /// Runs `executable` (a path) with `arguments` and exactly `environment`.
    /// Without `stdin` the child reads `/dev/null`, so it never sees a terminal.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        currentDirectory: String? = nil, stdin: Data? = nil,
        timeout: Duration = .seconds(60)
    ) throws -> ProcessResult {
        let scratch = try ScratchFiles(stdin: stdin)
        defer { scratch.remove() }
        let pid = try spawn(
            executable, arguments, environment: environment, currentDirectory: currentDirectory,
            stdin: stdin == nil ? "/dev/null" : scratch.stdin, stdout: scratch.stdout, stderr: scratch.stderr)
        let (status, timedOut, peak, cpu) = wait(for: pid, timeout: timeout)
        return ProcessResult(
            exitCode: status,
            stdoutData: FileManager.default.contents(atPath: scratch.stdout) ?? Data(),
            stderrData: FileManager.default.contents(atPath: scratch.stderr) ?? Data(),
            timedOut: timedOut, peakKilobytes: peak, cpuSeconds: cpu)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        currentDirectory: String?, stdin: String, stdout: String, stderr: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_TRUNC, 0)
        // Nothing else of the test process (other tests' files) leaks into the child.
        _ = GlibcSpawnExtensions.addCloseFrom?(&actions, 3)
        if let currentDirectory {
            guard let addChdir = GlibcSpawnExtensions.addChdir else {
                throw EndToEndError.launchFailed(
                    command: executable, reason: "posix_spawn cannot change directory here")
            }
            _ = addChdir(&actions, currentDirectory)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var attributes = defaultSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw EndToEndError.launchFailed(command: executable, reason: String(cString: strerror(result)))
        }
        return pid
    }

    /// Every signal at its default and none blocked in the child: the test
    /// process may ignore SIGPIPE or SIGCHLD, and a child inheriting that
    /// behaves differently (a tmux server ignoring SIGCHLD loses its panes'
    /// exit statuses).
    private static func defaultSignalAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        return attributes
    }

    /// The exit status (128 + signal when killed by one), whether the
    /// timeout ran out (the child was then killed), its CPU time, and its own peak
    /// memory. That is its `VmHWM`, read every 2 ms while it runs: a new
    /// program's memory starts at its exec, where `ru_maxrss` keeps the high
    /// water of the memory it was spawned from (this test process, 250 MB in
    /// a full run, shared until the exec by posix_spawn). Growth that could
    /// matter takes far longer than 2 ms to fault in.
    private static func wait(for pid: pid_t, timeout: Duration) -> (Int32, Bool, Int, Double) {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        var timedOut = false
        var peak = 0
        var usage = rusage()
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            peak = max(peak, highWaterKilobytes(of: pid))
            if !timedOut, ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, timedOut, peak, cpu)
    }

    /// `VmHWM` of `/proc/PID/status` in kB; 0 once the process has no memory (exited).
    private static func highWaterKilobytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+) and
/// `…_addchdir_np` (2.29+): declared only under `_GNU_SOURCE`, which the
/// Glibc module does not set, so they are looked up by name.
private enum GlibcSpawnExtensions {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let addCloseFrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")

    private static func symbol<T>(_ name: String) -> T? {
        dlsym(nil, name).map { unsafeBitCast($0, to: T.self) }
    }
}

/// The three files of one run, in a private temporary folder.
private struct ScratchFiles {
    let folder: TemporaryFolder
    var stdout: String { folder.appending("stdout") }
    var stderr: String { folder.appending("stderr") }
    var stdin: String { folder.appending("stdin") }

    init(stdin: Data?) throws {
        folder = try TemporaryFolder("run")
        for (path, contents) in [(stdout, Data()), (stderr, Data()), (self.stdin, stdin ?? Data())] {
            guard FileManager.default.createFile(atPath: path, contents: contents) else {
                throw EndToEndError.launchFailed(command: path, reason: "cannot create a scratch file")
            }
        }
    }

    func remove() { folder.remove() }
}

import Foundation
import PocketTestSupport
import Testing

/// `tracker export --output FILE` (JSON, `--format loop-csv`) and
/// `image-feed show --download FILE` where FILE is not a new plain file: a
/// FIFO or a character device is written through and stays what it was (a
/// failed write is exit 74), a link is followed and stays a link, a link to
/// nothing is refused (73), an existing file is replaced. As root and, when
/// the tests run as root, as `nobody`.
@Suite struct OutputTargetTests {
    static func tracker() throws -> ScriptedApp { try OutputFailureTests.tracker(store: "sqlite") }

    /// Runs `script` in bash with `$@` the app's command line for
    /// `arguments`, as `nobody` when asked (the sandbox given to it first).
    static func bash(
        _ app: ScriptedApp, _ script: String, _ arguments: [String], asNobody: Bool = false,
        environment: [String: String?] = [:]
    ) throws -> ProcessResult {
        let command = ["/bin/bash", "-c", script, "bash"] + (try app.commandLine(arguments))
        if asNobody { try StoreFaults.giveToNobody(app.sandbox.root) }
        let privileges = ["--reuid=\(StoreFaults.user)", "--regid=\(StoreFaults.user)", "--clear-groups"]
        return try ProcessRunner.run(
            asNobody ? "/usr/bin/setpriv" : command[0], asNobody ? privileges + command : Array(command.dropFirst()),
            environment: app.sandbox.environment(environment.merging(["POCKET_ANALYTICS": "off"]) { $1 }),
            currentDirectory: app.sandbox.root, stdin: nil, timeout: .seconds(60))
    }

    /// The users a test runs as: the current one, and `nobody` when that is root.
    static let users: [Bool] = StoreFaults.isRoot ? [false, true] : [false]

    @Test(arguments: users)
    func aFIFOIsWrittenThroughAndStaysAFIFO(asNobody: Bool) throws {
        let app = try Self.tracker()
        let expected = try app.ok(["export"])
        let pipe = app.sandbox.root + "/pipe"
        let result = try Self.bash(
            app, #"mkfifo "$P"; cat "$P" > "$P.read" & "$@" --output "$P"; echo "exit=$?"; wait"#, ["export"],
            asNobody: asNobody, environment: ["P": pipe])
        #expect(result.stdoutLines.last == "exit=0" && result.stderr.isEmpty, "\(result)")
        #expect(FileKind.of(pipe) == .fifo)
        #expect(try String(contentsOfFile: pipe + ".read", encoding: .utf8) == expected)
    }

    /// `/dev/stdout` is the descriptor the shell gave: `>>` appends, `>`
    /// starts the file, a pipe gets the document; the file stays the same
    /// file. Run as `nobody` when the tests run as root: a build that renamed
    /// over `/dev/stdout` could then not replace the machine's link.
    @Test(arguments: [(">>", "old\n"), (">", "")])
    func standardOutputIsTheGivenDescriptor(redirection: String, kept: String) throws {
        let app = try Self.tracker()
        let expected = try app.ok(["export"])
        let log = app.sandbox.root + "/log"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: log))
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: log)[.systemFileNumber] as? UInt64)
        let result = try Self.bash(
            app, #""$@" --output /dev/stdout "# + redirection + #" "$LOG"; echo "exit=$?""#, ["export"],
            asNobody: StoreFaults.isRoot, environment: ["LOG": log])
        #expect(result.stdoutLines == ["exit=0"] && result.stderr.isEmpty, "\(result)")
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.hasPrefix(kept + expected) && written.contains("Exported to /dev/stdout"), "\(written)")
        #expect(try FileManager.default.attributesOfItem(atPath: log)[.systemFileNumber] as? UInt64 == inode)
        let piped = try Self.bash(
            app, #""$@" --output /dev/stdout | cat > "$LOG.piped"; echo "exit=${PIPESTATUS[0]}""#, ["export"],
            asNobody: StoreFaults.isRoot, environment: ["LOG": log])
        #expect(piped.stdoutLines == ["exit=0"], "\(piped)")
        #expect(try String(contentsOfFile: log + ".piped", encoding: .utf8).hasPrefix(expected))
    }

    /// `/dev/fd/N` is a descriptor the shell gave (`3>> log` appends);
    /// one it did not give is refused, and so is one the program opened
    /// itself (its store), which must never receive the export.
    @Test func aNumberedDescriptorMustBeGiven() throws {
        let app = try Self.tracker()
        let expected = try app.ok(["export"])
        let log = app.sandbox.root + "/log"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: log))
        let given = try Self.bash(
            app, #""$@" --output /dev/fd/3 3>> "$LOG"; echo "exit=$?""#, ["export"], asNobody: StoreFaults.isRoot,
            environment: ["LOG": log])
        #expect(given.stdoutLines.last == "exit=0" && given.stderr.isEmpty, "\(given)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "old\n" + expected)
        for fd in 3...9 {
            let result = try app.run(["export", "--output", "/dev/fd/\(fd)"])
            #expect(result.exitCode == 73, "\(fd): \(result)")
            #expect(result.stderrLines.count == 1 && result.stderrLines[0].hasPrefix("error: cannot write /dev/fd/"))
        }
        #expect(try app.ok(["export"]) == expected, "the store kept its data")
    }

    @Test func aFIFONobodyReadsIsRefusedAfterFiveSeconds() throws {
        let app = try Self.tracker()
        let pipe = app.sandbox.root + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let result = try app.run(["export", "--output", pipe])
        #expect(result.exitCode == 73, "\(result)")
        #expect(
            result.stderrLines == ["error: cannot write \(pipe): no program read from it within 5 s"], "\(result)")
        #expect(FileKind.of(pipe) == .fifo)
    }

    /// `/dev/full` itself for anyone but root; root gets a copy (mknod), so
    /// that a build that replaced the device could not break the machine.
    static func fullDevice(_ sandbox: TestSandbox) throws -> String {
        guard StoreFaults.isRoot else { return "/dev/full" }
        let copy = sandbox.root + "/full"
        try StoreFaults.tool("/usr/bin/mknod", ["-m", "666", copy, "c", "1", "7"])
        return copy
    }

    @Test(arguments: [
        ("en_US.UTF-8", "cannot write %@: the disk is full"), ("ru_RU.UTF-8", "не удаётся записать %@: диск заполнен"),
        ("de_DE.UTF-8", "%@ kann nicht geschrieben werden: der Datenträger ist voll"),
    ])
    func aFullDeviceIsWrittenThroughAndFailsWith74(language: String, line: String) throws {
        var app = try Self.tracker()
        app.language = language
        let full = try Self.fullDevice(app.sandbox)
        for format in ["json", "loop-csv"] {
            let result = try app.run(["export", "--format", format, "--output", full])
            #expect(result.exitCode == 74, "\(result)")
            #expect(result.stderrLines == ["error: " + line.replacingOccurrences(of: "%@", with: full)], "\(result)")
            #expect(FileKind.of(full) == FileKind.of("/dev/full"), "still the device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.sandbox.root).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test(.enabled(if: StoreFaults.isRoot, "needs root to drop to nobody with setpriv"))
    func nobodyWritesThroughTheRealFullDevice() throws {
        let app = try Self.tracker()
        let result = try Self.bash(app, #""$@" --output /dev/full"#, ["export"], asNobody: true)
        #expect(result.exitCode == 74, "\(result)")
        #expect(result.stderrLines == ["error: cannot write /dev/full: the disk is full"], "\(result)")
    }

    /// Root may rename over `/dev/null`; the export must write through it
    /// instead. The run gets a private mount namespace with its own `/dev`
    /// (a tmpfs holding a fresh `null` device), so that a build that replaced
    /// the device could never break the machine's.
    @Test(.enabled(if: StoreFaults.isRoot && Self.canMountPrivately, "needs root and `unshare -m`"))
    func rootWritesThroughDevNull() throws {
        let app = try Self.tracker()
        let script =
            #"mount -t tmpfs -o size=64k,mode=755 tmpfs /dev && mknod -m 666 /dev/null c 1 3 || exit 99; "#
            + #""$@" --output /dev/null; echo "exit=$?"; stat -c %F /dev/null"#
        let result = try ProcessRunner.run(
            "/usr/bin/unshare", ["-m", "/bin/bash", "-c", script, "bash"] + (try app.commandLine(["export"])),
            environment: app.sandbox.environment(["POCKET_ANALYTICS": "off"]),
            currentDirectory: app.sandbox.root, stdin: nil, timeout: .seconds(60))
        #expect(result.stdoutLines.suffix(2) == ["exit=0", "character special file"], "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    static var canMountPrivately: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            let result = try? ProcessRunner.run(
                "/usr/bin/unshare", ["-m", "/bin/sh", "-c", "mount -t tmpfs tmpfs /mnt"],
                environment: [:], currentDirectory: "/", stdin: nil, timeout: .seconds(10))
        else { return false }
        return result.exitCode == 0
    }

    @Test(arguments: users)
    func aLinkIsFollowedAndStaysALink(asNobody: Bool) throws {
        let app = try Self.tracker()
        let expected = try app.ok(["export"])
        let folder = app.sandbox.root + "/real"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/backup.json"))
        let link = app.sandbox.root + "/backup.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/backup.json")
        let run = try Self.bash(
            app, #""$@" --output "$LINK""#, ["export"], asNobody: asNobody, environment: ["LINK": link])
        #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run)")
        #expect(FileKind.of(link) == .symbolicLink)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/backup.json")
        #expect(try String(contentsOfFile: folder + "/backup.json", encoding: .utf8) == expected)
        #expect(app.sandbox.mode(of: folder + "/backup.json") == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["backup.json"])
    }

    @Test func aLinkToNothingIsRefused() throws {
        let app = try Self.tracker()
        let link = app.sandbox.root + "/backup.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "gone/backup.json")
        let result = try app.run(["export", "--output", link])
        #expect(result.exitCode == 73, "\(result)")
        #expect(result.stderrLines == ["error: cannot write \(link): no such file or folder"], "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "gone/backup.json")
        #expect(!FileManager.default.fileExists(atPath: app.sandbox.root + "/gone"))
    }

    /// As `--output` of curl or sort: an existing file is replaced without a
    /// question (docs/commands.md), whole, private.
    @Test(arguments: users)
    func anExistingFileIsReplaced(asNobody: Bool) throws {
        let app = try Self.tracker()
        let expected = try app.ok(["export"])
        let file = app.sandbox.root + "/backup.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o644) == 0)
        let result = try Self.bash(
            app, #""$@" --output "$FILE""#, ["export"], asNobody: asNobody, environment: ["FILE": file])
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == expected)
        #expect(app.sandbox.mode(of: file) == 0o600)
    }

    @Test func imageFeedDownloadsThroughADeviceAndAFIFO() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let full = try Self.fullDevice(world.sandbox)
        let failed = try world.app.run(["show", ImageFeedWorld.firstPhoto, "--download", full])
        #expect(failed.exitCode == 74, "\(failed)")
        #expect(failed.stderrLines == ["error: cannot save \(full): the disk is full"], "\(failed)")
        #expect(FileKind.of(full) == FileKind.of("/dev/full"))
        let pipe = world.sandbox.root + "/photo"
        let script = #"mkfifo "$P"; cat "$P" > "$P.jpg" & "$@" --download "$P"; echo "exit=$?"; wait"#
        let result = try ProcessRunner.run(
            "/bin/bash",
            ["-c", script, "bash"] + (try world.app.commandLine(["show", ImageFeedWorld.firstPhoto])),
            environment: world.app.terminalEnvironment(["P": pipe]), currentDirectory: world.sandbox.root)
        #expect(result.stdoutLines.last == "exit=0", "\(result)")
        #expect(FileKind.of(pipe) == .fifo)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pipe + ".jpg"))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]) && bytes.count == 10_672)
    }
}

/// What is at a path, not following a final link.
enum FileKind: Equatable {
    case absent, regular, folder, symbolicLink, fifo, characterDevice, other

    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        default: return .other
        }
    }
}

import Foundation
import Testing

/// The built `tracker` on stores in trouble, on both backends with the same
/// lines and exit codes: read-only folders and files, a full disk, a row
/// damaged with the sqlite3 shell, links, a held lock, and nothing left
/// behind by a command that failed.
@Suite struct TrackerStoreFaultTests {
    static let backends = ["json", "sqlite"]

    /// `tracker --store STORE --data-dir DIR` in a fresh sandbox, with
    /// trackers Water and Gym in category Health and Water done today.
    static func seeded(_ store: String, dataDirectory: String? = nil) throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let app = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: dataDirectory ?? sandbox.dataDirectory)
        for line in [
            "category add Health", "add habit Water --category Health --schedule daily --emoji 1 --color 1",
            "add habit Gym --category Health --schedule daily --emoji 2 --color 2", "done Water",
        ] {
            try app.ok(line.split(separator: " ").map(String.init))
        }
        return app
    }

    static func storeFile(_ app: ScriptedApp, _ store: String, in folder: String? = nil) -> String {
        (folder ?? app.sandbox.dataDirectory) + "/store." + store
    }

    /// The changes every test tries (each must be refused and change nothing).
    static let changes: [[String]] = [
        ["add", "habit", "Run", "--category", "Health", "--schedule", "daily", "--emoji", "3", "--color", "3"],
        ["edit", "Gym", "--name", "Gym2"], ["pin", "Gym"], ["category", "add", "Home"], ["done", "Gym"],
        ["delete", "Gym", "--yes"],
    ]

    @Test(
        "a read-only data folder: reads work, changes exit 1 naming the folder",
        .enabled(if: StoreFaults.isRoot, "needs root to drop to nobody with setpriv"), arguments: backends)
    func readOnlyFolder(store: String) throws {
        let app = try Self.seeded(store)
        let folder = app.sandbox.dataDirectory
        try StoreFaults.giveToNobody(app.sandbox.root)
        try StoreFaults.chmod("0555", folder)
        let before = try FolderSnapshot(folder)
        for read in [["list"], ["export"], ["stats"], ["--json", "list"]] {
            let result = try StoreFaults.runAsNobody(app, read)
            #expect(result.exitCode == 0, "\(store) \(read): \(result)")
        }
        #expect(try StoreFaults.runAsNobody(app, ["list"]).stdout.contains("Water"))
        for change in Self.changes {
            let result = try StoreFaults.runAsNobody(app, change)
            #expect(result.exitCode == 1, "\(store) \(change): \(result)")
            #expect(
                result.stderrLines == [
                    "error: cannot change the store: \(folder) is read-only or not writable for this user; nothing "
                        + "was changed (reading still works)"
                ],
                "\(store) \(change): \(result)")
        }
        #expect(try FolderSnapshot(folder) == before)
    }

    @Test(
        "a read-only store file: reads work, changes exit 1 naming the file",
        .enabled(if: StoreFaults.isRoot, "needs root to drop to nobody with setpriv"), arguments: backends)
    func readOnlyStoreFile(store: String) throws {
        let app = try Self.seeded(store)
        let path = Self.storeFile(app, store)
        try StoreFaults.giveToNobody(app.sandbox.root)
        try StoreFaults.chmod("0444", path)
        let bytes = FileManager.default.contents(atPath: path)
        for change in Self.changes {
            let result = try StoreFaults.runAsNobody(app, change)
            #expect(result.exitCode == 1, "\(store) \(change): \(result)")
            #expect(
                result.stderrLines == [
                    "error: cannot change the store: \(path) is read-only or not writable for this user; nothing was "
                        + "changed (reading still works)"
                ],
                "\(store) \(change): \(result)")
        }
        let list = try StoreFaults.runAsNobody(app, ["list"])
        #expect(list.exitCode == 0 && list.stdout.contains("Water"), "\(list)")
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }

    @Test(
        "a full disk: reads work, changes exit 1 with the same line on both backends",
        .enabled(if: StoreFaults.canMount, "needs the right to mount a tmpfs"), arguments: backends)
    func fullDisk(store: String) throws {
        let sandbox = try TestSandbox()
        let disk = sandbox.root + "/disk"
        try StoreFaults.mountTmpfs(at: disk, kilobytes: 1024)
        defer { StoreFaults.unmount(disk) }
        let folder = disk + "/data"
        let app = ScriptedApp("tracker", in: sandbox, store: store, dataDirectory: folder)
        try app.ok(["category", "add", "Health"])
        try app.ok([
            "add", "habit", "Water", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1",
        ])
        try app.ok([
            "add", "habit", "Gym", "--category", "Health", "--schedule", "daily", "--emoji", "2", "--color", "2",
        ])
        StoreFaults.fill(disk)
        let before = try FolderSnapshot(folder)
        let list = try app.run(["list"])
        #expect(list.exitCode == 0 && list.stdout.contains("Water"), "\(list)")
        for read in [["export"], ["stats"], ["--json", "list"]] {
            let result = try app.run(read)
            #expect(result.exitCode == 0, "\(store) \(read): \(result)")
        }
        for change in Self.changes {
            let result = try app.run(change)
            #expect(result.exitCode == 1, "\(store) \(change): \(result)")
            #expect(
                result.stderrLines == [
                    "error: cannot change the store: no space left on the disk holding \(folder); nothing was changed"
                ],
                "\(store) \(change): \(result)")
        }
        #expect(try FolderSnapshot(folder) == before, "nothing was left behind")
    }

    @Test(
        "a row damaged with the sqlite3 shell or an editor: reads and every change exit 65, the store untouched",
        arguments: backends)
    func damagedRow(store: String) throws {
        let app = try Self.seeded(store)
        let path = Self.storeFile(app, store)
        if store == "sqlite" {
            try StoreFaults.sqlite(path, "UPDATE trackers SET color = 'zzz' WHERE name = 'Water'")
        } else {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.contains("\"Water\"") })
            let damaged = line.replacingOccurrences(
                of: ##""color": ?"#[0-9A-Fa-f]{6}""##, with: #""color": "zzz""#, options: .regularExpression)
            #expect(damaged != line)
            try text.replacingOccurrences(of: line, with: damaged).write(
                toFile: path, atomically: false, encoding: .utf8)
        }
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        for command in [["list"]] + Self.changes {
            let result = try app.run(command)
            #expect(result.exitCode == 65, "\(store) \(command): \(result)")
            #expect(result.stderrLines.count == 1 && result.stderr.contains(path), "\(store) \(command): \(result)")
        }
        let after = try FolderSnapshot(app.sandbox.dataDirectory)
        #expect(after.files.filter { !$0.key.hasSuffix("-shm") } == before.files.filter { !$0.key.hasSuffix("-shm") })
    }

    @Test("a symlinked store.json is written through to its target; the link stays")
    func symlinkedJSON() throws {
        let app = try Self.seeded("json", dataDirectory: nil)
        let elsewhere = app.sandbox.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere + "/store.json"
        try FileManager.default.moveItem(atPath: Self.storeFile(app, "json"), toPath: target)
        try FileManager.default.createSymbolicLink(atPath: Self.storeFile(app, "json"), withDestinationPath: target)
        try app.ok(["category", "add", "Home"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: Self.storeFile(app, "json")) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"Home\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["store.json"])
        #expect(!FileManager.default.fileExists(atPath: Self.storeFile(app, "json") + ".tmp"))
    }

    @Test("a dangling link, a folder, a missing table: exit 65 naming the file, never SQL", arguments: backends)
    func unusableStorePaths(store: String) throws {
        let sandbox = try TestSandbox()
        let app = ScriptedApp("tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory)
        let path = Self.storeFile(app, store)
        try FileManager.default.createDirectory(atPath: sandbox.dataDirectory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: sandbox.root + "/gone/store")
        for command in [["list"], ["category", "add", "Home"]] {
            let dangling = try app.run(command)
            #expect(dangling.exitCode == 65, "\(dangling)")
            #expect(
                dangling.stderrLines == [
                    "error: the store \(path) is a symbolic link to \(sandbox.root)/gone/store, which does not exist"
                ])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory) == ["store." + store])
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let folder = try app.run(["list"])
        #expect(folder.exitCode == 65, "\(folder)")
        #expect(folder.stderrLines == ["error: the store \(path) is a folder, not a file"])
    }

    @Test("a database missing a table exits 65 naming the file, without SQL")
    func missingTable() throws {
        let app = try Self.seeded("sqlite")
        let path = Self.storeFile(app, "sqlite")
        try StoreFaults.sqlite(path, "DROP TABLE records")
        for command in [["list"], ["done", "Gym"]] {
            let result = try app.run(command)
            #expect(result.exitCode == 65, "\(result)")
            #expect(result.stderrLines.count == 1 && result.stderr.contains(path), "\(result)")
            #expect(!result.stderr.contains("SELECT") && !result.stderr.contains("INSERT"), "\(result)")
        }
    }

    @Test("a held lock: both backends wait 5 s, then exit 1 with the same line", arguments: backends)
    func heldLock(store: String) throws {
        let app = try Self.seeded(store)
        let path = Self.storeFile(app, store)
        // The holder touches a marker once it has the lock; waiting for the
        // marker (not probing the lock, which can race the holder for it)
        // makes sure the run below meets a held lock.
        let marker = app.sandbox.root + "/lock-held"
        let holder = Process()
        if store == "json" {
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            // -o: the lock stays with flock itself, so ending it frees the lock.
            holder.arguments = [
                "-o", app.sandbox.dataDirectory + "/store.lock", "/bin/sh", "-c", "touch '\(marker)'; sleep 9",
            ]
        } else {
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            holder.arguments = [
                "-bail", path, ".timeout 5000", "BEGIN IMMEDIATE;", ".shell touch '\(marker)'", ".shell sleep 9",
            ]
        }
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        for _ in 0..<1_000 where !FileManager.default.fileExists(atPath: marker) { usleep(10_000) }
        try #require(FileManager.default.fileExists(atPath: marker), "the lock holder never got the lock")
        let start = ContinuousClock.now
        let result = try app.run(["done", "Gym"])
        let waited = ContinuousClock.now - start
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.stderrLines == [
                "error: the store \(path) is in use by another process (waited 5 seconds); nothing was changed, try "
                    + "again"
            ])
        #expect(waited >= .milliseconds(4_900) && waited < .seconds(15), "waited \(waited)")
    }

    @Test("nothing is left behind: a newer SQLite store, a failed migrate --to json")
    func noLeftovers() throws {
        let newer = try Self.seeded("sqlite")
        try StoreFaults.sqlite(
            Self.storeFile(newer, "sqlite"), "INSERT INTO schema_migrations (version, name) VALUES (99, 'future')")
        let folder = newer.sandbox.dataDirectory
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["store.sqlite"])
        #expect(try newer.run(["list"]).exitCode == 65)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["store.sqlite"])

        let damaged = try Self.seeded("sqlite")
        try StoreFaults.sqlite(
            Self.storeFile(damaged, "sqlite"), "UPDATE trackers SET color = 'zzz' WHERE name = 'Water'")
        let migrate = try damaged.run(["migrate", "--to", "json"])
        #expect(migrate.exitCode == 65, "\(migrate)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: damaged.sandbox.dataDirectory) == ["store.sqlite"])
    }

    @Test(
        "a failed rename leaves no store.json.tmp",
        .enabled(if: StoreFaults.isRoot, "needs root to drop to nobody with setpriv"))
    func failedRename() throws {
        // A shared sticky folder (like /tmp): nobody may create files in it
        // but not replace root's store.json, so the rename is what fails.
        let shared = try Self.seeded("json")
        let sharedFolder = shared.sandbox.dataDirectory
        try StoreFaults.giveToNobody(shared.sandbox.home)
        try StoreFaults.chmod("0755", shared.sandbox.root)
        try StoreFaults.chmod("1777", sharedFolder)
        for file in ["store.json", "store.lock"] { try StoreFaults.chmod("0666", sharedFolder + "/" + file) }
        let before = try FolderSnapshot(sharedFolder)
        let rename = try StoreFaults.runAsNobody(shared, ["category", "add", "Home"])
        #expect(rename.exitCode == 1, "\(rename)")
        #expect(rename.stderrLines.count == 1 && rename.stderr.contains(sharedFolder), "\(rename)")
        #expect(try FolderSnapshot(sharedFolder) == before, "no store.json.tmp is left")
    }
}

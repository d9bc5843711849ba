import Foundation
import PocketTestSupport
import Testing

/// `tracker import` from what is not a regular file: standard input (`-`),
/// `/dev/stdin` and `<(…)` fed by a pipe, a FIFO (with a late writer, and
/// with none: refused after a bounded wait instead of hanging), and input
/// over the size an import reads (`/dev/zero`, a sparse file).
@Suite struct TrackerImportInputTests {
    /// A sandbox with a JSON export of a small history, and the app over an
    /// empty SQLite store.
    struct Setup {
        let sandbox: TestSandbox
        let cli: ScriptedApp
        let export: String
        let exportText: String

        init(language: String = "en_US.UTF-8") throws {
            sandbox = try TestSandbox()
            let source = ScriptedApp(
                "tracker", in: sandbox, store: "json", dataDirectory: sandbox.root + "/source",
                environment: ["POCKET_ANALYTICS": "off"])
            try source.ok(["category", "add", "Спорт"], today: "2026-11-01")
            try source.ok(
                [
                    "add", "habit", "Бег", "--category", "Спорт", "--schedule", "daily", "--emoji", "1",
                    "--color", "3",
                ], today: "2026-11-01")
            for day in ["02", "03", "05"] { try source.ok(["done", "Бег", "--date", "2026-11-" + day]) }
            export = sandbox.root + "/export.json"
            try source.ok(["export", "--output", export])
            exportText = try String(contentsOfFile: export, encoding: .utf8)
            cli = ScriptedApp(
                "tracker", in: sandbox, store: "sqlite", dataDirectory: sandbox.root + "/target",
                language: language, environment: ["POCKET_ANALYTICS": "off"])
        }

        /// A bash command line made by `line` from the words of `tracker
        /// GLOBALS import`, so pipes and process substitution are real.
        func shell(_ line: (String) -> String, timeout: Duration = .seconds(60)) throws -> ProcessResult {
            let tracker = Shell.quote([try BuiltExecutables.path("tracker")] + cli.globalArguments + ["import"])
            return try ProcessRunner.run(
                "/bin/bash", ["-c", line(tracker)],
                environment: sandbox.environment(language: cli.language, ["POCKET_ANALYTICS": "off"]),
                currentDirectory: sandbox.root, timeout: timeout)
        }

        /// The import went through: the target exports what the source did.
        func expectImported(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(result.exitCode == 0, "\(result)", sourceLocation: sourceLocation)
            #expect(result.stdout.contains("Records: 3 (new: 3"), "\(result)", sourceLocation: sourceLocation)
            #expect(try cli.ok(["export"]) == exportText, sourceLocation: sourceLocation)
        }

        /// Nothing was imported (the store has no tracker).
        func expectNothingImported(sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(try cli.ok(["export"]).contains("\"trackers\": [],"), sourceLocation: sourceLocation)
        }
    }

    @Test func dashReadsStandardInputFromAPipe() throws {
        let setup = try Setup()
        let result = try setup.shell { "cat \(Shell.quote([setup.export])) | \($0) -" }
        try setup.expectImported(result)
        #expect(result.stdout.hasPrefix("Imported from standard input\n"), "\(result)")
    }

    @Test func dashReadsStandardInputFromAFile() throws {
        let setup = try Setup()
        try setup.expectImported(try setup.cli.run(["import", "-"], stdin: setup.exportText))
    }

    @Test func devStdinFromAPipe() throws {
        let setup = try Setup()
        try setup.expectImported(try setup.shell { "cat \(Shell.quote([setup.export])) | \($0) /dev/stdin" })
    }

    @Test func processSubstitution() throws {
        let setup = try Setup()
        try setup.expectImported(try setup.shell { "\($0) <(cat \(Shell.quote([setup.export])))" })
    }

    /// A writer that opens the FIFO a second after the import started.
    @Test func fifoWithALateWriter() throws {
        let setup = try Setup()
        let fifo = setup.sandbox.root + "/late.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        try setup.expectImported(
            try setup.shell {
                "(sleep 1; cat \(Shell.quote([setup.export])) > \(Shell.quote([fifo]))) & \($0) \(Shell.quote([fifo]))"
            })
    }

    /// Nobody ever opens the FIFO for writing: refused after the bounded
    /// wait (5 s), exit 64, naming it, in the user's language.
    @Test(arguments: [
        ("en_US.UTF-8", "nothing to read"), ("ru_RU.UTF-8", "не пришло ни байта"),
        ("de_DE.UTF-8", "nichts zum Lesen"),
    ])
    func fifoWithoutAWriterIsRefusedInBoundedTime(language: String, phrase: String) throws {
        let setup = try Setup(language: language)
        let fifo = setup.sandbox.root + "/silent.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = ContinuousClock.now
        let result = try setup.cli.run(["import", fifo], timeout: .seconds(30))
        let elapsed = ContinuousClock.now - started
        #expect(!result.timedOut && result.exitCode == 64, "\(result)")
        #expect(elapsed >= .seconds(4) && elapsed < .seconds(15), "took \(elapsed)")
        let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.contains(fifo) && line.contains(phrase), "\(result)")
        try setup.expectNothingImported()
    }

    /// `/dev/zero` never ends: the read stops at the cap, exit 65, and a
    /// regular file over the cap (sparse here) is refused before reading.
    @Test func inputOverTheCapIsRefused() throws {
        let setup = try Setup()
        let endless = try setup.cli.run(["import", "/dev/zero"], timeout: .seconds(60))
        #expect(endless.exitCode == 65, "\(endless)")
        #expect(endless.stderr.contains("/dev/zero is larger than 256 MiB"), "\(endless)")
        let huge = setup.sandbox.root + "/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
        #expect(truncate(huge, 257 << 20) == 0)
        let started = ContinuousClock.now
        let sparse = try setup.cli.run(["import", huge])
        #expect(sparse.exitCode == 65 && sparse.stderr.contains("larger than 256 MiB"), "\(sparse)")
        #expect(ContinuousClock.now - started < .seconds(10))
        let piped = try setup.shell { "head -c \(257 << 20) /dev/zero | \($0) -" }
        #expect(piped.exitCode == 65 && piped.stderr.contains("standard input is larger than 256 MiB"), "\(piped)")
        try setup.expectNothingImported()
    }
}

import Foundation
import PocketTestSupport
import Testing

/// `Scripts/install` puts the built executables, the man pages and the shell
/// completions under a prefix where man and the shells find them. The tests
/// install the executables this test run was built with (`--no-build
/// --build-dir`), so they cost no release build.
@Suite("Scripts/install")
struct InstallScriptTests {
    /// Every executable the package ships.
    static let executables = ManPageTests.executables

    /// Every file the install writes, relative to the prefix, with its mode.
    static let expectedFiles: [String: Int] = Dictionary(
        uniqueKeysWithValues: executables.flatMap { app in
            [
                ("bin/\(app)", 0o755), ("share/man/man1/\(app).1", 0o644), ("share/man/ru/man1/\(app).1", 0o644),
                ("share/man/de/man1/\(app).1", 0o644),
                ("share/bash-completion/completions/\(app)", 0o644), ("share/zsh/site-functions/_\(app)", 0o644),
                ("share/fish/vendor_completions.d/\(app).fish", 0o644),
            ]
        })

    /// Runs `Scripts/install ARGUMENTS` in `sandbox`.
    static func install(_ arguments: [String], in sandbox: TestSandbox) throws -> ProcessResult {
        try ProcessRunner.run(
            Repository.root + "/Scripts/install", arguments, environment: sandbox.environment(),
            currentDirectory: sandbox.root, timeout: .seconds(120))
    }

    static func installPrebuilt(in sandbox: TestSandbox, prefix: String) throws {
        let result = try install(
            ["--prefix", prefix, "--no-build", "--build-dir", BuiltExecutables.directory], in: sandbox)
        try #require(result.exitCode == 0, "\(result)")
    }

    @Test("installs executables, pages and completions with modes 0755/0644; a second run changes nothing")
    func installsTree() throws {
        let sandbox = try TestSandbox()
        let prefix = sandbox.root + "/prefix"
        try Self.installPrebuilt(in: sandbox, prefix: prefix)
        let installed = Set(
            (FileManager.default.subpaths(atPath: prefix) ?? []).filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            })
        #expect(installed == Set(Self.expectedFiles.keys))
        for (file, mode) in Self.expectedFiles {
            #expect(sandbox.mode(of: prefix + "/" + file) == mode, "\(file)")
        }
        for app in Self.executables {
            for language in Repository.pageLanguages {
                let page = "/" + Repository.manPage(app, language: language)
                #expect(
                    FileManager.default.contents(atPath: prefix + "/share/man" + page)
                        == FileManager.default.contents(atPath: Repository.manPages + page), "\(page)")
            }
            let completion = try sandbox.run(app, ["completions", "zsh"])
            #expect(
                FileManager.default.contents(atPath: prefix + "/share/zsh/site-functions/_\(app)")
                    == completion.stdoutData)
        }
        let before = try FolderSnapshot(prefix)
        try Self.installPrebuilt(in: sandbox, prefix: prefix)
        #expect(try FolderSnapshot(prefix) == before)
    }

    @Test(
        """
        the installed tracker runs; man finds its page under the prefix (and the Russian one); bash loads its \
        completion
        """
    )
    func installedCopyWorks() throws {
        let sandbox = try TestSandbox()
        let prefix = sandbox.root + "/prefix"
        try Self.installPrebuilt(in: sandbox, prefix: prefix)
        let version = try ProcessRunner.run(prefix + "/bin/tracker", ["--version"], environment: sandbox.environment())
        #expect(version.exitCode == 0 && version.stdout.hasPrefix("tracker "), "\(version)")
        if let man = SystemTool.path("man") {
            let found = try ProcessRunner.run(
                man, ["-w", "tracker"],
                environment: sandbox.environment(["MANPATH": prefix + "/share/man"]))
            #expect(found.exitCode == 0 && found.stdoutLines == [prefix + "/share/man/man1/tracker.1"], "\(found)")
            let russian = try ProcessRunner.run(
                man, ["-L", "ru", "-w", "tracker"],
                environment: sandbox.environment(["MANPATH": prefix + "/share/man"]))
            #expect(
                russian.exitCode == 0 && russian.stdoutLines == [prefix + "/share/man/ru/man1/tracker.1"], "\(russian)")
        }
        let bash = try #require(SystemTool.path("bash"), "bash is needed")
        let loaded = try ProcessRunner.run(
            bash,
            [
                "--norc", "--noprofile", "-c",
                "source '\(prefix)/share/bash-completion/completions/tracker' && complete -p tracker",
            ],
            environment: sandbox.environment())
        #expect(loaded.exitCode == 0 && loaded.stdout.hasPrefix("complete -F "), "\(loaded)")
    }

    @Test(
        """
        fish finds the installed completion in its vendor folder; zsh's compinit picks up _tracker from \
        site-functions
        """,
        .enabled(
            if: SystemTool.path("fish") != nil && SystemTool.path("zsh") != nil,
            "fish and zsh are needed (Scripts/bootstrap)"))
    func shellsFindCompletions() throws {
        let sandbox = try TestSandbox()
        let prefix = sandbox.root + "/prefix"
        try Self.installPrebuilt(in: sandbox, prefix: prefix)
        // fish reads $XDG_DATA_HOME/fish/vendor_completions.d (~/.local/share/… by default)
        // for a command on PATH.
        let fish = try ProcessRunner.run(
            SystemTool.path("fish")!, ["-c", "complete -C 'tracker mig'"],
            environment: sandbox.environment([
                "XDG_DATA_HOME": prefix + "/share",
                "PATH": prefix + "/bin:/usr/bin:/bin",
            ]))
        #expect(fish.exitCode == 0 && fish.stdout.hasPrefix("migrate\t"), "\(fish)")
        let zsh = try ProcessRunner.run(
            SystemTool.path("zsh")!,
            [
                "-fc",
                """
                fpath=('\(prefix)/share/zsh/site-functions' $fpath); autoload -Uz compinit; compinit -u -d \
                '\(sandbox.root)/zcompdump'
                print -r -- $_comps[tracker]
                """,
            ], environment: sandbox.environment())
        #expect(zsh.exitCode == 0 && zsh.stdoutLines == ["_tracker"], "\(zsh)")
    }

    @Test("--help prints the usage; a bad argument is a usage error (64); --no-build needs --build-dir")
    func arguments() throws {
        let sandbox = try TestSandbox()
        let help = try Self.install(["--help"], in: sandbox)
        #expect(help.exitCode == 0 && help.stdout.hasPrefix("usage: Scripts/install"), "\(help)")
        let bad = try Self.install(["--bogus"], in: sandbox)
        #expect(bad.exitCode == 64 && bad.stderr.contains("--bogus"), "\(bad)")
        let noDir = try Self.install(["--prefix", sandbox.root + "/p", "--no-build"], in: sandbox)
        #expect(noDir.exitCode == 64, "\(noDir)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/p/bin"))
    }
}

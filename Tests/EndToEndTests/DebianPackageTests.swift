import Foundation
import PocketTestSupport
import Testing

/// `Scripts/package-deb` builds a Debian package that installs and runs: the
/// fields dpkg reads, a tree owned by root with modes 0644/0755, executables
/// that start from the unpacked tree, a page man reads, and no lintian error or warning.
///
/// The package is made from release executables with the Swift standard
/// library built in (`--static-swift-stdlib`): the debug ones the other tests
/// run load the Swift runtime's .so files from the toolchain, which no Debian
/// package provides, so the script refuses them. `Scripts/test` builds the
/// release executables once and passes their folder as `POCKET_RELEASE_BIN_DIR`.
@Suite("Scripts/package-deb")
struct DebianPackageTests {
    static let executables = ManPageTests.executables

    /// The folder of the release executables, or a failure that says how to get it.
    static func releaseDirectory() throws -> String {
        let folder = ProcessInfo.processInfo.environment["POCKET_RELEASE_BIN_DIR"] ?? ""
        try #require(
            !folder.isEmpty,
            """
            POCKET_RELEASE_BIN_DIR is not set: run the tests with Scripts/test, which builds the release \
            executables (swift build -c release --static-swift-stdlib) and exports their folder
            """)
        return folder
    }

    /// Runs `Scripts/package-deb ARGUMENTS` in `sandbox`.
    static func packageDeb(_ arguments: [String], in sandbox: TestSandbox) throws -> ProcessResult {
        try ProcessRunner.run(
            Repository.root + "/Scripts/package-deb", arguments, environment: sandbox.environment(),
            currentDirectory: sandbox.root, timeout: .seconds(900))
    }

    /// Runs the system program `name` in `sandbox`.
    static func tool(
        _ name: String, _ arguments: [String], in sandbox: TestSandbox,
        environment: [String: String?] = [:], timeout: Duration = .seconds(120)
    ) throws -> ProcessResult {
        let path = try #require(SystemTool.path(name), "\(name) is missing: Scripts/bootstrap installs it")
        return try ProcessRunner.run(
            path, arguments, environment: sandbox.environment(environment),
            currentDirectory: sandbox.root, timeout: timeout)
    }

    /// The `Field: value` lines of `dpkg-deb --info` (indented by one space).
    static func fields(of info: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in RunResult.lines(info) where line.hasPrefix(" ") && !line.hasPrefix("  ") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[line.index(after: line.startIndex)..<colon]
            fields[String(name)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    @Test(
        "packages the release executables: fields, tree, apps and man run unpacked, no lintian error or warning"
    )
    func packagesRelease() throws {
        let release = try Self.releaseDirectory()
        let sandbox = try TestSandbox()
        // xz level 1: the same package several times faster, a bigger file.
        let made = try Self.packageDeb(
            [
                "--no-build", "--build-dir", release, "--output", sandbox.root + "/out",
                "--compress-level", "1", "--no-lintian",
            ], in: sandbox)
        try #require(made.exitCode == 0, "\(made)")
        let version = try ProcessRunner.run(release + "/tracker", ["--version"], environment: sandbox.environment())
        let number = String(try #require(version.stdoutLines.first?.split(separator: " ").last, "\(version)"))
        let deb = sandbox.root + "/out/pocket_\(number)_amd64.deb"
        try #require(FileManager.default.fileExists(atPath: deb), "\(made)")

        try Self.checkFields(deb, version: number, in: sandbox)
        try Self.checkContents(deb, in: sandbox)
        let unpacked = sandbox.root + "/unpacked"
        let unpack = try Self.tool("dpkg-deb", ["-x", deb, unpacked], in: sandbox)
        try #require(unpack.exitCode == 0, "\(unpack)")
        try Self.checkUnpacked(unpacked, version: number, in: sandbox)

        let lintian = try Self.tool(
            "lintian", ["--fail-on", "error,warning", deb], in: sandbox, timeout: .seconds(900))
        #expect(lintian.exitCode == 0, "\(lintian)")
        #expect(!lintian.stdoutLines.contains { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }, "\(lintian)")
    }

    static func checkFields(_ deb: String, version: String, in sandbox: TestSandbox) throws {
        let info = try tool("dpkg-deb", ["--info", deb], in: sandbox)
        try #require(info.exitCode == 0, "\(info)")
        let fields = Self.fields(of: info.stdout)
        #expect(
            fields["Package"] == "pocket" && fields["Version"] == version && fields["Architecture"] == "amd64",
            "\(info)")
        let depends = fields["Depends", default: ""]
        for library in ["libc6", "libsqlite3-0", "libcurl4", "libjpeg62-turbo", "libzip4", "libutf8proc2"] {
            #expect(
                depends.split(separator: ",").contains {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix(library + " ")
                },
                "Depends lacks \(library): \(depends)")
        }
        #expect(!depends.contains("swift"), "\(depends)")
        #expect(fields["Recommends"] == "xdg-utils" && fields["Suggests"] == "libpq5, libnotify-bin", "\(info)")
        #expect(fields["Section"] == "utils" && fields["Priority"] == "optional", "\(info)")
        #expect(Int(fields["Installed-Size", default: ""]).map { $0 > 0 } == true, "\(info)")
        #expect(fields["Maintainer"]?.isEmpty == false && fields["Description"]?.isEmpty == false, "\(info)")
    }

    /// Every entry is root's, files are 0644 but the executables' 0755, folders 0755.
    static func checkContents(_ deb: String, in sandbox: TestSandbox) throws {
        let listing = try tool("dpkg-deb", ["--contents", deb], in: sandbox)
        try #require(listing.exitCode == 0, "\(listing)")
        var paths: Set<String> = []
        for line in listing.stdoutLines {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 6 else {
                Issue.record("odd line: \(line)")
                continue
            }
            let (mode, owner, path) = (String(columns[0]), String(columns[1]), String(columns[5]))
            paths.insert(path)
            #expect(owner == "root/root", "\(line)")
            let expected = mode.hasPrefix("d") || path.hasPrefix("./usr/bin/") ? "rwxr-xr-x" : "rw-r--r--"
            #expect(mode.dropFirst() == expected, "\(line)")
        }
        var expected = ["./usr/share/doc/pocket/copyright", "./usr/share/doc/pocket/changelog.gz"]
        for app in executables {
            expected += [
                "./usr/bin/\(app)", "./usr/share/man/man1/\(app).1.gz", "./usr/share/man/ru/man1/\(app).1.gz",
                "./usr/share/man/de/man1/\(app).1.gz", "./usr/share/bash-completion/completions/\(app)",
                "./usr/share/zsh/vendor-completions/_\(app)", "./usr/share/fish/vendor_completions.d/\(app).fish",
            ]
        }
        #expect(Set(expected).subtracting(paths).isEmpty, "missing: \(Set(expected).subtracting(paths).sorted())")
        #expect(paths.filter { !$0.hasSuffix("/") }.count == expected.count, "\(listing.stdout)")
    }

    /// The apps start from the unpacked tree (no toolchain library needed)
    /// and man reads a page there.
    static func checkUnpacked(_ root: String, version: String, in sandbox: TestSandbox) throws {
        for app in executables {
            let run = try ProcessRunner.run(root + "/usr/bin/" + app, ["--version"], environment: sandbox.environment())
            #expect(run.exitCode == 0 && run.stdoutLines == ["\(app) \(version)"], "\(app): \(run)")
            // No run path of its own: every library comes through the system loader's paths.
            let dynamic = try tool("readelf", ["-d", root + "/usr/bin/" + app], in: sandbox)
            #expect(
                dynamic.exitCode == 0 && !dynamic.stdout.contains("RUNPATH") && !dynamic.stdout.contains("RPATH"),
                "\(app): \(dynamic)")
        }
        let list = try ProcessRunner.run(
            root + "/usr/bin/tracker", ["list", "--data-dir", sandbox.dataDirectory],
            environment: sandbox.environment(language: "C.UTF-8"))
        #expect(list.exitCode == 0 && list.stderr.isEmpty, "\(list)")
        let man = try tool(
            "man", ["-l", root + "/usr/share/man/man1/tracker.1.gz"], in: sandbox,
            environment: ["MANPAGER": "cat", "LANG": "C.UTF-8"])
        #expect(man.exitCode == 0 && man.stdout.contains("NAME") && man.stdout.contains("tracker"), "\(man)")
    }

    /// The debug build loads libswiftCore.so and the rest of the Swift runtime
    /// from the toolchain: the script names them and refuses to package it.
    @Test("refuses executables that need the toolchain's Swift runtime (the debug build)")
    func refusesToolchainRuntime() throws {
        let sandbox = try TestSandbox()
        let ldd = try Self.tool("ldd", [try BuiltExecutables.path("tracker")], in: sandbox)
        try #require(
            ldd.stdout.contains("libswiftCore.so"),
            "the test's build should be a debug one linking the Swift runtime shared: \(ldd)")
        let result = try Self.packageDeb(
            [
                "--no-build", "--build-dir", BuiltExecutables.directory,
                "--output", sandbox.root + "/out", "--no-lintian",
            ], in: sandbox)
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.stderr.contains("come from no Debian package") && result.stderr.contains("libswiftCore.so")
                && result.stderr.contains("--static-swift-stdlib"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/out"))
    }

    @Test("--help prints the usage; a bad argument is a usage error (64); --no-build needs --build-dir")
    func arguments() throws {
        let sandbox = try TestSandbox()
        let help = try Self.packageDeb(["--help"], in: sandbox)
        #expect(help.exitCode == 0 && help.stdout.hasPrefix("usage: Scripts/package-deb"), "\(help)")
        let bad = try Self.packageDeb(["--bogus"], in: sandbox)
        #expect(bad.exitCode == 64 && bad.stderr.contains("--bogus"), "\(bad)")
        let noDir = try Self.packageDeb(["--no-build", "--output", sandbox.root + "/out"], in: sandbox)
        #expect(noDir.exitCode == 64 && noDir.stderr.contains("--build-dir"), "\(noDir)")
        let noOutput = try Self.packageDeb(["--output"], in: sandbox)
        #expect(noOutput.exitCode == 64, "\(noOutput)")
    }
}

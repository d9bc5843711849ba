import Foundation
import Testing

/// The built-ins that touch files: `migrate` between backends, a corrupt
/// store, private modes.
@Suite("Foundation: stores and files of the built executables")
struct FoundationStorageTests {
    struct MigrationReport: Decodable {
        var from: String
        var to: String
        var path: String
        var counts: [String: Int]
    }

    @Test("migrate an empty store sqlite → json → sqlite, files private", arguments: FoundationCommandLineTests.apps)
    func migrateEmptyStore(app: String) throws {
        let sandbox = try TestSandbox()
        let folder = sandbox.appDataDirectory(app)
        let toJSON = try sandbox.run(app, ["migrate", "--to", "json", "--json"])
        #expect(toJSON.exitCode == 0, "\(toJSON)")
        let report = try JSONDecoder().decode(MigrationReport.self, from: toJSON.stdoutData)
        #expect(report.from == "sqlite" && report.to == "json")
        #expect(report.path == folder + "/store.json")
        #expect(!report.counts.isEmpty && report.counts.values.allSatisfy { $0 == 0 })
        // The target named in the report exists, even for an empty store.
        #expect(sandbox.mode(of: folder + "/store.json") == 0o600)
        #expect(sandbox.mode(of: folder) == 0o700)
        #expect(sandbox.mode(of: folder + "/store.sqlite") == 0o600)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        for file in files { #expect(sandbox.mode(of: folder + "/" + file) == 0o600, "\(file)") }

        let back = try sandbox.run(app, ["--store", "json", "migrate", "--to", "sqlite"])
        #expect(back.exitCode == 0, "\(back)")
        #expect(back.stdoutLines.first == "Copied the json store to sqlite (\(folder)/store.sqlite):")
    }

    @Test("migrate honors --data-dir and POCKET_STORE")
    func migrateElsewhere() throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run(
            "my-habits", ["migrate", "--to", "sqlite", "--json"], environment: ["POCKET_STORE": "json"],
            dataDirFlag: true)
        #expect(result.exitCode == 0, "\(result)")
        let report = try JSONDecoder().decode(MigrationReport.self, from: result.stdoutData)
        #expect(report.path == sandbox.dataDirectory + "/store.sqlite")
        #expect(FileManager.default.fileExists(atPath: sandbox.dataDirectory + "/store.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.appDataDirectory("my-habits")))
    }

    @Test("--to the backend in use exits 64", arguments: FoundationCommandLineTests.apps)
    func sameBackend(app: String) throws {
        let result = try TestSandbox().run(app, ["migrate", "--to", "sqlite"])
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first?.hasPrefix("error: invalid value 'sqlite' for --to") == true)
    }

    @Test(
        "a corrupt store file exits 65 naming it and stays byte for byte",
        arguments: [
            ("goals", "store.sqlite", [String]()), ("image-feed", "store.sqlite", []),
            ("my-habits", "store.sqlite", []),
            ("goals", "store.json", ["--store", "json"]), ("my-habits", "store.json", ["--store", "json"]),
        ])
    func corruptStore(app: String, file: String, storeArguments: [String]) throws {
        let sandbox = try TestSandbox()
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        let path = try sandbox.write(garbage, to: "home/.local/share/pocket/\(app)/\(file)")
        let target = file == "store.sqlite" ? "json" : "sqlite"
        let result = try sandbox.run(app, storeArguments + ["migrate", "--to", target])
        #expect(result.exitCode == 65, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("error: ") == true)
        #expect(result.stderr.contains(path), "the message names the file")
        #expect(FileManager.default.contents(atPath: path) == garbage, "the corrupt file was changed")
        let other = sandbox.appDataDirectory(app) + "/store." + target
        #expect(!FileManager.default.fileExists(atPath: other), "nothing was written beside it")
    }

    @Test("`analytics` reads the log without opening the store")
    func analyticsLeavesStoreAlone() throws {
        let sandbox = try TestSandbox()
        let garbage = Data("not a database".utf8)
        let path = try sandbox.write(garbage, to: "home/.local/share/pocket/goals/store.sqlite")
        let result = try sandbox.run("goals", ["analytics", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }
}

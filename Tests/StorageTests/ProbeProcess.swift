import Foundation
import SharedModels
import Storage
import StorageSQLite

/// Runs the `storage-probe` executable (built next to the test bundle).
final class ProbeProcess {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "storage-probe not found at \(path): run `swift build` first (Scripts/test does)" }
    }

    let process = Process()
    private let output = Pipe()
    /// Output read before `finish` (by `waitForFirstCommit`).
    private var early = Data()

    /// The probe beside this test binary (`.build/<triple>/debug/`).
    static func executable() throws -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: me).deletingLastPathComponent()
        // On Linux the test binary is `.build/debug/X.xctest`; elsewhere it may be inside a bundle.
        while folder.path != "/", !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("storage-probe").path),
              folder.lastPathComponent.hasSuffix(".xctest") || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder.deleteLastPathComponent()
        }
        let path = folder.appendingPathComponent("storage-probe").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(path: path) }
        return path
    }

    /// Starts `add-records` of `count` days from day number `start`.
    init(kind: StoreKind, directory: String, tracker: String, count: Int, start: Int) throws {
        process.executableURL = URL(fileURLWithPath: try Self.executable())
        process.arguments = ["--store", kind.rawValue, "--dir", directory, "add-records",
                             "--tracker", tracker, "--count", String(count), "--start", String(start)]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func kill() { Foundation.kill(process.processIdentifier, SIGKILL) }

    /// Blocks until the probe has printed something (its first `ok`) or ended.
    func waitForFirstCommit() {
        early.append(output.fileHandleForReading.availableData)
    }

    /// Waits for the end and returns the exit status and the days reported `ok`
    /// (complete lines only).
    func finish() -> (status: Int32, days: [LocalDate]) {
        let data = early + output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let days = text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> LocalDate? in
            guard line.hasPrefix("ok ") else { return nil }
            return LocalDate(iso: line.dropFirst(3))
        }
        return (process.terminationStatus, days)
    }
}

/// Opens the store afresh and checks it is sound: SQLite's `integrity_check`
/// says "ok"; a JSON store decodes (opening parses the whole document).
func verifiedDays(_ kind: StoreKind, _ directory: String, tracker: EntityID) throws -> Set<LocalDate> {
    let store = try openStore(kind, directory)
    if let sqlite = store as? SQLiteStore {
        let check = try sqlite.integrityCheck()
        guard check == "ok" else { throw StoreError.corrupt(path: sqlite.path, detail: check) }
    }
    return Set(try store.read { try $0.days(of: tracker) })
}

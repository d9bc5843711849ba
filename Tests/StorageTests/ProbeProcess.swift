import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageSQLite

/// Runs the `storage-probe` executable (built next to the test bundle).
final class ProbeProcess {
    let process = Process()
    private let output = Pipe()
    /// Output read before `finish` (by `waitForFirstCommit`).
    private var early = Data()

    /// Starts `add-records` of `count` days from day number `start`.
    init(kind: StoreKind, directory: String, tracker: String, count: Int, start: Int) throws {
        process.executableURL = URL(fileURLWithPath: try BuiltExecutables.path("storage-probe"))
        process.arguments = [
            "--store", kind.rawValue, "--dir", directory, "add-records",
            "--tracker", tracker, "--count", String(count), "--start", String(start),
        ]
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

import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres

// Times `SyncServer.push` of CELLS new cells at several batch sizes, each on
// a fresh TemporaryPostgres (a first upload into an empty server), and `psql
// \copy` of the same rows into a table with the same primary key (and no
// other index) on another fresh server, in the same run. Also times the
// client's share: encoding the cells as array literals. Run by
// Scripts/bench-sync-push; not a test.

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 200_000
let sizes =
    arguments.dropFirst().compactMap { Int($0) }.isEmpty
    ? [5_000, 10_000, 20_000, 50_000]
    : arguments.dropFirst().compactMap { Int($0) }

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Records as a tracker's first sync has them: one cell per (tracker, day).
let cells = (0..<count).map { index in
    SyncCell(
        key: CellKey("record", "t\(index % 1000)-d\(index / 1000)", "done"), value: "1",
        clock: Int64(1_750_000_000_000 + index) << 16, device: "bench-device-0001")
}

print("cells: \(count)")
let encoding = seconds {
    for start in stride(from: 0, to: cells.count, by: 20_000) {
        let batch = cells[start..<min(start + 20_000, cells.count)]
        _ = [
            PostgresArray.literal(batch.map(\.key.entity)), PostgresArray.literal(batch.map(\.key.id)),
            PostgresArray.literal(batch.map(\.key.field)), PostgresArray.literal(batch.map(\.value)),
            PostgresArray.literal(batch.map(\.clock)), PostgresArray.literal(batch.map(\.device)),
        ]
    }
}
print(String(format: "encoding the arrays:      %.2f s (%.1f µs a cell)", encoding, encoding * 1e6 / Double(count)))

/// A fresh server with the schema and one person; its superuser connection.
func freshServer() throws -> (TemporaryPostgres, PostgresConnection) {
    let postgres = try TemporaryPostgres()
    let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
    _ = try SyncInstaller.install(admin)
    try SyncInstaller.addUser("bench", password: "bench", admin)
    return (postgres, admin)
}

for size in sizes {
    let (postgres, _) = try freshServer()
    let server = try SyncServer.postgres(
        ConnectionSettings(conninfo: postgres.url(user: "bench", password: "bench"), environment: [:]))
    var pushed = 0
    let time = try seconds {
        for start in stride(from: 0, to: cells.count, by: size) {
            pushed += try server.push("tracker", Array(cells[start..<min(start + size, cells.count)]))
        }
    }
    precondition(pushed == count, "pushed \(pushed) of \(count)")
    print(String(format: "push, batches of %6d:   %.2f s (%.1f µs a cell)", size, time, time * 1e6 / Double(count)))
}

/// Inside a function, so the server stops (deinit) before the process exits:
/// top-level variables are never released.
func timeCopy() throws {
    let csv = try TemporaryFolder("bench-copy")
    defer { csv.remove() }
    var text = ""
    text.reserveCapacity(count * 60)
    for cell in cells {
        text +=
            "bench,tracker,\(cell.key.entity),\(cell.key.id),\(cell.key.field),"
            + "\(cell.value),\(cell.clock),\(cell.device),0\n"
    }
    let file = try csv.write(text, to: "cells.csv")
    let (postgres, admin) = try freshServer()
    try admin.execute(
        """
        CREATE TABLE copy_cells (account text NOT NULL, app text NOT NULL, entity text NOT NULL, id text NOT NULL,
          field text NOT NULL, value text NOT NULL, clock bigint NOT NULL, device text NOT NULL, seq bigint NOT NULL,
          PRIMARY KEY (account, app, entity, id, field))
        """)
    let psql = Process()
    psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    psql.arguments = [
        "psql", "-q", "-v", "ON_ERROR_STOP=1", postgres.adminURL, "-c", "\\copy copy_cells FROM '\(file)' CSV",
    ]
    let copyTime = try seconds {
        try psql.run()
        psql.waitUntilExit()
    }
    precondition(psql.terminationStatus == 0, "psql failed")
    print(
        String(format: "psql \\copy:                %.2f s (%.1f µs a cell)", copyTime, copyTime * 1e6 / Double(count)))
}
try timeCopy()

import Foundation
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Two store instances on one file in one process (the benchmark does it; a
/// library user may). POSIX locks belong to the process, and closing *any*
/// descriptor of a file drops all of them: a raw `open`/`close` of
/// `store.sqlite` while a connection is open would let another process take
/// the file for its own, checkpoint and delete the WAL under the first
/// connection, whose later commits then land in a deleted WAL or on stale
/// pages ("How To Corrupt An SQLite Database File", 2.2). It happened: the
/// benchmark's stores failed `integrity_check` after an `sqlite3` run.
@Suite(.serialized) struct SameProcessTests {
    @Test func aSecondOpenKeepsTheFirstConnectionsLocks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = folder.storeDirectory
        let path = storeFile(.sqlite, directory)
        let mine = Make.tracker("Mine", category: nil, id: "mine")
        do {
            let first = try SQLiteStore.open(directory: directory)
            try first.write { context throws in
                try context.insertTracker(mine)
                try context.insertRecord(TrackerRecord(trackerID: mine.id, day: LocalDate(dayNumber: 1)))
            }
            // Opened and dropped while `first` stays open.
            for _ in 0..<3 { _ = try SQLiteStore.open(directory: directory) }
            // Another process writes and closes: it must see `first` and leave the WAL alone.
            let (status, days) = try ProbeProcess(
                kind: .sqlite, directory: directory, tracker: "other", count: 5, start: 100
            ).finish()
            #expect(status == 0 && days.count == 5)
            #expect(StoreFiles.exists(path + "-wal"), "another process deleted the WAL of an open connection")
            try first.write { context in
                for day in 2...300 {
                    try context.insertRecord(TrackerRecord(trackerID: mine.id, day: LocalDate(dayNumber: day)))
                }
            }
            #expect(
                try ProbeProcess(kind: .sqlite, directory: directory, tracker: "other", count: 5, start: 200).finish()
                    .status == 0)
        }
        #expect(
            try verifiedDays(.sqlite, directory, tracker: mine.id) == Set((1...300).map { LocalDate(dayNumber: $0) }))
        #expect(try verifiedDays(.sqlite, directory, tracker: "other").count == 10)
    }
}

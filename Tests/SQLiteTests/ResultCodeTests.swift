import Foundation
import PocketTestSupport
import SQLite
import Testing

/// Each named code is the one SQLite really gives, triggered for real.
@Suite struct ResultCodeTests {
    @Test func aMissingParentIsAForeignKeyViolation() throws {
        try withDatabase { database, _ in
            try database.execute(
                """
                CREATE TABLE parents (id INTEGER PRIMARY KEY);
                CREATE TABLE children (parent INTEGER NOT NULL REFERENCES parents (id));
                """)
            let error = databaseError { try database.run("INSERT INTO children (parent) VALUES (?)", .int(7)) }
            #expect(error?.code == .constraintForeignKey)
            #expect(error?.code.rawValue == 787)
            #expect(error?.code.primary == .constraint)
            #expect(error?.code.isExtended == true)
            #expect(error?.sql == "INSERT INTO children (parent) VALUES (?)")
        }
    }

    @Test func aDuplicateKeyIsAUniqueViolation() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (name TEXT UNIQUE)")
            try database.run("INSERT INTO t (name) VALUES (?)", .text("a"))
            let error = databaseError { try database.run("INSERT INTO t (name) VALUES (?)", .text("a")) }
            #expect(error?.code == .constraintUnique)
            #expect(error?.code.primary == .constraint)
        }
    }

    @Test func aFileOfOtherBytesIsNotADatabase() throws {
        let folder = try TemporaryFolder("sqlite")
        let path = try folder.write(String(repeating: "not a database. ", count: 256), to: "notes.txt")
        let error = databaseError { _ = try Database(path: path).scalarText("SELECT count(*) FROM sqlite_master") }
        #expect(error?.code == .notADatabase)
        #expect(error?.code.rawValue == 26)
        #expect(error?.path == path)
    }

    @Test func aFileInAMissingFolderCannotBeOpened() throws {
        let folder = try TemporaryFolder("sqlite")
        let error = databaseError { _ = try Database(path: folder.appending("missing/test.sqlite"), create: true) }
        #expect(error?.code == .cantOpen)
        #expect(error?.code.rawValue == 14)
        #expect(error?.sql == "open")
    }

    @Test func aDamagedPageIsCorrupt() throws {
        let folder = try TemporaryFolder("sqlite")
        let path = folder.appending("test.sqlite")
        do {
            let database = try Database(path: path, create: true)
            try database.execute("PRAGMA page_size=4096; CREATE TABLE t (text TEXT)")
            try database.withStatement("INSERT INTO t (text) VALUES (?)") { insert in
                for index in 0..<200 { try insert.run(.text(String(repeating: "x", count: 100) + "\(index)")) }
            }
        }
        // Page 2, the table's root, overwritten with bytes no page begins with.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 4096))
        try handle.close()
        let error = databaseError { _ = try Database(path: path).scalarText("SELECT count(*) FROM t") }
        #expect(error?.code.primary == .corrupt)
        #expect(error?.code.primary.rawValue == 11)
    }

    @Test func aHeldWriteLockIsBusy() throws {
        try withDatabase { database, folder in
            try database.execute("CREATE TABLE t (x INTEGER)")
            let other = try Database(path: folder.appending("test.sqlite"))
            other.setBusyTimeout(milliseconds: 0)
            try database.transaction(.immediate) {
                let error = databaseError { try other.transaction(.immediate) {} }
                #expect(error?.code.primary == .busy)
            }
        }
    }

    @Test func aWriteOnAReadOnlyConnectionIsReadOnly() throws {
        try withDatabase { database, folder in
            try database.execute("CREATE TABLE t (x INTEGER)")
            let reader = try Database(path: folder.appending("test.sqlite"), readOnly: true)
            #expect(reader.isReadOnly)
            let error = databaseError { try reader.run("INSERT INTO t (x) VALUES (1)") }
            #expect(error?.code.primary == .readOnly)
        }
    }

    @Test func extendedCodesKeepTheirPrimary() {
        #expect(ResultCode.readOnlyDirectory.rawValue == 1544)
        #expect(ResultCode.readOnlyDirectory.primary == .readOnly)
        #expect(ResultCode.ioErrorShortRead.primary == .ioError)
        #expect(!ResultCode.busy.isExtended)
    }
}

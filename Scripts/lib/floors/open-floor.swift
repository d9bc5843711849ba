// What SQLite's first statement on a store costs a Swift program: opens
// STORE read-write (as the apps do) and runs SQL; with no SQL it opens
// nothing, the same program's floor.
//
//     open-floor [STORE SQL]
let arguments = CommandLine.arguments
if arguments.count == 3 {
    var database: OpaquePointer?
    var statement: OpaquePointer?
    guard sqlite3_open_v2(arguments[1], &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
        sqlite3_prepare_v2(database, arguments[2], -1, &statement, nil) == SQLITE_OK
    else { fatalError("open-floor: \(String(cString: sqlite3_errmsg(database)))") }
    while sqlite3_step(statement) == SQLITE_ROW {}
    sqlite3_finalize(statement)
    sqlite3_close(database)
}

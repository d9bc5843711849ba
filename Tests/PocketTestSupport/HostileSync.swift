import Foundation

/// Cells written to a sync server the way another program of the same
/// person could: `pocket_sync.push_stream` (the push people may call)
/// through psql as the person's own role, outside any device's stream, with
/// values and clocks no Pocket device writes (SQL expressions, so a 10 MB
/// value is `repeat('a', 10485760)`, not 10 MB of command line).
package enum HostileSync {
    /// One cell: its key, and its value and clock as SQL expressions.
    package struct Cell: Sendable {
        package var entity, id, field, value, clock: String
        package var device: String

        package init(
            _ entity: String, _ id: String, _ field: String, value: String, clock: String = HostileSync.now,
            device: String = "0badc0de0badc0de0badc0de0badc0de"
        ) {
            self.entity = entity
            self.id = id
            self.field = field
            self.value = value
            self.clock = clock
            self.device = device
        }
    }

    /// The server's time as a clock, one millisecond on: later than every
    /// honest stamp made before, earlier than every one made after.
    package static let now = "((pocket_sync.now_ms() + 1) << 16)"

    /// A text as an SQL literal.
    package static func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// Pushes `cells` of `app` as `user`, through psql; returns how many won.
    @discardableResult
    package static func push(
        _ cells: [Cell], app: String = "tracker", to postgres: TemporaryPostgres,
        user: String, password: String
    ) throws -> String {
        func array(_ items: [String], _ type: String) -> String {
            "ARRAY[" + items.joined(separator: ", ") + "]::\(type)[]"
        }
        let sql =
            "SELECT pocket_sync.push_stream(\(literal(app)), "
            + array(cells.map { literal($0.entity) }, "text") + ", " + array(cells.map { literal($0.id) }, "text")
            + ", "
            + array(cells.map { literal($0.field) }, "text") + ", " + array(cells.map(\.value), "text") + ", "
            + array(cells.map(\.clock), "bigint") + ", " + array(cells.map { literal($0.device) }, "text")
            + ", NULL, NULL, NULL);\n"
        return try psql(sql, postgres: postgres, user: user, password: password)
    }

    /// Runs `sql` (on stdin) through psql as `user`; its output, or the error it printed.
    package static func psql(_ sql: String, postgres: TemporaryPostgres, user: String, password: String) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [
            "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", postgres.url(user: user, password: password), "-f", "-",
        ]
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(sql.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(message: "psql failed: \(problem)") }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    package struct Failure: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }
}

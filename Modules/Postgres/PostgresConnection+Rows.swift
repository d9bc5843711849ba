import CPostgres

/// Reading a large result row by row, straight from libpq's buffer.
///
/// `execute` copies every value into a `[[String?]]` first: for a pulled
/// page of 20,000 cells that is 140,000 strings and 20,000 arrays made and
/// dropped before the caller sees a cell. A caller that turns each row into
/// its own value reads the columns it needs from a `PostgresRow` instead.
extension PostgresConnection {
    /// Runs one statement like `execute` and calls `body` with each row in turn.
    package func forEachRow(
        _ sql: String, parameters: [String?] = [],
        _ body: (PostgresRow) throws -> Void
    ) throws {
        guard !timedOut else { throw PostgresError.timedOut(seconds: settings.timeout) }
        let result = try roundTrip(sql, parameters: parameters)
        defer { pq.clear(result) }
        let status = result.map { pq.resultStatus($0) } ?? PGRES_FATAL_ERROR
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else { throw failure(result) }
        guard let result else { return }
        for row in 0..<pq.ntuples(result) { try body(PostgresRow(pq: pq, result: result, row: row)) }
    }
}

/// One row of a result, valid only inside `forEachRow`'s body.
package struct PostgresRow {
    let pq: LibPQ
    let result: OpaquePointer
    let row: Int32

    /// The column as text, nil for NULL.
    package func text(_ column: Int32) -> String? {
        guard pq.getisnull(result, row, column) == 0, let value = pq.getvalue(result, row, column) else { return nil }
        let length = Int(pq.getlength(result, row, column))
        return value.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// The column as an integer, nil for NULL or text that is not one
    /// (read as digits in place: no string is made).
    package func int64(_ column: Int32) -> Int64? {
        guard pq.getisnull(result, row, column) == 0, let value = pq.getvalue(result, row, column) else { return nil }
        let length = Int(pq.getlength(result, row, column))
        return value.withMemoryRebound(to: UInt8.self, capacity: length) { start -> Int64? in
            let bytes = UnsafeBufferPointer(start: start, count: length)
            let negative = bytes.first == UInt8(ascii: "-")
            let digits = bytes.dropFirst(negative ? 1 : 0)
            guard !digits.isEmpty else { return nil }
            // Summed below zero, so that Int64.min reads too.
            var number: Int64 = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (times, over) = number.multipliedReportingOverflow(by: 10)
                let (sum, under) = times.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                guard !over, !under else { return nil }
                number = sum
            }
            if negative { return number }
            return number == .min ? nil : -number
        }
    }
}

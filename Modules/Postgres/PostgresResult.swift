/// What a statement returned, copied out of libpq's result: column names,
/// rows of text values (nil for SQL NULL) and the count of rows it changed.
package struct PostgresResult: Sendable, Equatable {
    package var columns: [String]
    package var rows: [[String?]]
    /// `PQcmdTuples`: rows inserted, updated or deleted (0 when not applicable).
    package var affectedRows: Int

    package init(columns: [String], rows: [[String?]], affectedRows: Int) {
        self.columns = columns
        self.rows = rows
        self.affectedRows = affectedRows
    }

    /// The first column of the first row, if there is one and it is not NULL.
    package var scalar: String? { rows.first?.first ?? nil }
}

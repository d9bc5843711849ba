/// What a statement returned, copied out of libpq's result: column names,
/// rows of text values (nil for SQL NULL) and the count of rows it changed.
public struct PostgresResult: Sendable, Equatable {
    public var columns: [String]
    public var rows: [[String?]]
    /// `PQcmdTuples`: rows inserted, updated or deleted (0 when not applicable).
    public var affectedRows: Int

    public init(columns: [String], rows: [[String?]], affectedRows: Int) {
        self.columns = columns
        self.rows = rows
        self.affectedRows = affectedRows
    }

    /// The first column of the first row, if there is one and it is not NULL.
    public var scalar: String? { rows.first?.first ?? nil }
}

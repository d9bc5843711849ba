import CSQLite

/// The current row of a stepping statement, read by 0-based column. Valid
/// only until the statement steps again or its scope ends: read it into
/// values, never keep it. The readers are inlinable: a store reads a dozen
/// columns of a thousand rows for one `list`, and a call into this module
/// per column would cost more than the read.
package struct Row {
    @usableFromInline let handle: OpaquePointer

    @usableFromInline init(handle: OpaquePointer) { self.handle = handle }

    /// The number of columns.
    @inlinable package var count: Int { Int(sqlite3_column_count(handle)) }

    /// Whether the column is NULL.
    @inlinable package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// The column as an integer (0 for NULL).
    @inlinable package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The column as an `Int` (0 for NULL).
    @inlinable package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    /// The column as a floating-point number (0 for NULL).
    @inlinable package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as text, nil for NULL.
    @inlinable package func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The column as text, "" for NULL (for NOT NULL columns).
    @inlinable package func string(_ column: Int32) -> String { text(column) ?? "" }

    /// BODY with the column's text as bytes (empty for NULL), valid only
    /// inside it: for matching without making a `String`.
    @inlinable
    package func withBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_text(handle, column)
        let count = pointer == nil ? 0 : Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: pointer, count: count))
    }
}

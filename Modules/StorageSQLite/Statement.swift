import CSQLite
import SharedModels
import Storage

/// SQLite copies bound text before `bind` returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement owned by a `Database`'s cache. Bind, step, read
/// columns, then `reset` so the next user finds it clean.
public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    /// The SQL text (named in errors).
    public let sql: String

    init(handle: OpaquePointer, database: Database, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    func finalize() { sqlite3_finalize(handle) }

    /// Clears bindings and rewinds, ready for the next use.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds values to `?` parameters 1, 2, … in order.
    @discardableResult
    public func bind(_ values: SQLValue...) throws -> Statement {
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
        return self
    }

    /// Binds one value to the 1-based parameter `index`.
    public func bind(_ value: SQLValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
        case .text(let text):
            code =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    sqlite3_bind_text(
                        handle, index,
                        bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                        Int32(bytes.count), transient)
                } ?? sqlite3_bind_text(handle, index, text, -1, transient)
        }
        guard code == SQLITE_OK else { throw database.lastError(sql: sql) }
    }

    /// Advances to the next row: true while there is one.
    public func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.lastError(sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, then resets it.
    public func run(_ values: SQLValue...) throws {
        defer { reset() }
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
        while try step() {}
    }

    /// Whether the column of the current row is NULL (columns are 0-based).
    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// The column as an integer (0 for NULL).
    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The column as an `Int` (0 for NULL).
    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    /// The column as text, nil for NULL.
    public func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// BODY with the column's text as bytes (empty for NULL), valid only
    /// inside it: for matching without making a `String`.
    public func withBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_text(handle, column)
        let count = pointer == nil ? 0 : Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// The column as text, "" for NULL (for NOT NULL columns).
    public func string(_ column: Int32) -> String { text(column) ?? "" }

    /// The column's text as `#RRGGBB` (any case), decoded from its bytes
    /// without making a `String`: `trackers()` reads a color per tracker.
    /// Nil for NULL or any other shape.
    public func color(_ column: Int32) -> RGBColor? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return RGBColor(storedHexBytes: UnsafeBufferPointer(start: pointer, count: count))
    }
}

/// A value bound to a statement parameter.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case text(String)

    /// An integer parameter from an `Int`.
    public static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
    /// Text, or NULL for nil.
    public static func optionalText(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }
}

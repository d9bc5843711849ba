/// What can go wrong in a store. The localized text is made by the presenter
/// in AppPlugin; the payload carries what that text names.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be decoded (corrupt, truncated, wrong content). Exit 65.
    case corrupt(path: String, detail: String)
    /// Written by a newer build than this one. Exit 65.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The file or folder cannot be read or written. Exit 65 for reads, 1 else.
    case io(path: String, detail: String)
    /// SQLite failed: the code, message and SQL of the statement.
    case sqlite(code: Int32, message: String, sql: String)
    /// A unique constraint: an id, a category title, a record.
    case conflict(entity: StoreEntity, key: String)
    /// An entity named by a change does not exist.
    case notFound(entity: StoreEntity, key: String)
    /// A write was attempted inside `Store.read`.
    case readOnly
    /// `migrate` without `--force` found data in the target (counts per entity). Exit 64.
    case targetNotEmpty(path: String, counts: [String: Int])
    /// A copy between backends did not arrive whole. Exit 1.
    case countMismatch(entity: StoreEntity, expected: Int, found: Int)

    public var description: String {
        switch self {
        case let .corrupt(path, detail): "\(path): corrupt store: \(detail)"
        case let .newerVersion(path, found, supported): "\(path): schema version \(found) is newer than \(supported)"
        case let .io(path, detail): "\(path): \(detail)"
        case let .sqlite(code, message, sql): "SQLite error \(code): \(message) (in: \(sql))"
        case let .conflict(entity, key): "\(entity.rawValue) '\(key)' exists already"
        case let .notFound(entity, key): "\(entity.rawValue) '\(key)' not found"
        case .readOnly: "write inside a read-only scope"
        case let .targetNotEmpty(path, counts):
            "\(path): target store is not empty (" + counts.sorted { $0.key < $1.key }
                .filter { $0.value > 0 }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        case let .countMismatch(entity, expected, found): "copy of \(entity.countKey): expected \(expected), found \(found)"
        }
    }
}

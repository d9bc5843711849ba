/// How a transaction takes its locks (`BEGIN DEFERRED`, `IMMEDIATE`, `EXCLUSIVE`).
package enum TransactionKind: String, Sendable {
    /// Locks as statements need them: for reads (a snapshot from the first read).
    case deferred = "DEFERRED"
    /// The write lock up front, so concurrent writers wait in the busy
    /// handler instead of failing mid-transaction: for writes.
    case immediate = "IMMEDIATE"
    /// Readers shut out too (outside WAL mode).
    case exclusive = "EXCLUSIVE"
}

extension Database {
    /// Runs `body` in a transaction of `kind`: committed when it returns,
    /// rolled back when it throws (or the commit fails), the error rethrown.
    package func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try execute("BEGIN \(kind.rawValue)")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }
}

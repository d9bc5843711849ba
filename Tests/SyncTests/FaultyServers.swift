import SyncKit

/// A server that fails at the push, in the two ways a connection can be
/// lost there: before the push arrives, or after the server committed it.
extension SyncServer {
    /// Pushes commit and then lose their answer.
    func answerLost() -> SyncServer {
        let real = self
        return SyncServer(
            schemaVersion: schemaVersion, nowMilliseconds: nowMilliseconds, hello: hello,
            push: { app, cells, stream, token throws(SyncError) in
                _ = try real.pushStream(app, cells, stream, token)
                throw .unreachable(detail: "connection lost after the commit")
            },
            pull: pull, label: "lossy")
    }

    /// Pushes never arrive (the token is drawn and kept, nothing is stored).
    func unreachableOnPush() -> SyncServer {
        SyncServer(
            schemaVersion: schemaVersion, nowMilliseconds: nowMilliseconds, hello: hello,
            push: { _, _, _, _ throws(SyncError) in throw .unreachable(detail: "connection lost before the push") },
            pull: pull, label: "down")
    }
}

extension SyncServer {
    /// Pulls fail (a pull killed before its page's transaction committed
    /// leaves exactly what a failed pull does).
    func pullFails() -> SyncServer {
        SyncServer(
            schemaVersion: schemaVersion, nowMilliseconds: nowMilliseconds, hello: hello, push: pushStream,
            pull: { _, _, _, _ throws(SyncError) in throw .unreachable(detail: "connection lost in the pull") },
            label: "pull-down")
    }
}

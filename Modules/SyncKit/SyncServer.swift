/// What a device asks of the sync server, as a struct of closures: the live
/// one speaks to PostgreSQL (`SyncPostgres`), the tests' reference model
/// keeps cells in memory. Every call may throw `SyncError`.
package struct SyncServer: Sendable {
    /// The schema version the server has installed.
    package var schemaVersion: @Sendable () throws(SyncError) -> Int
    /// The server's wall clock in milliseconds since 1970.
    package var nowMilliseconds: @Sendable () throws(SyncError) -> Int64
    /// The server's identity, whether it knows the mark the device last
    /// saw, and its last token of the device (`ServerHello`).
    package var hello: @Sendable (_ app: String, _ device: String, _ seen: ServerMark) throws(SyncError) -> ServerHello
    /// Stores the cells that win over the server's versions, in one server
    /// transaction; returns how many won. Pushing the same cells again
    /// changes nothing. With a stream, `token` becomes the device's last
    /// token, and a push the stream does not allow (`DeviceStream.accepts`)
    /// is refused with `SyncError.deviceForked`, nothing stored; without one
    /// (tools, benchmarks) no stream is checked.
    package var pushStream:
        @Sendable (_ app: String, _ cells: [SyncCell], _ stream: DeviceStream?, _ token: String) throws(SyncError) ->
            Int
    /// The next page of the account's cells after `cursor`, leaving out the
    /// ones `device` wrote (it has them).
    package var pull:
        @Sendable (_ app: String, _ cursor: Int64, _ device: String, _ limit: Int) throws(SyncError) -> PullPage
    /// A label for `sync status`: user, host and database, never a password.
    package var label: String

    package init(
        schemaVersion: @escaping @Sendable () throws(SyncError) -> Int,
        nowMilliseconds: @escaping @Sendable () throws(SyncError) -> Int64,
        hello: @escaping @Sendable (String, String, ServerMark) throws(SyncError) -> ServerHello,
        push: @escaping @Sendable (String, [SyncCell], DeviceStream?, String) throws(SyncError) -> Int,
        pull: @escaping @Sendable (String, Int64, String, Int) throws(SyncError) -> PullPage,
        label: String
    ) {
        self.schemaVersion = schemaVersion
        self.nowMilliseconds = nowMilliseconds
        self.hello = hello
        self.pushStream = push
        self.pull = pull
        self.label = label
    }

    /// A push outside any device's stream.
    package func push(_ app: String, _ cells: [SyncCell]) throws(SyncError) -> Int {
        try pushStream(app, cells, nil, "")
    }
}

/// One page of a pull: the cells, and the cursor to ask from next time
/// (the highest sequence number the server looked at, including cells it
/// left out because they were the asking device's own). `cursor == after`
/// means there is nothing more.
package struct PullPage: Sendable, Equatable {
    package var cells: [SyncCell]
    package var cursor: Int64
    package var isLast: Bool

    package init(cells: [SyncCell], cursor: Int64, isLast: Bool) {
        self.cells = cells
        self.cursor = cursor
        self.isLast = isLast
    }
}

/// The schema version this build speaks. A server with a newer one is
/// refused (`SyncError.serverTooNew`) rather than written in a shape the
/// other devices would misread; an older one (`SyncError.serverTooOld`)
/// lacks the server's identity (version 2) or tells no device its last
/// token (version 3), and its owner runs `pocket sync init` to upgrade it.
package let supportedServerSchema = 3

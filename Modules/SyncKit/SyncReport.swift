/// What one sync did, counted in cells: a new tracker is its 8 fields (9
/// with a count), a mark one cell. `setAside`: what broke the store's rules
/// this time (`Quarantine`), one entry per tracker, habit or category, for
/// the warnings. In SyncKit, beside `SyncableStore`, so the commands read it
/// without knowing the store that made it.
package struct SyncReport: Sendable, Equatable {
    package var sent: Int
    package var received: Int
    package var device: String
    /// Why this sync re-sent everything (nil: it did not), see `ResendReason`.
    package var resent: ResendReason? = nil
    package var setAside: [SetAside] = []

    package init(
        sent: Int, received: Int, device: String, resent: ResendReason? = nil, setAside: [SetAside] = []
    ) {
        self.sent = sent
        self.received = received
        self.device = device
        self.resent = resent
        self.setAside = setAside
    }
}

/// Changes of one entity that a sync set aside because they break the
/// store's rules (`CellRules`): what the warning of `APP sync` names.
package struct SetAside: Sendable, Equatable {
    package enum Direction: String, Sendable {
        /// Pulled from the server and not taken in.
        case received = "in"
        /// Made on this device (by another program) and not sent.
        case unsent = "out"
    }

    package var direction: Direction
    /// What the warning names: a tracker (or goal), a habit or a category;
    /// for a record or a tracked day, the tracker or habit it belongs to.
    package var entity: String
    /// The entity's id as the cell has it (at most `Quarantine.excerptBytes`).
    package var id: String
    /// The entity's name on this device, when it has one its rules take.
    package var name: String?
    /// What broke the rules, sorted: field names (`name`, `color`…), or
    /// `clock`, `device`, `id`, `entity`, `field` for the cell itself.
    package var problems: [String]

    package init(direction: Direction, entity: String, id: String, name: String?, problems: [String]) {
        self.direction = direction
        self.entity = entity
        self.id = id
        self.name = name
        self.problems = problems
    }
}

/// What `APP sync status` shows: read from the store alone, no connection.
package struct SyncStatus: Sendable, Equatable {
    /// Nil before the first sync.
    package var device: String?
    /// Milliseconds since 1970 of the last finished sync.
    package var lastSync: Int64?
    /// Changes made here and not pushed yet (before the first sync: every row).
    package var waiting: Int
    /// The server of the last sync (never a password).
    package var server: String?
    /// The last time this device re-sent everything, and why (`ResendReason`).
    package var recovery: Recovery? = nil
    /// Whether that re-send is still under way (a sync was cut off).
    package var resending = false

    package struct Recovery: Sendable, Equatable {
        package var reason: ResendReason
        /// Milliseconds since 1970.
        package var at: Int64

        package init(reason: ResendReason, at: Int64) {
            self.reason = reason
            self.at = at
        }
    }
    /// Cells set aside for breaking the store's rules, received or unsent (`Quarantine`).
    package var setAside: Int = 0

    package init(
        device: String?, lastSync: Int64?, waiting: Int, server: String?, recovery: Recovery? = nil,
        resending: Bool = false, setAside: Int = 0
    ) {
        self.device = device
        self.lastSync = lastSync
        self.waiting = waiting
        self.server = server
        self.recovery = recovery
        self.resending = resending
        self.setAside = setAside
    }
}

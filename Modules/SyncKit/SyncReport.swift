/// What one sync did, counted in cells: a new tracker is its 8 fields (9
/// with a count), a mark one cell. `setAside`: what broke the store's rules
/// this time (`Quarantine`), one entry per tracker, habit or category, for
/// the warnings. In SyncKit, beside `SyncableStore`, so the commands read it
/// without knowing the store that made it.
public struct SyncReport: Sendable, Equatable {
    public var sent: Int
    public var received: Int
    public var device: String
    /// Why this sync re-sent everything (nil: it did not), see `ResendReason`.
    public var resent: ResendReason? = nil
    public var setAside: [SetAside] = []

    public init(
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
public struct SetAside: Sendable, Equatable {
    public enum Direction: String, Sendable {
        /// Pulled from the server and not taken in.
        case received = "in"
        /// Made on this device (by another program) and not sent.
        case unsent = "out"
    }

    public var direction: Direction
    /// What the warning names: a tracker (or goal), a habit or a category;
    /// for a record or a tracked day, the tracker or habit it belongs to.
    public var entity: String
    /// The entity's id as the cell has it (at most `Quarantine.excerptBytes`).
    public var id: String
    /// The entity's name on this device, when it has one its rules take.
    public var name: String?
    /// What broke the rules, sorted: field names (`name`, `color`…), or
    /// `clock`, `device`, `id`, `entity`, `field` for the cell itself.
    public var problems: [String]

    public init(direction: Direction, entity: String, id: String, name: String?, problems: [String]) {
        self.direction = direction
        self.entity = entity
        self.id = id
        self.name = name
        self.problems = problems
    }
}

/// What `APP sync status` shows: read from the store alone, no connection.
public struct SyncStatus: Sendable, Equatable {
    /// Nil before the first sync.
    public var device: String?
    /// Milliseconds since 1970 of the last finished sync.
    public var lastSync: Int64?
    /// Changes made here and not pushed yet (before the first sync: every row).
    public var waiting: Int
    /// The server of the last sync (never a password).
    public var server: String?
    /// The last time this device re-sent everything, and why (`ResendReason`).
    public var recovery: Recovery? = nil
    /// Whether that re-send is still under way (a sync was cut off).
    public var resending = false

    public struct Recovery: Sendable, Equatable {
        public var reason: ResendReason
        /// Milliseconds since 1970.
        public var at: Int64

        public init(reason: ResendReason, at: Int64) {
            self.reason = reason
            self.at = at
        }
    }
    /// Cells set aside for breaking the store's rules, received or unsent (`Quarantine`).
    public var setAside: Int = 0

    public init(
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

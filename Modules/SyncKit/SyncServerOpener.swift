/// How the sync commands reach a server and a device's store, as a struct
/// of closures: the live one (SyncLive's `SyncServerOpener.live`, over
/// PostgreSQL and the SQLite store) is passed in where a program is
/// composed, so the commands know neither. Every call may throw `SyncError`.
package struct SyncServerOpener: Sendable {
    /// Where the server is: `url` (from `--url`), else `POCKET_SYNC_URL` or
    /// sync.conf. Nothing is reached yet; nothing configured, or something
    /// unusable, throws.
    package var locate: @Sendable (_ url: String?, _ variables: [String: String]) throws(SyncError) -> SyncServerAddress
    /// The store of an app's data folder (`pocket sync`), opened for syncing.
    package var openStore: @Sendable (_ directory: String) throws -> any SyncableStore
    /// Why a user name cannot be a server login (nil: it can), judged
    /// before a password is asked for or a server reached.
    package var userNameProblem: @Sendable (_ name: String) -> SyncServerSetup.UserNameProblem?

    package init(
        locate: @escaping @Sendable (String?, [String: String]) throws(SyncError) -> SyncServerAddress,
        openStore: @escaping @Sendable (String) throws -> any SyncableStore,
        userNameProblem: @escaping @Sendable (String) -> SyncServerSetup.UserNameProblem?
    ) {
        self.locate = locate
        self.openStore = openStore
        self.userNameProblem = userNameProblem
    }

    /// For a plugin built without sync's live parts (tests that never sync):
    /// every sync is refused as unconfigured.
    package static let unavailable = SyncServerOpener(
        locate: { _, _ throws(SyncError) in throw .notConfigured(configFile: "sync.conf") },
        openStore: { _ in throw SyncError.notConfigured(configFile: "sync.conf") },
        userNameProblem: { _ in nil })
}

/// A located server: its label, whether the password came on the command
/// line, and how to connect to it as a device or as its owner.
package struct SyncServerAddress: Sendable {
    /// User, host and database, never a password.
    package var label: String
    /// The password is in `--url`, so in the process list while it runs.
    package var passwordOnCommandLine: Bool
    /// The server a device syncs with, connected and checked.
    package var connect: @Sendable () throws(SyncError) -> SyncServer
    /// The owner's side (`pocket sync init`, `add-user`, `restored`), connected.
    package var administer: @Sendable () throws(SyncError) -> SyncServerSetup

    package init(
        label: String, passwordOnCommandLine: Bool, connect: @escaping @Sendable () throws(SyncError) -> SyncServer,
        administer: @escaping @Sendable () throws(SyncError) -> SyncServerSetup
    ) {
        self.label = label
        self.passwordOnCommandLine = passwordOnCommandLine
        self.connect = connect
        self.administer = administer
    }
}

/// What the database owner runs on a connected server, as closures.
package struct SyncServerSetup: Sendable {
    /// Installs the schema or upgrades it to this build's version.
    package var install: @Sendable () throws(SyncError) -> Outcome
    /// A login role for one person; throws `UserError` or `SyncError`.
    package var addUser: @Sendable (_ name: String, _ password: String) throws -> Void
    /// Draws a new generation after a restore; returns it.
    package var newGeneration: @Sendable () throws(SyncError) -> String

    package init(
        install: @escaping @Sendable () throws(SyncError) -> Outcome,
        addUser: @escaping @Sendable (String, String) throws -> Void,
        newGeneration: @escaping @Sendable () throws(SyncError) -> String
    ) {
        self.install = install
        self.addUser = addUser
        self.newGeneration = newGeneration
    }

    /// What `install` did.
    package enum Outcome: Equatable, Sendable {
        case installed(version: Int)
        case upgraded(from: Int, to: Int)
        case alreadyCurrent(version: Int)
    }

    /// What `addUser` refuses.
    package enum UserError: Error, Equatable, Sendable {
        /// Not a plain lower-case name (`UserNameProblem`).
        case invalidName(String)
        /// A role of that name exists already.
        case exists(String)
        case emptyPassword
    }

    /// Why a name cannot be a login.
    package enum UserNameProblem: Sendable, Equatable {
        /// Not lower-case letters, digits and `_` (at most 63, no digit first).
        case malformed
        /// Well formed, but PostgreSQL keeps it: a reserved word, `public`, `none` or `pg_…`.
        case reserved
    }
}

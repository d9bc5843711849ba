import SharedModels

/// What an app reads besides its command line, as its man page lists it in
/// ENVIRONMENT and FILES: the one table those sections are rendered from.
/// An app's table is composed of the parts it runs (the runner's, the habit
/// commands', sync's, its own), each declared beside the code that reads
/// the variables, so a page names only variables its app reads.
public struct DocumentedEnvironment: Sendable, Equatable {
    /// Variables read together and what they do: one ENVIRONMENT entry.
    public struct Entry: Sendable, Equatable {
        public var variables: [EnvironmentVariable]
        public var text: String

        public init(_ variables: [EnvironmentVariable], _ text: String) {
            self.variables = variables
            self.text = text
        }
    }

    /// A file or folder the app reads or writes: one FILES entry.
    public struct File: Sendable, Equatable {
        /// As the page shows it: `$XDG_CONFIG_HOME/pocket/sync.conf`.
        public var path: String
        public var text: String

        public init(_ path: String, _ text: String) {
            self.path = path
            self.text = text
        }
    }

    public var entries: [Entry]
    public var files: [File]

    public init(_ entries: [Entry] = [], files: [File] = []) {
        self.entries = entries
        self.files = files
    }

    /// Every variable the table names, in its order.
    public var variables: [EnvironmentVariable] { entries.flatMap(\.variables) }

    /// `self` then what `other` adds; an entry or file already in `self`
    /// (two apps that both sync, on the host's page) is listed once.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            lhs.entries + rhs.entries.filter { !lhs.entries.contains($0) },
            files: lhs.files + rhs.files.filter { !lhs.files.contains($0) })
    }
}

import SharedModels

/// What an app reads besides its command line, as its man page lists it in
/// ENVIRONMENT and FILES: the one table those sections are rendered from.
/// An app's table is composed of the parts it runs (the runner's, the habit
/// commands', sync's, its own), each declared beside the code that reads
/// the variables, so a page names only variables its app reads.
package struct DocumentedEnvironment: Sendable, Equatable {
    /// Variables read together and what they do: one ENVIRONMENT entry.
    package struct Entry: Sendable, Equatable {
        package var variables: [EnvironmentVariable]
        package var text: String

        package init(_ variables: [EnvironmentVariable], _ text: String) {
            self.variables = variables
            self.text = text
        }
    }

    /// A file or folder the app reads or writes: one FILES entry.
    package struct File: Sendable, Equatable {
        /// As the page shows it: `$XDG_CONFIG_HOME/pocket/sync.conf`.
        package var path: String
        package var text: String

        package init(_ path: String, _ text: String) {
            self.path = path
            self.text = text
        }
    }

    package var entries: [Entry]
    package var files: [File]

    package init(_ entries: [Entry] = [], files: [File] = []) {
        self.entries = entries
        self.files = files
    }

    /// Every variable the table names, in its order.
    package var variables: [EnvironmentVariable] { entries.flatMap(\.variables) }

    /// `self` then what `other` adds; an entry or file already in `self`
    /// (two apps that both sync, on the host's page) is listed once.
    package static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            lhs.entries + rhs.entries.filter { !lhs.entries.contains($0) },
            files: lhs.files + rhs.files.filter { !lhs.files.contains($0) })
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import SyncKit

/// `pocket sync init [--url URL]`: run once by the database owner; installs
/// the sync schema or upgrades it, and says which it did (a line, or `--json`'s document).
enum ServerInitCommand {
    static func command(_ servers: SyncServerOpener) -> HostCommand {
        HostCommand(
            "init", abstract: { $0(.syncInitAbstract) }, discussion: { $0(.syncInitDiscussion) },
            options: [SyncCommands.urlOption]
        ) { try run($0, $1, servers) }
    }

    static func run(_ invocation: Invocation, _ context: HostContext, _ servers: SyncServerOpener) throws {
        let connection = try ServerConnection.open(invocation, context, servers)
        let l = context.localizer
        let label = connection.label
        let outcome = try connection.setup.install()
        let line: String
        var json = Report(server: label, result: "current", schema: 0, previousSchema: nil)
        switch outcome {
        case .installed(let version):
            line = l(.syncInitInstalled(version, label))
            (json.result, json.schema) = ("installed", version)
        case .upgraded(let from, let to):
            line = l(.syncInitUpgraded(from, to, label))
            (json.result, json.schema, json.previousSchema) = ("upgraded", to, from)
        case .alreadyCurrent(let version):
            line = l(.syncInitCurrent(version, label))
            json.schema = version
        }
        try SyncCommands.report(line, json: json, context)
    }

    /// `--json`: `{"server","result":"installed"|"upgraded"|"current","schema","previousSchema":null|N}`.
    struct Report: Encodable {
        var server: String
        var result: String
        var schema: Int
        @AlwaysEncoded var previousSchema: Int?

        private enum CodingKeys: String, CodingKey { case server, result, schema, previousSchema }
    }
}

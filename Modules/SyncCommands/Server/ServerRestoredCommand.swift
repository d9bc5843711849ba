import AppPlugin
import CLIKit
import Localization
import SyncKit

/// `pocket sync restored [--url URL]`: run by the database owner after the
/// server was restored from a backup (or its data otherwise set back). It
/// draws a new generation; every device that sees it re-sends all it has,
/// which brings back what the backup lacked. Harmless to run needlessly
/// (the devices re-send once).
enum ServerRestoredCommand {
    static func command(_ servers: SyncServerOpener) -> HostCommand {
        HostCommand(
            "restored", abstract: { $0(.syncRestoredAbstract) }, discussion: { $0(.syncRestoredDiscussion) },
            options: [SyncCommands.urlOption]
        ) { try run($0, $1, servers) }
    }

    static func run(_ invocation: Invocation, _ context: HostContext, _ servers: SyncServerOpener) throws {
        let connection = try ServerConnection.open(invocation, context, servers)
        let generation = try connection.setup.newGeneration()
        let server = connection.label
        try SyncCommands.report(
            context.localizer(.syncRestoredDone(server)), json: ["server": server, "generation": generation], context)
    }
}

import AppPlugin
import CLIKit
import Localization
import SyncPostgres

/// `pocket sync init [--url URL]`: run once by the database owner; installs
/// the sync schema or upgrades it, and says which it did.
enum ServerInitCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(
            name: "init", abstract: l(.syncInitAbstract), discussion: l(.syncInitDiscussion),
            options: [SyncCommands.urlOption(l)])
    }

    static func run(_ invocation: Invocation, _ context: HostContext) throws {
        let connection = try ServerConnection.open(invocation, context)
        let l = context.localizer
        let label = connection.settings.label
        switch try SyncInstaller.install(connection) {
        case .installed(let version): context.output.line(l(.syncInitInstalled(version, label)))
        case .upgraded(let from, let to): context.output.line(l(.syncInitUpgraded(from, to, label)))
        case .alreadyCurrent(let version): context.output.line(l(.syncInitCurrent(version, label)))
        }
    }
}

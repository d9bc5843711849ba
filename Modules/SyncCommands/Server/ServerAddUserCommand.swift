import AppPlugin
import CLIKit
import Localization
import SyncKit

/// `pocket sync add-user NAME [--url URL]`: a login role for one person (all
/// their devices), in the sync users' group. The password comes from
/// standard input (one line), or is asked twice without echo on a terminal.
enum ServerAddUserCommand {
    static let user = Argument<String>("name")

    static func command(_ servers: SyncServerOpener) -> HostCommand {
        HostCommand(
            "add-user", abstract: { $0(.syncAddUserAbstract) }, discussion: { $0(.syncAddUserDiscussion) },
            arguments: [.argument(user) { $0(.syncAddUserName) }], options: [SyncCommands.urlOption]
        ) { try run($0, $1, servers) }
    }

    static func run(_ invocation: Invocation, _ context: HostContext, _ servers: SyncServerOpener) throws {
        let name = try invocation.value(of: user)
        // The name is checked before a password is asked for or a server reached.
        if let problem = servers.userNameProblem(name) { throw ServerCommandError(userName: name, problem) }
        let password = try PasswordInput.read(for: name, context)
        let connection = try ServerConnection.open(invocation, context, servers)
        do {
            try connection.setup.addUser(name, password)
        } catch let error as SyncServerSetup.UserError {
            throw ServerCommandError(error, servers)
        }
        let server = connection.label
        try SyncCommands.report(
            context.localizer(.syncAddUserDone(name, server)), json: ["user": name, "server": server], context)
    }
}

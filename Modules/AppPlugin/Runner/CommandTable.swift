import CLIKit
import Localization

/// One command of a table: its name (language independent, so dispatch
/// builds no spec), its spec and how to run it with the table's context (an
/// `AppEnvironment`, image-feed's context, the host's).
///
/// Every app wires its commands as a `[CommandEntry]`: the one place a
/// command is named, listed in help and dispatched.
public struct CommandEntry<Context>: Sendable {
    public let name: String
    public let spec: @Sendable (Localizer) -> CommandSpec
    public let run: @Sendable (Invocation, Context) throws -> Void

    public init(
        _ name: String, spec: @escaping @Sendable (Localizer) -> CommandSpec,
        run: @escaping @Sendable (Invocation, Context) throws -> Void
    ) {
        self.name = name
        self.spec = spec
        self.run = run
    }
}

extension Array {
    /// The commands, in the table's order (help lists them so), each spec
    /// built only when the parse or help needs it.
    public func specs<Context>(_ l: Localizer) -> [DeferredCommand] where Element == CommandEntry<Context> {
        map { entry in DeferredCommand(name: entry.name) { entry.spec(l) } }
    }

    /// Runs the entry the invocation's first command word names: an app's
    /// command, the parser having filled in the default one (`defaultCommand`).
    public func run<Context>(_ invocation: Invocation, _ context: Context) throws
    where Element == CommandEntry<Context> {
        try run(invocation.commandPath.first ?? "", invocation, context)
    }

    /// Runs the entry named `name`; a name the table lacks is a usage error.
    public func run<Context>(_ name: String, _ invocation: Invocation, _ context: Context) throws
    where Element == CommandEntry<Context> {
        // Indices, not `first(where:)`: unspecialized here, that generic
        // method looks `Element` up at run time (a conformance scan).
        for index in indices where self[index].name == name {
            return try self[index].run(invocation, context)
        }
        throw UsageError.unknownCommand(name, suggestion: nil)
    }
}

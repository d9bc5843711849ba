import CLIKit
import Localization

/// An option or flag of a `Command` with its localized help: the typed
/// declaration (`Option`, `RequiredOption`, `Flag`) the command reads, and
/// what help says of it in this command.
package struct CommandOption: Sendable {
    let spec: @Sendable (Localizer) -> OptionSpec

    /// The spec in a language, help included.
    init(_ spec: @escaping @Sendable (Localizer) -> OptionSpec) { self.spec = spec }

    package static func option<Value>(_ option: Option<Value>, help: @escaping HelpText) -> Self {
        Self { option.spec(help: help($0)) }
    }

    package static func option<Value>(_ option: RequiredOption<Value>, help: @escaping HelpText) -> Self {
        Self { option.spec(help: help($0)) }
    }

    package static func flag(_ flag: Flag, help: @escaping HelpText) -> Self {
        Self { flag.spec(help: help($0)) }
    }
}

/// A positional argument of a `Command` with its localized help.
package struct CommandArgument: Sendable {
    let spec: @Sendable (Localizer) -> ArgumentSpec

    /// The spec in a language, help included.
    init(_ spec: @escaping @Sendable (Localizer) -> ArgumentSpec) { self.spec = spec }

    package static func argument<Value>(_ argument: Argument<Value>, help: @escaping HelpText) -> Self {
        Self { argument.spec(help: help($0)) }
    }
}

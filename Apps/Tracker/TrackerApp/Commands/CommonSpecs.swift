import CLIKit
import Localization

/// Arguments and options several tracker commands share, so their names and
/// help read the same everywhere.
enum CommonSpecs {
    /// `T`: a tracker by name (ignoring case) or id prefix.
    static func tracker(_ l: Localizer) -> ArgumentSpec {
        ArgumentSpec("tracker", help: l("tracker.help.argument.tracker"))
    }

    static func date(_ l: Localizer) -> OptionSpec {
        OptionSpec("date", help: l("tracker.help.option.date"), valueName: "date", kind: .value)
    }

    static func yes(_ l: Localizer) -> OptionSpec {
        OptionSpec("yes", short: "y", help: l("tracker.help.option.yes"))
    }

    static func category(_ l: Localizer) -> OptionSpec {
        OptionSpec("category", help: l("tracker.help.option.category"), valueName: "title", kind: .value)
    }

    static func schedule(_ l: Localizer) -> OptionSpec {
        OptionSpec("schedule", help: l("tracker.help.option.schedule"), valueName: "days", kind: .value)
    }

    static func emoji(_ l: Localizer) -> OptionSpec {
        OptionSpec("emoji", help: l("tracker.help.option.emoji"), valueName: "emoji", kind: .value)
    }

    static func color(_ l: Localizer) -> OptionSpec {
        OptionSpec("color", help: l("tracker.help.option.color"), valueName: "color", kind: .value)
    }
}

import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere.
enum CommonSpecs {
    /// `H`: a habit by name (ignoring case) or id prefix.
    static func habit(_ l: Localizer) -> ArgumentSpec {
        ArgumentSpec("habit", help: l(.myhabitsHelpArgumentHabit))
    }

    static func time(_ l: Localizer) -> OptionSpec {
        OptionSpec("time", help: l(.myhabitsHelpOptionTime), valueName: "HH:MM", kind: .value)
    }

    static func color(_ l: Localizer) -> OptionSpec {
        OptionSpec("color", help: l(.myhabitsHelpOptionColor), valueName: "color", kind: .value)
    }

    static func yes(_ l: Localizer) -> OptionSpec {
        OptionSpec("yes", short: "y", help: l(.myhabitsHelpOptionYes))
    }
}

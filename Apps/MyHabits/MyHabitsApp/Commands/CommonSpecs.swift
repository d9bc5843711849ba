import AppPlugin
import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere: each declared once, read back with
/// `Invocation.value(of:)`.
enum CommonSpecs {
    /// `H`: a habit by name (ignoring case), id prefix or part of a name (`EntityReference.resolve`).
    static let habitArgument = Argument<String>("habit")
    static let timeOption = Option<String?>("time", valueName: "HH:MM")

    static func habit(_ l: Localizer) -> ArgumentSpec {
        habitArgument.spec(help: l(.myhabitsHelpArgumentHabit))
    }

    static func time(_ l: Localizer) -> OptionSpec {
        timeOption.spec(help: l(.myhabitsHelpOptionTime))
    }

    static func color(_ l: Localizer) -> OptionSpec {
        CommonOptions.color.spec(help: l(.myhabitsHelpOptionColor))
    }

    static func yes(_ l: Localizer) -> OptionSpec {
        CommonOptions.yes.spec(help: l(.myhabitsHelpOptionYes))
    }
}

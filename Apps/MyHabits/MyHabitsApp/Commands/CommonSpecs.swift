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

    static let habit = CommandArgument.argument(habitArgument) { $0(.myhabitsHelpArgumentHabit) }
    static let time = CommandOption.option(timeOption) { $0(.myhabitsHelpOptionTime) }
    static let color = CommandOption.option(CommonOptions.color) { $0(.myhabitsHelpOptionColor) }
    static let yes = CommandOption.flag(CommonOptions.yes) { $0(.myhabitsHelpOptionYes) }
}

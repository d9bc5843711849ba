import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere (and in both apps).
public enum CommonSpecs {
    /// `T` / `G`: a habit by name (ignoring case, or a unique part of it) or
    /// id prefix; shells complete it with the store's names.
    public static func habit(_ l: Localizer, _ app: HabitApp) -> ArgumentSpec {
        ArgumentSpec(app.habitArgument, help: l(app.texts.habitArgument), completion: HabitCompletions.names)
    }

    /// `T…` / `G…`: one or more habits (`done`, `undone`).
    public static func habits(_ l: Localizer, _ app: HabitApp) -> ArgumentSpec {
        ArgumentSpec(
            app.habitArgument, help: l(app.texts.habitArgument), isRepeated: true, completion: HabitCompletions.names)
    }

    public static func date(_ l: Localizer) -> OptionSpec {
        OptionSpec(
            "date", help: l(.habitsHelpOptionDate), valueName: "date", kind: .value,
            completion: HabitCompletions.dates)
    }

    public static func yes(_ l: Localizer) -> OptionSpec {
        OptionSpec("yes", short: "y", help: l(.habitsHelpOptionYes))
    }

    public static func name(_ l: Localizer) -> ArgumentSpec {
        ArgumentSpec("name", help: l(.habitsHelpArgumentName), isOptional: true)
    }

    public static func emoji(_ l: Localizer) -> OptionSpec {
        OptionSpec("emoji", help: l(.habitsHelpOptionEmoji), valueName: "emoji", kind: .value)
    }

    public static func color(_ l: Localizer) -> OptionSpec {
        OptionSpec("color", help: l(.habitsHelpOptionColor), valueName: "color", kind: .value)
    }
}

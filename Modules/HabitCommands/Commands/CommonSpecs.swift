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
            "date", help: l("habits.help.option.date"), valueName: "date", kind: .value,
            completion: HabitCompletions.dates)
    }

    public static func yes(_ l: Localizer) -> OptionSpec {
        OptionSpec("yes", short: "y", help: l("habits.help.option.yes"))
    }

    public static func name(_ l: Localizer) -> ArgumentSpec {
        ArgumentSpec("name", help: l("habits.help.argument.name"), isOptional: true)
    }

    public static func emoji(_ l: Localizer) -> OptionSpec {
        OptionSpec("emoji", help: l("habits.help.option.emoji"), valueName: "emoji", kind: .value)
    }

    public static func color(_ l: Localizer) -> OptionSpec {
        OptionSpec("color", help: l("habits.help.option.color"), valueName: "color", kind: .value)
    }
}

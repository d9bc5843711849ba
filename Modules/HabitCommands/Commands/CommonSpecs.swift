import AppPlugin
import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere (and in both apps): each declared once, read
/// back with `Invocation.value(of:)`.
public enum CommonSpecs {
    /// `T` / `G`: a habit by name (ignoring case, or a unique part of it) or
    /// id prefix; shells complete it with the store's names.
    public static func habitArgument(_ app: HabitApp) -> Argument<String> {
        Argument(app.habitArgument, completion: HabitCompletions.names)
    }

    /// `T…` / `G…`: one or more habits (`done`, `undone`).
    public static func habitsArgument(_ app: HabitApp) -> Argument<[String]> {
        Argument(repeated: app.habitArgument, completion: HabitCompletions.names)
    }

    public static func habit(_ l: Localizer, _ app: HabitApp) -> ArgumentSpec {
        habitArgument(app).spec(help: l(app.texts.habitArgument))
    }

    public static func habits(_ l: Localizer, _ app: HabitApp) -> ArgumentSpec {
        habitsArgument(app).spec(help: l(app.texts.habitArgument))
    }

    /// `--date D` of `done` and `undone`; shells complete recent days.
    public static let dateOption = Option<String?>("date", valueName: "date", completion: HabitCompletions.dates)
    public static let emojiOption = Option<String?>("emoji", valueName: "emoji")
    /// The tracker's category and weekdays (`add`, `edit`).
    public static let categoryOption = Option<String?>("category", valueName: "title")
    public static let scheduleOption = Option<String?>("schedule", valueName: "days")

    /// `--date` with the help that fits: `done` refuses a day after today,
    /// which `undone` and `list` take.
    public static func date(_ l: Localizer, refusesFuture: Bool = false) -> OptionSpec {
        dateOption.spec(help: l(refusesFuture ? .habitsHelpOptionDateDone : .habitsHelpOptionDate))
    }

    public static func yes(_ l: Localizer) -> OptionSpec {
        CommonOptions.yes.spec(help: l(.habitsHelpOptionYes))
    }

    public static func name(_ l: Localizer) -> ArgumentSpec {
        CommonOptions.nameArgument.spec(help: l(.habitsHelpArgumentName))
    }

    public static func emoji(_ l: Localizer) -> OptionSpec {
        emojiOption.spec(help: l(.habitsHelpOptionEmoji))
    }

    public static func color(_ l: Localizer) -> OptionSpec {
        CommonOptions.color.spec(help: l(.habitsHelpOptionColor))
    }

    public static func category(_ l: Localizer) -> OptionSpec {
        categoryOption.spec(help: l(.trackerHelpOptionCategory))
    }

    public static func schedule(_ l: Localizer) -> OptionSpec {
        scheduleOption.spec(help: l(.trackerHelpOptionSchedule))
    }
}

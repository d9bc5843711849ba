import AppPlugin
import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere (and in both apps): each declared once, read
/// back with `Invocation.value(of:)`.
public enum CommonSpecs {
    /// `T` / `G`: a habit by name (ignoring case, or a unique part of it) or
    /// id prefix; shells complete it with the store's names.
    public static func habitArgument(_ app: TrackerAppProfile) -> Argument<String> {
        Argument(app.habitArgument, completion: TrackerCompletions.names)
    }

    /// `T…` / `G…`: one or more habits (`done`, `undone`).
    public static func habitsArgument(_ app: TrackerAppProfile) -> Argument<[String]> {
        Argument(repeated: app.habitArgument, completion: TrackerCompletions.names)
    }

    public static func habit(_ app: TrackerAppProfile) -> CommandArgument {
        .argument(habitArgument(app)) { $0(app.texts.habitArgument) }
    }

    public static func habits(_ app: TrackerAppProfile) -> CommandArgument {
        .argument(habitsArgument(app)) { $0(app.texts.habitArgument) }
    }

    /// `--date D` of `done` and `undone`; shells complete recent days.
    public static let dateOption = Option<String?>("date", valueName: "date", completion: TrackerCompletions.dates)
    public static let emojiOption = Option<String?>("emoji", valueName: "emoji")
    /// The tracker's category and weekdays (`add`, `edit`).
    public static let categoryOption = Option<String?>("category", valueName: "title")
    public static let scheduleOption = Option<String?>("schedule", valueName: "days")

    /// `--date` with the help that fits: `done` refuses a day after today,
    /// which `undone` and `list` take.
    public static func date(refusesFuture: Bool = false) -> CommandOption {
        .option(dateOption) { $0(refusesFuture ? .habitsHelpOptionDateDone : .habitsHelpOptionDate) }
    }

    public static let yes = CommandOption.flag(CommonOptions.yes) { $0(.habitsHelpOptionYes) }
    public static let name = CommandArgument.argument(CommonOptions.nameArgument) { $0(.habitsHelpArgumentName) }
    public static let emoji = CommandOption.option(emojiOption) { $0(.habitsHelpOptionEmoji) }
    public static let color = CommandOption.option(CommonOptions.color) { $0(.habitsHelpOptionColor) }
    public static let category = CommandOption.option(categoryOption) { $0(.trackerHelpOptionCategory) }
    public static let schedule = CommandOption.option(scheduleOption) { $0(.trackerHelpOptionSchedule) }
}

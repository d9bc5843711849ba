import AppPlugin
import CLIKit
import Localization

/// Arguments and options several commands share, so their names and help
/// read the same everywhere (and in both apps): each declared once, read
/// back with `Invocation.value(of:)`.
package enum CommonSpecs {
    /// `T` / `G`: a habit by name (ignoring case, or a unique part of it) or
    /// id prefix; shells complete it with the store's names.
    package static func habitArgument(_ app: TrackerAppProfile) -> Argument<String> {
        Argument(app.habitArgument, completion: TrackerCompletions.names)
    }

    /// `T…` / `G…`: one or more habits (`done`, `undone`).
    package static func habitsArgument(_ app: TrackerAppProfile) -> Argument<[String]> {
        Argument(repeated: app.habitArgument, completion: TrackerCompletions.names)
    }

    package static func habit(_ app: TrackerAppProfile) -> CommandArgument {
        .argument(habitArgument(app)) { $0(app.texts.habitArgument) }
    }

    package static func habits(_ app: TrackerAppProfile) -> CommandArgument {
        .argument(habitsArgument(app)) { $0(app.texts.habitArgument) }
    }

    /// `--date D` of `done` and `undone`; shells complete recent days.
    package static let dateOption = Option<String?>("date", valueName: "date", completion: TrackerCompletions.dates)
    package static let emojiOption = Option<String?>("emoji", valueName: "emoji")
    /// The tracker's category and weekdays (`add`, `edit`).
    package static let categoryOption = Option<String?>("category", valueName: "title")
    package static let scheduleOption = Option<String?>("schedule", valueName: "days")

    /// `--date` with the help that fits: `done` refuses a day after today,
    /// which `undone` and `list` take.
    package static func date(refusesFuture: Bool = false) -> CommandOption {
        .option(dateOption) { $0(refusesFuture ? .habitsHelpOptionDateDone : .habitsHelpOptionDate) }
    }

    package static let yes = CommandOption.flag(CommonOptions.yes) { $0(.habitsHelpOptionYes) }
    package static let name = CommandArgument.argument(CommonOptions.nameArgument) { $0(.habitsHelpArgumentName) }
    package static let emoji = CommandOption.option(emojiOption) { $0(.habitsHelpOptionEmoji) }
    package static let color = CommandOption.option(CommonOptions.color) { $0(.habitsHelpOptionColor) }
    package static let category = CommandOption.option(categoryOption) { $0(.trackerHelpOptionCategory) }
    package static let schedule = CommandOption.option(scheduleOption) { $0(.trackerHelpOptionSchedule) }
}

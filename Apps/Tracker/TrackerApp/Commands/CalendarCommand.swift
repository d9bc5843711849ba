import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels

/// `tracker calendar [--month YYYY-MM]`: a Monday-first month grid with each
/// day's completions (records), today marked. Default: today's month.
public enum CalendarCommand {
    public static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "calendar", abstract: l("tracker.calendar.abstract"),
                    options: [OptionSpec("month", help: l("tracker.calendar.option.month"), valueName: "YYYY-MM",
                                         kind: .value)])
    }

    public static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let month = try invocation.value("month", parse: CalendarMonth.init(text:))
            ?? CalendarMonth(year: env.today.year, month: env.today.month)
        guard month.isSupported else { throw TrackerError.dateOutOfRange(month.text) }
        let counts = try CalendarMonth.completions(in: month, store: env.store())
        if env.json {
            try env.emitJSON(CalendarJSON(month: month, completions: counts))
        } else {
            let grid = MonthGrid.build(year: month.year, month: month.month, completions: counts, today: env.today)
            let screen = CalendarScreen(localizer: env.localizer, style: env.style, theme: env.theme)
            env.output.lines(screen.render(grid, month: month))
        }
    }
}

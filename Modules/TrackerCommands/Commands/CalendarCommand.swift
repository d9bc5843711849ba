import AppPlugin
import CLIKit
import Localization
import SharedModels
import TrackerKit
import TrackerScreens

/// `APP calendar [--month YYYY-MM]`: a Monday-first month grid with each
/// day's completions (records), today marked. Default: today's month.
enum CalendarCommand {
    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        TrackerCommand(
            "calendar", abstract: { $0(.habitsCalendarAbstract) },
            options: [.option(month) { $0(.habitsCalendarOptionMonth) }]
        ) { try run($0, $1, app) }
    }

    /// Today's month when not given (the day is the app's, so it is not a fixed default).
    static let month = Option<CalendarMonth?>("month", valueName: "YYYY-MM")

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let month =
            try invocation.value(of: Self.month)
            ?? CalendarMonth(year: env.today.year, month: env.today.month)
        guard month.isSupported else { throw TrackerError.dateOutOfRange(month.text) }
        let counts = try CalendarMonth.completions(in: month, store: env.store())
        if env.json {
            try env.emitJSON(CalendarJSON(month: month, completions: counts))
        } else {
            let grid = MonthGrid.build(year: month.year, month: month.month, completions: counts, today: env.today)
            let screen = CalendarScreen(
                localizer: env.localizer, style: env.style, theme: env.theme, texts: app.flavor.card)
            env.output.lines(screen.render(grid, month: month))
        }
    }
}

import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels
import Storage

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
        let counts = try completions(in: month, store: env.store())
        if env.json {
            try env.emitJSON(CalendarJSON(month: month, completions: counts))
        } else {
            let grid = MonthGrid.build(year: month.year, month: month.month, completions: counts, today: env.today)
            let screen = CalendarScreen(localizer: env.localizer, style: env.style, theme: env.theme)
            env.output.lines(screen.render(grid, month: month))
        }
    }

    /// Records per day of `month` (days without any are absent).
    ///
    /// SQLite answers a day's records from its day index, so the month costs
    /// one small query a day whatever the history holds. The JSON backend
    /// holds each tracker's days as a sorted array in memory but answers a
    /// day query by visiting every tracker, so there one pass over the
    /// trackers with a binary search each is cheaper (measured at a million
    /// records: see README-tracker-bench.md).
    public static func completions(in month: CalendarMonth, store: any Store) throws -> [LocalDate: Int] {
        let days = month.days
        guard let first = days.first, let last = days.last else { return [:] }
        return try store.read { context in
            var counts: [LocalDate: Int] = [:]
            switch store.kind {
            case .sqlite:
                for day in days {
                    let count = try context.records(on: day).count
                    if count > 0 { counts[day] = count }
                }
            case .json:
                for tracker in try context.trackers() {
                    let recorded = try context.days(of: tracker.id)
                    var index = recorded.partitionPoint { $0 >= first }
                    while index < recorded.count, recorded[index] <= last {
                        counts[recorded[index], default: 0] += 1
                        index += 1
                    }
                }
            }
            return counts
        }
    }
}

extension Array where Element == LocalDate {
    /// The first index whose element satisfies `isAtOrAfter` (the array being
    /// sorted so that the predicate is false, then true).
    fileprivate func partitionPoint(_ isAtOrAfter: (LocalDate) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

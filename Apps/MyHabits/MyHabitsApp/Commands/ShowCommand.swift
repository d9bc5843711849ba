import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage

/// `my-habits show H`: the details screen. The habit's name as the title,
/// then «Активность»: every day from the earliest habit's creation to
/// today, newest first, ✓ where H was tracked.
enum ShowCommand {
    static let command = AppCommand("show", abstract: { $0(.myhabitsHelpShow) }, arguments: [CommonSpecs.habit]) {
        try run($0, in: $1)
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        env.analytics.open(screen: MyHabitsPlugin.detailsScreen)
        defer { env.analytics.close(screen: MyHabitsPlugin.detailsScreen) }
        let reference = try invocation.value(of: CommonSpecs.habitArgument)
        let (summary, habit, earliest) = try env.store().read { context in
            let summaries = try context.habitSummaries(on: env.today)
            let summary = try env.resolveHabit(reference, in: summaries)
            // The details need this one habit's days; the others' are not read.
            let habit = try context.habit(id: summary.habit.id) ?? summary.habit
            return (summary, habit, summaries.map(\.habit.createdOn).min() ?? habit.createdOn)
        }
        let dates = HabitDays.dates(from: earliest, to: env.today)
        if env.json {
            return try env.emitJSON(
                ShowJSON(
                    habit: HabitJSON(summary),
                    dates: dates.map { .init(date: $0.iso, tracked: HabitDays.isTracked(habit, on: $0)) }))
        }
        env.output.lines(lines(habit, dates: dates, env))
    }

    static func lines(_ habit: Habit, dates: [LocalDate], _ env: AppEnvironment) -> [String] {
        let view = HabitDetailsView(environment: env, habit: habit, columns: env.terminal.size.columns)
        return view.header + dates.map(view.dayLine)
    }
}

/// `{"habit":{…},"dates":[{"date","tracked"}]}`, dates newest first.
struct ShowJSON: Encodable {
    struct Day: Encodable {
        var date: String
        var tracked: Bool
    }

    var habit: HabitJSON
    var dates: [Day]
}

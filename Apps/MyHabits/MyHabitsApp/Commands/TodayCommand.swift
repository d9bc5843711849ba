import AppPlugin
import CLIKit
import SharedModels
import Storage

/// `my-habits today`: the day's figures for a status bar
/// (`StatusLineCommand`). Every habit is due every day; "next" is the first
/// one not tracked in the list's order (by time of day).
enum TodayCommand {
    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let format = try StatusLineCommand.format(invocation, env.localizer)
        let summaries = try env.store().read { try $0.habitSummaries(on: env.today) }
        try StatusLineCommand.emit(progress(summaries, on: env.today), format: format, env)
    }

    static func progress(_ summaries: [HabitSummary], on day: LocalDate) -> DayProgress {
        DayProgress(date: day, due: summaries.count, done: summaries.filter(\.isTrackedOnDay).count,
                    next: summaries.first { !$0.isTrackedOnDay }?.habit.name)
    }
}

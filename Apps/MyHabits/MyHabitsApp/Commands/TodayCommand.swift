import AppPlugin
import CLIKit
import Reminders
import SharedModels
import Storage

/// `my-habits today` (and the candidates of `my-habits remind`): the day's figures for a status bar
/// (`StatusLineCommand`). Every habit is due every day; "next" is the first
/// one not tracked in the list's order (by time of day).
enum TodayCommand {
    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let format = try StatusLineCommand.format(invocation, env.localizer)
        let summaries = try env.store().read { try $0.habitSummaries(on: env.today) }
        try StatusLineCommand.emit(progress(summaries, on: env.today), format: format, env)
    }

    /// `my-habits remind`: every habit not tracked on the day, at its time.
    static let reminders: RemindCommand.Candidates = { context, day in
        try context.habitSummaries(on: day).filter { !$0.isTrackedOnDay }
            .map { Reminder(id: $0.habit.id, name: $0.habit.name, minuteOfDay: $0.habit.minuteOfDay) }
    }

    static func progress(_ summaries: [HabitSummary], on day: LocalDate) -> DayProgress {
        DayProgress(
            date: day, due: summaries.count, done: summaries.filter(\.isTrackedOnDay).count,
            next: summaries.first { !$0.isTrackedOnDay }?.habit.name)
    }
}

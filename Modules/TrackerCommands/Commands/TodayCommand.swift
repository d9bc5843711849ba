import AppPlugin
import CLIKit
import SharedModels
import Storage
import TrackerKit

/// `APP today`: the day's figures in one line for a status bar
/// (`StatusLineCommand`). The store counts them where it can
/// (`RecordStore.dayProgress`); otherwise they are read off the main screen.
enum TodayCommand {
    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let format = try StatusLineCommand.format(invocation, env.localizer)
        let progress = try read(on: env.today, env, app, withNext: env.json || format.needsNext)
        try StatusLineCommand.emit(progress, format: format, env)
    }

    static func read(on day: LocalDate, _ env: AppEnvironment, _ app: TrackerAppProfile, withNext: Bool) throws
        -> DayProgress
    {
        let byCategory = app.flavor.hasCategories
        return try env.store().read { context in
            if let counted = try context.dayProgress(on: day, byCategory: byCategory, withNext: withNext) {
                return counted
            }
            let summaries = try context.trackerSummaries(on: day)
            return DayProgress.reference(
                on: day, trackers: summaries.trackers, doneAt: summaries.doneOnDay,
                categories: byCategory ? try context.categories() : nil,
                countAt: try summaries.countProgress(on: day, context))
        }
    }
}

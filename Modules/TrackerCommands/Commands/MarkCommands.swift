import AppPlugin
import CLIKit
import Localization
import SharedModels
import TrackerKit
import TrackerScreens

/// `APP done H… [--date D]` marks each H completed on D; `APP undone H…
/// [--date D]` takes those records back. All or nothing, and idempotent
/// (`TrackerMarking`).
enum MarkCommand {
    static func command(_ app: TrackerAppProfile, done: Bool) -> TrackerCommand {
        TrackerCommand(
            done ? "done" : "undone", abstract: { $0(done ? app.texts.done : app.texts.undone) },
            arguments: [CommonSpecs.habits(app)], options: [CommonSpecs.date(refusesFuture: done)]
        ) { try run($0, $1, app, done: done) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile, done: Bool) throws {
        let day = try TrackerOptions.day(invocation.text(of: CommonSpecs.dateOption), clock: env.clock)
        try TrackerMarking.run(
            invocation.value(of: CommonSpecs.habitsArgument(app)), on: day, done: done, in: env,
            flavor: app.flavor, screen: app.mainScreen
        ) { habit, why in refusal(why, habit, day: day) }
    }

    /// `RecordRules` in the apps' words: a future day, an unscheduled weekday
    /// (never a goal's: goals are due every day).
    static func refusal(_ why: MarkError, _ habit: Tracker, day: LocalDate) -> TrackerError {
        switch why {
        case .futureDate: .futureDate(day)
        case .notScheduled(let weekday): .notScheduled(name: habit.name, weekday: weekday)
        }
    }
}

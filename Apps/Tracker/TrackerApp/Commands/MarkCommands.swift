import AppPlugin
import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels

/// `tracker done T [--date D]`: marks T completed on D.
enum DoneCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "done", abstract: l("tracker.help.done"),
                    arguments: [CommonSpecs.tracker(l)], options: [CommonSpecs.date(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        try Marking.run(invocation, in: env, done: true)
    }
}

/// `tracker undone T [--date D]`: takes T's record on D back.
enum UndoneCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "undone", abstract: l("tracker.help.undone"),
                    arguments: [CommonSpecs.tracker(l)], options: [CommonSpecs.date(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        try Marking.run(invocation, in: env, done: false)
    }
}

/// The tracker's side of `HabitMarking`: its date option and its refusals.
enum Marking {
    static func run(_ invocation: Invocation, in env: AppEnvironment, done: Bool) throws {
        let day = try TrackerInputs.day(invocation.string("date"), clock: env.clock)
        try HabitMarking.run(invocation.string("tracker") ?? "", on: day, done: done, in: env, flavor: .tracker,
                             screen: TrackerPlugin.mainScreen) { tracker, why in refusal(why, tracker, day: day) }
    }

    /// `RecordRules` in the tracker's words: a future day, an unscheduled weekday.
    static func refusal(_ why: MarkError, _ tracker: Tracker, day: LocalDate) -> TrackerError {
        switch why {
        case .futureDate: .futureDate(day)
        case .notScheduled(let weekday): .notScheduled(name: tracker.name, weekday: weekday)
        }
    }
}

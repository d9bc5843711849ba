import AppPlugin
import CLIKit
import HabitKit
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

/// What `done` and `undone` share. Both are idempotent: marking twice and
/// unmarking an absent record succeed and change nothing.
enum Marking {
    static func run(_ invocation: Invocation, in env: AppEnvironment, done: Bool) throws {
        let day = try TrackerInputs.day(invocation.string("date"), clock: env.clock)
        let reference = invocation.string("tracker") ?? ""
        let snapshot = try env.store().write { context in
            let tracker = try env.resolveTracker(reference, in: context)
            let record = TrackerRecord(trackerID: tracker.id, day: day)
            if done {
                try validate(tracker, day: day, today: env.today)
                try context.insertRecord(record)
            } else {
                try context.deleteRecord(record)
            }
            // After the insert (or delete) the record on `day` exists (or not): no need to read it back.
            return try TrackerSnapshot.read(tracker, done: done, context)
        }
        env.analytics.click(screen: TrackerPlugin.mainScreen, item: "track")
        try env.report(snapshot)
    }

    /// `RecordRules` in the tracker's words: a future day, an unscheduled weekday.
    static func validate(_ tracker: Tracker, day: LocalDate, today: LocalDate) throws(TrackerError) {
        switch RecordRules.validateMark(tracker: tracker, day: day, today: today) {
        case .success: return
        case .failure(.futureDate): throw .futureDate(day)
        case .failure(.notScheduled(let weekday)): throw .notScheduled(name: tracker.name, weekday: weekday)
        }
    }
}

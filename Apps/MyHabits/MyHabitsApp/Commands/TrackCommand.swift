import AppPlugin
import CLIKit
import Localization
import Storage

/// `my-habits track H`: tracks H today, once a day. A second time the same
/// day changes nothing, says so, and succeeds.
enum TrackCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "track", abstract: l("myhabits.help.track"), arguments: [CommonSpecs.habit(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let reference = invocation.string("habit") ?? ""
        let (summary, decision) = try env.store().write { context in
            var summary = try env.resolveHabit(reference, in: context)
            let decision = HabitDays.decideTrack(isTrackedToday: summary.isTrackedOnDay, today: env.today)
            if case .track(let day) = decision, try context.trackHabit(id: summary.habit.id, on: day) {
                // Just inserted: the counter and today's mark follow without reading anything back.
                summary.trackedDayCount += 1
                summary.isTrackedOnDay = true
            }
            return (summary, decision)
        }
        env.analytics.click(screen: MyHabitsPlugin.habitsScreen, item: "track")
        let name = Sanitizer.clean(summary.habit.name)
        let line = decision == .alreadyTracked ? env.localizer("myhabits.track.already", name)
            : env.localizer("myhabits.track.done", name)
        try env.report(summary, saying: line)
    }
}

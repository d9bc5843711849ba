import AppPlugin
import CLIKit
import Localization
import Storage
import TerminalUI

/// `my-habits track H`: tracks H today, once a day. A second time the same
/// day changes nothing, says so, and succeeds.
enum TrackCommand {
    static let command = AppCommand("track", abstract: { $0(.myhabitsHelpTrack) }, arguments: [CommonSpecs.habit]) {
        try run($0, in: $1)
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let reference = try invocation.value(of: CommonSpecs.habitArgument)
        let (summary, decision) = try track(in: env) { try env.resolveHabit(reference, in: $0) }
        let name = Sanitizer.clean(summary.habit.name)
        try env.report(summary, saying: message(decision, name: name, env.localizer))
    }

    /// Tracks the habit `find` names today unless it is already tracked,
    /// and logs the click: what the command and the Habits screen's Space do.
    static func track(in env: AppEnvironment, find: (any StoreContext) throws -> HabitSummary) throws
        -> (HabitSummary, HabitDays.TrackDecision)
    {
        let result = try env.store().write { context in
            var summary = try find(context)
            let decision = HabitDays.decideTrack(isTrackedToday: summary.isTrackedOnDay, today: env.today)
            if case .track(let day) = decision, try context.trackHabit(id: summary.habit.id, on: day) {
                // Just inserted: the counter and today's mark follow without reading anything back.
                summary.trackedDayCount += 1
                summary.isTrackedOnDay = true
            }
            return (summary, decision)
        }
        env.analytics.click(screen: MyHabitsPlugin.habitsScreen, item: "track")
        return result
    }

    /// «tracked today» or «already tracked today; nothing changed».
    static func message(_ decision: HabitDays.TrackDecision, name: String, _ l: Localizer) -> String {
        decision == .alreadyTracked ? l(.myhabitsTrackAlready(name)) : l(.myhabitsTrackDone(name))
    }
}

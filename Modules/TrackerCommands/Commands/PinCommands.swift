import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TrackerScreens

/// `APP pin H` moves H to the «Закрепленные» section; `APP unpin H` puts it
/// back. Pinning a pinned habit changes nothing.
enum PinCommand {
    static func command(_ app: TrackerAppProfile, pinned: Bool) -> TrackerCommand {
        TrackerCommand(
            pinned ? "pin" : "unpin", abstract: { $0(pinned ? app.texts.pin : app.texts.unpin) },
            arguments: [CommonSpecs.habit(app)]
        ) { try run($0, $1, app, pinned: pinned) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile, pinned: Bool) throws {
        let reference = try invocation.value(of: CommonSpecs.habitArgument(app))
        let snapshot = try apply(pinned: pinned, in: env) { try env.resolveTracker(reference, in: $0) }
        try env.report(snapshot, flavor: app.flavor)
    }

    /// Pins or unpins the habit `find` picks in one write scope; the habit after.
    static func apply(
        pinned: Bool, in env: AppEnvironment,
        find: (any StoreContext) throws -> Tracker
    ) throws -> TrackerSnapshot {
        try env.store().write { context in
            var habit = try find(context)
            if habit.pinned != pinned {
                habit.pinned = pinned
                try context.updateTracker(habit)
            }
            return try TrackerSnapshot.read(habit, on: env.today, context)
        }
    }
}

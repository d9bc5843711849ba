import AppPlugin
import CLIKit
import Localization
import SharedModels
import TerminalUI
import TrackerScreens

/// `APP delete H [--yes]`: deletes H and all its records, after a
/// confirmation that says how many records go with it.
enum DeleteCommand {
    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        TrackerCommand(
            "delete", abstract: { $0(app.texts.delete) }, arguments: [CommonSpecs.habit(app)],
            options: [CommonSpecs.yes]
        ) { try run($0, $1, app) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let l = env.localizer
        let reference = try invocation.value(of: CommonSpecs.habitArgument(app))
        let snapshot = try env.store().read { context in
            return try TrackerSnapshot.read(
                try env.resolveTracker(reference, in: context),
                on: env.today, context)
        }
        try env.confirm(question(snapshot, l, app), assumeYes: invocation.isSet(CommonOptions.yes))
        try delete(snapshot.tracker.id, in: env, app: app)
        if env.json {
            env.emitJSON(ShownHabitJSON(snapshot.json, flavor: app.flavor))
        } else {
            env.output.line(l(app.texts.deleted(Sanitizer.clean(snapshot.tracker.name))))
        }
    }

    /// «Удалить трекер «Бег»? Вместе с ним удалятся: 5 отметок.»
    static func question(_ snapshot: TrackerSnapshot, _ l: Localizer, _ app: TrackerAppProfile) -> String {
        let name = Sanitizer.clean(snapshot.tracker.name)
        return snapshot.completedDays == 0
            ? l(app.texts.deleteConfirmNoRecords(name))
            : l(app.texts.deleteConfirm(name, l(.habitsCountRecords(snapshot.completedDays))))
    }

    /// Deletes the habit and its records, then counts the `delete` click.
    static func delete(_ id: EntityID, in env: AppEnvironment, app: TrackerAppProfile) throws {
        try env.store().write { context in
            // Gone since the question was asked (another run deleted it):
            // nothing left to do, and no error to report.
            guard try context.tracker(id: id) != nil else { return }
            try context.deleteTracker(id: id)
        }
        env.analytics.click(screen: app.mainScreen, item: "delete")
    }
}

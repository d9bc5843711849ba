import AppPlugin
import CLIKit
import HabitScreens
import Localization
import SharedModels

/// `APP delete H [--yes]`: deletes H and all its records, after a
/// confirmation that says how many records go with it.
enum DeleteCommand {
    static func spec(_ l: Localizer, _ app: HabitApp) -> CommandSpec {
        CommandSpec(name: "delete", abstract: l(app.texts.delete),
                    arguments: [CommonSpecs.habit(l, app)], options: [CommonSpecs.yes(l)])
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: HabitApp) throws {
        let l = env.localizer
        let reference = invocation.string(app.habitArgument) ?? ""
        let store = try env.store()
        let snapshot = try store.read { context in
            return try TrackerSnapshot.read(try env.resolveTracker(reference, in: context),
                                            on: env.today, context)
        }
        let name = Sanitizer.clean(snapshot.tracker.name)
        let question = snapshot.completedDays == 0 ? l(app.texts.deleteConfirmNoRecords, name)
            : l(app.texts.deleteConfirm, name, l("habits.count.records", snapshot.completedDays))
        try env.confirm(question, assumeYes: invocation.flag("yes"))
        try store.write { context in
            // Gone since the question was asked (another run deleted it):
            // nothing left to do, and no error to report.
            guard try context.tracker(id: snapshot.tracker.id) != nil else { return }
            try context.deleteTracker(id: snapshot.tracker.id)
        }
        env.analytics.click(screen: app.mainScreen, item: "delete")
        if env.json {
            env.emitJSON(ShownHabitJSON(snapshot.json, flavor: app.flavor))
        } else {
            env.output.line(l(app.texts.deleted, name))
        }
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels

/// `tracker delete T [--yes]`: deletes T and all its records, after a
/// confirmation that says how many records go with it.
enum DeleteCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "delete", abstract: l("tracker.help.delete"),
                    arguments: [CommonSpecs.tracker(l)], options: [CommonSpecs.yes(l)])
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let l = env.localizer
        let reference = invocation.string("tracker") ?? ""
        let store = try env.store()
        let snapshot = try store.read { context in
            return try TrackerSnapshot.read(try env.resolveTracker(reference, in: context),
                                            on: env.today, context)
        }
        let name = Sanitizer.clean(snapshot.tracker.name)
        let question = snapshot.completedDays == 0 ? l("tracker.delete.confirmNoRecords", name)
            : l("tracker.delete.confirm", name, l("tracker.count.records", snapshot.completedDays))
        try env.confirm(question, assumeYes: invocation.flag("yes"))
        try store.write { context in
            // Gone since the question was asked (another run deleted it):
            // nothing left to do, and no error to report.
            guard try context.tracker(id: snapshot.tracker.id) != nil else { return }
            try context.deleteTracker(id: snapshot.tracker.id)
        }
        env.analytics.click(screen: TrackerPlugin.mainScreen, item: "delete")
        if env.json {
            env.emitJSON(snapshot.json)
        } else {
            env.output.line(l("tracker.delete.done", name))
        }
    }
}

import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI
import TrackerCommands
import TrackerScreens

/// `tracker archive T` puts T away (Loop Habit Tracker's archive): it leaves
/// the main screen, the statistics, the reminders and the status line, and
/// keeps its history, which `show` still tells; `list --archived` lists what
/// is put away. `tracker unarchive T` brings it back. Archiving an archived
/// tracker changes nothing.
enum ArchiveCommand {
    static func command(archived: Bool) -> TrackerCommand {
        TrackerCommand(
            archived ? "archive" : "unarchive",
            abstract: { $0(archived ? .trackerHelpArchive : .trackerHelpUnarchive) },
            arguments: [CommonSpecs.habit(.tracker)]
        ) { try run($0, $1, archived: archived) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, archived: Bool) throws {
        let reference = try invocation.value(of: CommonSpecs.habitArgument(.tracker))
        let snapshot = try env.store().write { context in
            var tracker = try env.resolveTracker(reference, in: context)
            if tracker.archived != archived {
                tracker.archived = archived
                try context.updateTracker(tracker)
            }
            return try TrackerSnapshot.read(tracker, on: env.today, context)
        }
        if env.json { return try env.report(snapshot, flavor: TrackerAppProfile.tracker.flavor) }
        let name = Sanitizer.clean(snapshot.tracker.name)
        env.output.line(env.localizer(archived ? .trackerArchived(name) : .trackerUnarchived(name)))
    }
}

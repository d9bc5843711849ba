import AppPlugin
import CLIKit
import HabitKit
import Localization
import SharedModels
import Storage

/// `tracker edit T [--name N] [--category C] [--schedule S] [--emoji E]
/// [--color K] [--days +N|-N]`: changes a tracker; every value is checked
/// before anything is written.
enum EditCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "edit", abstract: l("tracker.help.edit"), arguments: [CommonSpecs.habit(l, .tracker)], options: [
            OptionSpec("name", help: l("tracker.help.option.name"), valueName: "name", kind: .value),
            TrackerSpecs.category(l), TrackerSpecs.schedule(l), CommonSpecs.emoji(l), CommonSpecs.color(l),
            OptionSpec("days", help: l("tracker.help.option.days"), valueName: "+N|-N", kind: .value),
        ])
    }

    /// The parsed options; nil fields are left as they are.
    struct Changes {
        var name: String?
        var categoryTitle: String?
        var schedule: Schedule?
        var emoji: String?
        var color: RGBColor?
        var days: DaysAdjustment?

        init(_ invocation: Invocation) throws(TrackerError) {
            if let text = invocation.string("name") { name = try HabitOptions.name(text) }
            categoryTitle = invocation.string("category")
            if let text = invocation.string("schedule") { schedule = try TrackerInputs.schedule(text) }
            if let text = invocation.string("emoji") { emoji = try HabitOptions.emoji(text) }
            if let text = invocation.string("color") { color = try HabitOptions.color(text) }
            if let text = invocation.string("days") { days = try TrackerInputs.daysAdjustment(text) }
            if name == nil, categoryTitle == nil, schedule == nil, emoji == nil, color == nil, days == nil {
                throw .nothingToEdit
            }
        }
    }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        let changes = try Changes(invocation)
        let reference = invocation.string("tracker") ?? ""
        let snapshot = try env.store().write { context in
            var tracker = try env.resolveTracker(reference, in: context)
            try apply(changes, to: &tracker, context)
            try context.updateTracker(tracker)
            if let days = changes.days { try adjust(tracker, days, today: env.today, context) }
            return try TrackerSnapshot.read(tracker, on: env.today, context)
        }
        env.analytics.click(screen: TrackerPlugin.mainScreen, item: "edit")
        try env.report(snapshot)
    }

    private static func apply(_ changes: Changes, to tracker: inout Tracker, _ context: any StoreContext) throws {
        if let schedule = changes.schedule {
            guard tracker.kind == .habit else { throw TrackerError.eventHasNoSchedule }
            tracker.schedule = schedule
        }
        if let title = changes.categoryTitle {
            let category = try TrackerInputs.category(title, in: try context.categories())
            tracker.categoryID = category.id
            try TrackerSettings.setLastCategory(category.id, context)
        }
        if let name = changes.name { tracker.name = name }
        if let emoji = changes.emoji { tracker.emoji = emoji }
        if let color = changes.color { tracker.color = color }
    }

    /// `--days +N` fills in the N most recent free due days up to today;
    /// `-N` takes back the N most recent records (DaysAdjustment).
    private static func adjust(_ tracker: Tracker, _ adjustment: DaysAdjustment, today: LocalDate,
                               _ context: any StoreContext) throws {
        let days = adjustment.days(for: tracker, recordedDays: try context.days(of: tracker.id), today: today)
        for day in days {
            let record = TrackerRecord(trackerID: tracker.id, day: day)
            switch adjustment {
            case .add: try context.insertRecord(record)
            case .remove: try context.deleteRecord(record)
            }
        }
    }
}

import AppPlugin
import CLIKit
import Localization
import Reminders
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// `APP edit H [--name N] [--emoji E] [--color K] [--days +N|-N]` (the
/// tracker also `[--category C] [--schedule S]`): changes a habit; every
/// value is checked before anything is written. On a terminal without any
/// option it opens the creation form filled with H's values, and after
/// saving the interactive main screen of today.
enum EditCommand {
    static let days = Option<String?>("days", valueName: "+N|-N")

    static func command(_ app: TrackerAppProfile) -> TrackerCommand {
        var options: [CommandOption] = [.option(CommonOptions.name) { $0(.habitsHelpOptionName) }]
        if app.flavor.hasCategories {
            options.append(CommonSpecs.category)
        }
        if app.flavor.hasSchedules {
            options.append(CommonSpecs.schedule)
            options += CountOptions.options
        }
        options += [
            CommonSpecs.emoji, CommonSpecs.color, .option(days) { $0(.habitsHelpOptionDays) }, TrackerReminders.option,
        ]
        if app.flavor.hasCategories { options += TrackerTextOptions.options }
        return TrackerCommand(
            "edit", abstract: { $0(app.texts.edit) }, arguments: [CommonSpecs.habit(app)], options: options
        ) { try run($0, $1, app) }
    }

    static func run(_ invocation: Invocation, _ env: AppEnvironment, _ app: TrackerAppProfile) throws {
        let reference = try invocation.value(of: CommonSpecs.habitArgument(app))
        let changes = try TrackerChanges(invocation)
        if changes.isEmpty {
            guard env.isInteractive else { throw TrackerError.nothingToEdit(app) }
            let habit = try env.store().read { try env.resolveTracker(reference, in: $0) }
            _ = try TrackerEditing.runForm(for: habit.id, in: env, app: app)
            // As on the phone: after saving, the main screen of the day.
            let today = MainScreenQuery(date: env.today, filter: .all, search: nil, today: env.today)
            return try InteractiveMainScreen.run(query: today, in: env, app: app)
        }
        let snapshot = try TrackerEditing.save(
            changes, to: { try env.resolveTracker(reference, in: $0) }, in: env, app: app)
        try env.report(snapshot, flavor: app.flavor)
    }
}

extension TrackerError {
    /// `edit` without options, naming every option `app`'s `edit` takes
    /// (read from its spec, in any language: the names are not translated).
    package static func nothingToEdit(_ app: TrackerAppProfile) -> TrackerError {
        .nothingToChange(options: EditCommand.command(app).spec(Localizer(language: .en)).optionNames)
    }
}

/// What `edit` changes; nil fields are left as they are.
package struct TrackerChanges: Sendable, Equatable {
    package var name: String?
    package var categoryTitle: String?
    package var schedule: Schedule?
    /// `--times`/`--per`: a count schedule, a missing number kept from the habit's count.
    package var count: CountChange?
    package var emoji: String?
    package var color: RGBColor?
    package var days: DaysAdjustment?
    /// `--remind`: this machine's reminder time (`ReminderTimes`).
    package var remind: ReminderChange?
    /// `--question`, `--description` (the tracker's); "" clears one.
    package var question: String?
    package var details: String?

    package init(
        name: String? = nil, categoryTitle: String? = nil, schedule: Schedule? = nil, emoji: String? = nil,
        color: RGBColor? = nil, days: DaysAdjustment? = nil
    ) {
        self.name = name
        self.categoryTitle = categoryTitle
        self.schedule = schedule
        self.emoji = emoji
        self.color = color
        self.days = days
    }

    /// The options of `edit`, each checked.
    init(_ invocation: Invocation) throws(TrackerError) {
        if let text = invocation.text(of: CommonOptions.name) { name = try TrackerOptions.name(text) }
        categoryTitle = invocation.text(of: CommonSpecs.categoryOption)
        if let given = try CountOptions.numbers(invocation) {
            count = CountChange(times: given.times, per: given.per)
        } else if let text = invocation.text(of: CommonSpecs.scheduleOption) {
            schedule = try TrackerOptions.schedule(text)
        }
        if let text = invocation.text(of: CommonSpecs.emojiOption) { emoji = try TrackerOptions.emoji(text) }
        if let text = invocation.text(of: CommonOptions.color) { color = try TrackerOptions.color(text) }
        if let text = invocation.text(of: EditCommand.days) { days = try TrackerOptions.daysAdjustment(text) }
        remind = try TrackerReminders.change(invocation)
        (question, details) = try TrackerTextOptions.values(invocation)
    }

    package var isEmpty: Bool {
        name == nil && categoryTitle == nil && schedule == nil && count == nil && emoji == nil && color == nil
            && days == nil && remind == nil && question == nil && details == nil
    }
}

/// `edit --times N --per M`, either of which may be left out on a count habit.
package struct CountChange: Sendable, Equatable {
    package var times: Int?
    package var per: Int?

    package init(times: Int?, per: Int?) {
        self.times = times
        self.per = per
    }
}

/// The one way a habit is changed, by `edit`'s options, its form and the
/// interactive screen's `e`: one write scope, then the `edit` click.
package enum TrackerEditing {
    /// Applies `changes` to the habit `find` picks inside the write scope
    /// (so a habit renamed meanwhile is still found by id).
    package static func save(
        _ changes: TrackerChanges, to find: (any StoreContext) throws -> Tracker,
        in env: AppEnvironment, app: TrackerAppProfile
    ) throws -> TrackerSnapshot {
        let snapshot = try env.store().write { context in
            var habit = try find(context)
            try apply(changes, to: &habit, as: app.entity, context)
            try context.updateTracker(habit)
            if let days = changes.days { try adjust(habit, days, today: env.today, context) }
            return try TrackerSnapshot.read(habit, on: env.today, context)
        }
        env.analytics.click(screen: app.mainScreen, item: "edit")
        return snapshot
    }

    private static func apply(
        _ changes: TrackerChanges, to habit: inout Tracker, as entity: StoreEntity, _ context: any StoreContext
    ) throws {
        if let schedule = changes.schedule {
            guard habit.kind == .habit else { throw TrackerError.eventHasNoSchedule }
            habit.schedule = schedule
        }
        if let count = changes.count {
            guard habit.kind == .habit else { throw TrackerError.eventHasNoSchedule }
            habit.schedule = try CountOptions.schedule(
                times: count.times, per: count.per, current: habit.schedule.count)
        }
        if let title = changes.categoryTitle {
            let category = try TrackerOptions.category(title, in: try context.categories())
            habit.categoryID = category.id
            try TrackerSettings.setLastCategory(category.id, context)
        }
        if let name = changes.name {
            try TrackerCreation.refuseTakenName(name, of: habit.id, as: entity, context)
            habit.name = name
        }
        if let emoji = changes.emoji { habit.emoji = emoji }
        if let color = changes.color { habit.color = color }
        if let remind = changes.remind { try TrackerReminders.apply(remind, to: habit, context) }
        if let question = changes.question { habit.question = question }
        if let details = changes.details { habit.details = details }
    }

    /// `--days +N` fills in the N most recent free due days up to today;
    /// `-N` takes back the N most recent records (DaysAdjustment).
    private static func adjust(
        _ habit: Tracker, _ adjustment: DaysAdjustment, today: LocalDate,
        _ context: any StoreContext
    ) throws {
        let days = adjustment.days(for: habit, recordedDays: try context.days(of: habit.id), today: today)
        for day in days {
            let record = TrackerRecord(trackerID: habit.id, day: day)
            switch adjustment {
            case .add: try context.insertRecord(record)
            case .remove: try context.deleteRecord(record)
            }
        }
    }
}

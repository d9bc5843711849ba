import ForeignHabits
import SharedModels
import Storage

/// What one habit of another tracker's file could not bring along into a
/// tracker: the import prints one line per habit with any, and `--json`
/// lists them (`key` and the numbers).
package enum ForeignLoss: Equatable, Sendable {
    /// Its name was taken (ignoring case), too long or unusable: imported as `name`.
    case renamed(to: String)
    /// `times` in `days` days that a tracker cannot keep as it is: more
    /// than once a day became every day (`became` nil); a window longer than
    /// `CountSchedule.maxPer` days became `became`, the nearest count in that many.
    case schedule(times: Int, days: Int, became: CountSchedule? = nil)
    /// Days marked as skipped: a tracker has no skip, so they are not done.
    case skips(count: Int)
    /// A numeric habit: each day with an amount above zero became a record;
    /// the amounts, unit and target are not kept.
    case amounts(days: Int)
    /// Days with a note (Loop's entry notes, harsh's comments): not kept.
    case notes(days: Int)

    /// The name `--json` gives it.
    package var key: String {
        switch self {
        case .renamed: "renamed"
        case .schedule: "schedule"
        case .skips: "skips"
        case .amounts: "amounts"
        case .notes: "notes"
        }
    }
}

/// Turns habits read from another tracker's file into trackers and their
/// record days. Pure: the store's trackers come in as a value, so the rules
/// (names, ids, colours, schedules, what becomes a record) are tested without one.
enum ForeignImportMapping {
    /// One foreign habit as it goes into the store.
    struct Habit: Sendable, Equatable {
        /// The tracker to insert; for a habit imported before (`isNew`
        /// false) the store's own, kept as the user left it.
        var tracker: Tracker
        var isNew: Bool
        /// The days that become records, ascending, each once.
        var days: [LocalDate]
        var losses: [ForeignLoss]
    }

    /// The category new Loop habits go into (found by this id, else by this
    /// title ignoring case, else made).
    static let categoryID = EntityID("loop-habit-tracker")
    static let categoryTitle = "Loop Habit Tracker"
    /// Where harsh's habits without a `!` heading go.
    static let harshCategoryTitle = "harsh"
    /// Neither tracker has emoji; every imported habit starts with the palette's first.
    static let emoji = Palette.emoji[0]

    /// Maps `history` with every new habit in one category (Loop's).
    static func map(
        _ history: ForeignHistory, existing: [Tracker], categoryID: EntityID?,
        today: LocalDate
    ) -> [Habit] {
        map(history, existing: existing, category: { _ in categoryID }, today: today)
    }

    /// Maps `history`, in its order, against the store's `existing` trackers.
    /// A new habit goes into `category(habit)`, named uniquely (ignoring case)
    /// among the store's and the file's names; a habit whose id is in the store
    /// keeps that tracker unchanged, and only its days are offered again.
    static func map(
        _ history: ForeignHistory, existing: [Tracker], category: (ForeignHabit) -> EntityID?,
        today: LocalDate
    ) -> [Habit] {
        let stored = Dictionary(existing.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var taken = UniqueNames(existing.map(\.name))
        var seen = Set<EntityID>()
        var habits: [Habit] = []
        for foreign in history.habits {
            let id = trackerID(for: foreign, source: history.source)
            // Two habits of one file with one identity (a damaged export): the first counts.
            guard seen.insert(id).inserted else { continue }
            let (days, dayLosses) = recordDays(for: foreign)
            let (schedule, scheduleLoss) = schedule(for: foreign.frequency)
            // What the tracker has no place for, in a fixed order: the schedule, then the days'.
            let kept = (scheduleLoss.map { [$0] } ?? []) + dayLosses
            if let tracker = stored[id] {
                habits.append(Habit(tracker: carried(foreign, into: tracker), isNew: false, days: days, losses: kept))
                continue
            }
            var losses = [ForeignLoss]()
            let name = uniqueName(
                foreign.name, fallback: fallbackName(history.source, foreign.position),
                taken: &taken)
            if name != foreign.name { losses.append(.renamed(to: name)) }
            losses += kept
            let tracker = Tracker(
                id: id, name: name, kind: kind(for: foreign.frequency), categoryID: category(foreign),
                emoji: emoji,
                color: foreign.color.map(Palette.nearestColor(to:)) ?? Palette.colors[0],
                schedule: schedule, createdOn: min(days.first ?? today, today))
            habits.append(Habit(tracker: carried(foreign, into: tracker), isNew: true, days: days, losses: losses))
        }
        return habits
    }

    /// The one place a foreign frequency becomes a tracker's schedule. Daily
    /// (X in X days) is every weekday, as a habit made with `daily` is; any
    /// other "X in Y days" is a count schedule. What a count cannot hold is
    /// a loss: more than once a day becomes every day, a window over a year
    /// the same share of `CountSchedule.maxPer` days (at least once). No
    /// target at all (harsh's `0`) is an irregular event, which has no
    /// schedule: nothing is lost.
    static func schedule(for frequency: ForeignHabit.Frequency) -> (Schedule, ForeignLoss?) {
        let (times, days) = (frequency.times, frequency.days)
        if times == 0 { return (.none, nil) }
        if times == days { return (.everyDay, nil) }
        if times > days { return (.everyDay, .schedule(times: times, days: days)) }
        if let count = CountSchedule(times: times, per: days) { return (Schedule(count: count), nil) }
        let per = CountSchedule.maxPer
        let share = Int((Double(times) * Double(per) / Double(days)).rounded())
        let count = CountSchedule(times: min(max(1, share), per), per: per)!
        return (Schedule(count: count), .schedule(times: times, days: days, became: count))
    }

    /// A habit tracked without a target is an event; any other a habit.
    static func kind(for frequency: ForeignHabit.Frequency) -> Tracker.Kind {
        frequency.times == 0 ? .event : .habit
    }

    /// A stable id from the habit's identity in its source, so a second
    /// import of the same file (or a later backup) finds the same tracker:
    /// `loop-` (both Loop formats share their uuids) or `harsh-`, and the
    /// 64-bit FNV-1a hash of the source id, in hex.
    static func trackerID(for habit: ForeignHabit, source: ForeignHistory.Source) -> EntityID {
        EntityID((source == .harsh ? "harsh-" : "loop-") + hashHex(habit.sourceID))
    }

    /// 64-bit FNV-1a of `text`'s UTF-8, as 16 hex digits: fixed across
    /// builds and platforms (Swift's `Hasher` is seeded per process).
    static func hashHex(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The category a new habit goes into, as title and the id it is made
    /// with: Loop's one; harsh's heading (cleaned as a name is), or "harsh"
    /// for a habit under none, with an id from the title ignoring case.
    static func category(for habit: ForeignHabit, source: ForeignHistory.Source) -> (id: EntityID, title: String) {
        guard source == .harsh else { return (categoryID, categoryTitle) }
        let title = habit.category.map { usableName($0, fallback: harshCategoryTitle) } ?? harshCategoryTitle
        return (EntityID("harsh-category-" + hashHex(TextKey.fold(title))), title)
    }

    /// The name of a habit whose own is unusable: "Loop N" or "harsh N", N
    /// its place in the source's list from 1.
    static func fallbackName(_ source: ForeignHistory.Source, _ position: Int) -> String {
        (source == .harsh ? "harsh " : "Loop ") + String(position + 1)
    }

    /// The file's question, description and archive on `tracker`, new or
    /// imported before (a newer backup of the same habit brings its newer
    /// texts). Texts are taken as the tracker keeps texts
    /// (`TrackerTextRules.flattened`): on one line, cut to the limit.
    static func carried(_ habit: ForeignHabit, into tracker: Tracker) -> Tracker {
        var tracker = tracker
        tracker.question = TrackerTextRules.flattened(habit.question, limit: TrackerTextRules.questionLimit)
        tracker.details = TrackerTextRules.flattened(habit.description, limit: TrackerTextRules.descriptionLimit)
        tracker.archived = habit.archived
        return tracker
    }

    /// Check-ins become records; for a numeric habit, every day with an
    /// amount above zero (the nearest a yes/no tracker comes). Skips are
    /// not done, so they are left out and counted.
    static func recordDays(for habit: ForeignHabit) -> ([LocalDate], [ForeignLoss]) {
        var days = habit.checkIns
        var losses = [ForeignLoss]()
        if let measurable = habit.measurable {
            let amounts = measurable.values.filter { $0.amount > 0 }.map(\.day)
            days += amounts
            if !measurable.values.isEmpty { losses.append(.amounts(days: amounts.count)) }
        }
        if !habit.skips.isEmpty { losses.append(.skips(count: habit.skips.count)) }
        if habit.notedDays > 0 { losses.append(.notes(days: habit.notedDays)) }
        var unique: [LocalDate] = []
        unique.reserveCapacity(days.count)
        for day in days.sorted() where day != unique.last && day.isSupported { unique.append(day) }
        return (unique, losses)
    }
}

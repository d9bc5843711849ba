import SharedModels

/// One tracker with the days the streaks, rates and statistics read (day
/// numbers ≤ today, ascending, unique): the days that count as done, and
/// the skipped days, which are never due.
///
/// The days that count as done are a tracker's records, but a measurable
/// habit's met days (`MeasureWindows`): wherever a record counts (the
/// statistics' records and average, a streak, a rate, a perfect day), a met
/// day of a measurable habit counts, and a day not met is a day without a
/// record. A measurable habit is judged on its weekday schedule's days as
/// a weekday habit is, never as a count habit.
struct TrackerHistory {
    let tracker: Tracker
    var days: [Int]
    /// Skipped days, none of them in `days` (`HabitDays`' precedence).
    var skipped: [Int]
    /// A measurable habit's first entry: it moves the start as a record
    /// does, though the first met day may come later.
    let firstEntry: Int?
    /// Bit `i` set when weekday `i` (Monday = 0) is due; 0 for events and
    /// count habits. A mask, not the schedule's `Set`, because it is tested per record.
    let dueMask: UInt8
    /// A count habit's schedule (its due days depend on its records).
    let count: CountSchedule?

    init(tracker: Tracker, days: [Int], skipped: [Int] = [], firstEntry: Int? = nil, isMeasured: Bool = false) {
        self.tracker = tracker
        self.days = days
        self.skipped = skipped
        self.firstEntry = firstEntry
        count = isMeasured ? nil : tracker.countSchedule
        var mask: UInt8 = 0
        if tracker.kind == .habit, count == nil {
            for weekday in tracker.schedule.days { mask |= 1 << UInt8(weekday.rawValue - 1) }
        }
        dueMask = mask
    }

    /// The history of a tracker's `marks` as of `today` (later marks
    /// ignored): its done days, or its met days when a habit has a `measure`.
    init(tracker: Tracker, marks: HabitDays, measure: Measure?, today: Int) {
        let marks = marks.through(today)
        guard tracker.kind == .habit, let measure else {
            self.init(tracker: tracker, days: marks.done, skipped: marks.skipped)
            return
        }
        let met = MeasureWindows(measure: measure, days: marks).metDays(from: .min, through: today)
        self.init(
            tracker: tracker, days: met, skipped: marks.skipped, firstEntry: marks.amountDays.first,
            isMeasured: true)
    }

    /// Whether the statistics count this tracker's due days (a habit with a schedule).
    var hasDueDays: Bool { dueMask != 0 || count != nil }

    var windows: CountWindows? {
        count.map {
            CountWindows(
                schedule: $0, days: HabitDays(sortedDone: days, skipped: skipped, amountDays: [], amounts: []))
        }
    }

    /// The records the statistics count: all of them, but a count habit's
    /// only on its due days (`CountWindows`).
    var countedRecords: Int {
        guard let windows else { return days.count }
        return days.reduce(0) { $0 + (windows.isDue($1) ? 1 : 0) }
    }

    /// The longest streak: `longestStreak()`, or a count habit's run of met windows.
    func bestStreak(today: Int) -> Int {
        windows?.longestStreak(start: start, today: today) ?? longestStreak()
    }

    func isDue(weekdayIndex: Int) -> Bool { dueMask & (1 << UInt8(weekdayIndex)) != 0 }

    /// The habit's start: the earlier of its creation and its first record
    /// (a measurable habit's first entry). Skips do not move it: a skipped
    /// day is never due, so an earlier start would only add missed days.
    var start: Int {
        [days.first, firstEntry].compactMap { $0 }.reduce(tracker.createdOn.dayNumber, min)
    }

    static func group(trackers: [Tracker], records: [TrackerRecord], today: LocalDate) -> [TrackerHistory] {
        var index: [EntityID: Int] = [:]
        index.reserveCapacity(trackers.count)
        var histories: [TrackerHistory] = []
        for tracker in trackers where index[tracker.id] == nil {
            index[tracker.id] = histories.count
            histories.append(TrackerHistory(tracker: tracker, days: []))
        }
        // Stores list records by day then tracker, so consecutive records
        // rarely share an id; the last look-up is still cached for stores
        // that group by tracker.
        var lastID: EntityID?
        var lastSlot = -1
        for record in records where record.day <= today {
            if record.trackerID != lastID {
                lastID = record.trackerID
                lastSlot = index[record.trackerID] ?? -1
            }
            if lastSlot >= 0 { histories[lastSlot].days.append(record.day.dayNumber) }
        }
        for slot in histories.indices { histories[slot].days.sortAndDeduplicate() }
        return histories
    }

    /// The longest run of records on consecutive due days: calendar days
    /// for an event, the current schedule's weekdays for a habit (records
    /// on other weekdays are skipped, never break a run). Skipped days are
    /// not due: a run goes on across them, and they do not lengthen it.
    func longestStreak() -> Int {
        let gaps = tracker.kind == .event ? [Int](repeating: 1, count: 7) : Self.gapsToNextDueDay(dueMask)
        var best = 0
        var run = 0
        var previous = Int.min
        var nextSkip = 0
        for day in days {
            let weekday = Self.weekdayIndex(day)
            guard gaps[weekday] > 0 else { continue }
            var continues = false
            if previous != Int.min {
                // The next due day after the previous record, passing over skipped ones.
                var next = previous + gaps[Self.weekdayIndex(previous)]
                while next < day {
                    while nextSkip < skipped.count, skipped[nextSkip] < next { nextSkip += 1 }
                    guard nextSkip < skipped.count, skipped[nextSkip] == next else { break }
                    next += gaps[Self.weekdayIndex(next)]
                }
                continues = next == day
            }
            run = continues ? run + 1 : 1
            previous = day
            best = max(best, run)
        }
        return best
    }

    /// For each weekday (Monday = 0) in the schedule, the days until the
    /// next scheduled weekday (1…7); 0 for weekdays not in the schedule.
    static func gapsToNextDueDay(_ mask: UInt8) -> [Int] {
        let due = (0..<7).map { mask & (1 << UInt8($0)) != 0 }
        return (0..<7).map { weekday in
            guard due[weekday] else { return 0 }
            return (1...7).first { due[(weekday + $0) % 7] } ?? 7
        }
    }

    /// Monday = 0 … Sunday = 6; 1970-01-01 (day 0) was a Thursday.
    static func weekdayIndex(_ day: Int) -> Int { ((day % 7) + 7 + 3) % 7 }
}

/// Per-day tallies over the span from the earliest habit start or record
/// to today, held in flat arrays indexed by day offset, so perfect days
/// cost O(days + records) rather than O(days × trackers).
struct DayCounts {
    private(set) var daysWithRecords = 0
    private(set) var perfectDays = 0

    init(histories: [TrackerHistory], firstRecord: Int, today: Int) {
        let habits = histories.filter(\.hasDueDays)
        let firstStart = habits.map(\.start).min() ?? Int.max
        let origin = min(firstRecord, firstStart)
        guard origin <= today else { return }
        let span = today - origin + 1
        var records = [Int32](repeating: 0, count: span)
        var doneDue = [Int32](repeating: 0, count: span)
        // A count habit's due days, by day: they follow its records, not the weekday.
        var countDue = [Int32](repeating: 0, count: span)
        // Weekday habits' due days that are skipped, by day: not due after all.
        var skippedDue = [Int32](repeating: 0, count: span)
        for history in histories {
            if let windows = history.windows {
                Self.tally(
                    windows, start: history.start, today: today, origin: origin,
                    records: &records, due: &countDue, doneDue: &doneDue)
                continue
            }
            for day in history.days {
                records[day - origin] += 1
                if history.isDue(weekdayIndex: TrackerHistory.weekdayIndex(day)) { doneDue[day - origin] += 1 }
            }
            for day in history.skipped where day >= history.start {
                if history.isDue(weekdayIndex: TrackerHistory.weekdayIndex(day)) { skippedDue[day - origin] += 1 }
            }
        }
        daysWithRecords = records.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        perfectDays = Self.countPerfectDays(
            habits: habits, doneDue: doneDue, countDue: countDue, skippedDue: skippedDue,
            origin: origin, today: today)
    }

    /// A count habit's due days from its start, and its records on them
    /// (the only ones the statistics count).
    private static func tally(
        _ windows: CountWindows, start: Int, today: Int, origin: Int,
        records: inout [Int32], due: inout [Int32], doneDue: inout [Int32]
    ) {
        guard start <= today else { return }
        var next = 0
        for day in start...today where windows.isDue(day) {
            due[day - origin] += 1
            while next < windows.days.count, windows.days[next] < day { next += 1 }
            if next < windows.days.count, windows.days[next] == day {
                records[day - origin] += 1
                doneDue[day - origin] += 1
            }
        }
    }

    /// Walks the days once, keeping per weekday a pointer into the sorted
    /// starts of the habits due on that weekday: the pointer's position is
    /// the number of habits due on the day, before skips.
    private static func countPerfectDays(
        habits: [TrackerHistory], doneDue: [Int32], countDue: [Int32], skippedDue: [Int32],
        origin: Int, today: Int
    ) -> Int {
        var starts = [[Int]](repeating: [], count: 7)
        for habit in habits {
            for weekday in 0..<7 where habit.isDue(weekdayIndex: weekday) { starts[weekday].append(habit.start) }
        }
        for weekday in 0..<7 { starts[weekday].sort() }
        var started = [Int](repeating: 0, count: 7)
        var perfect = 0
        guard let first = habits.map(\.start).min(), first <= today else { return 0 }
        for day in first...today {
            let weekday = TrackerHistory.weekdayIndex(day)
            let list = starts[weekday]
            var due = started[weekday]
            while due < list.count, list[due] <= day { due += 1 }
            started[weekday] = due
            due += Int(countDue[day - origin]) - Int(skippedDue[day - origin])
            if due > 0, Int(doneDue[day - origin]) == due { perfect += 1 }
        }
        return perfect
    }
}

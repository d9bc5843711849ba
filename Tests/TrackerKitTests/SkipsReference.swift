import Foundation
import SeededRandom
import SharedModels

@testable import TrackerKit

/// One habit's marks as the naive references read them, in sets: those on
/// or before today, then the precedence applied the obvious way (a skip
/// goes where the day is done or has an amount).
struct NaiveMarks {
    let done: Set<Int>
    let skipped: Set<Int>
    let amounts: [Int: Amount]

    init(done: [Int], skipped: [Int], amounts: [Int: Amount], today: Int) {
        let done = Set(done.filter { $0 <= today })
        let amounts = amounts.filter { $0.key <= today }
        self.done = done
        self.amounts = amounts
        self.skipped = Set(skipped.filter { $0 <= today && !done.contains($0) && amounts[$0] == nil })
    }
}

/// Marks as a store could hand them over: any order, repeats, a skip on a
/// done day (sync), some after today.
struct RawMarks {
    var done: [Int] = []
    var skipped: [Int] = []
    var amounts: [Int: Amount] = [:]

    var habitDays: HabitDays { HabitDays(done: done, skipped: skipped, amounts: amounts) }

    func naive(today: Int) -> NaiveMarks { NaiveMarks(done: done, skipped: skipped, amounts: amounts, today: today) }
}

/// Random marks over `first…last`, in bursts: the chance of a mark changes
/// every few days, pauses skip runs of up to three weeks (marks still land
/// in some of them), and a measurable habit gets amounts around its target's
/// daily share, a sixth of them 0.
func randomMarks(_ random: inout SeededGenerator, from first: Int, through last: Int, measure: Measure?) -> RawMarks {
    var marks = RawMarks()
    var density = 0.5
    var pauseLeft = 0
    let share = measure.map { 3 * $0.target.thousandths / Int64($0.per) } ?? 0
    for day in first...last {
        if Int.random(in: 0..<5, using: &random) == 0 {
            density = [0.05, 0.3, 0.6, 0.95].randomElement(using: &random)!
        }
        if pauseLeft == 0, Int.random(in: 0..<60, using: &random) == 0 {
            pauseLeft = Int.random(in: 1...21, using: &random)
        }
        let paused = pauseLeft > 0
        pauseLeft = max(0, pauseLeft - 1)
        if paused || Int.random(in: 0..<25, using: &random) == 0 { marks.skipped.append(day) }
        let chance = paused ? 0.05 : density
        guard Double.random(in: 0..<1, using: &random) < chance else { continue }
        if measure != nil, Int.random(in: 0..<10, using: &random) > 0 {
            let zero = Int.random(in: 0..<6, using: &random) == 0
            marks.amounts[day] = Amount(thousandths: zero ? 0 : Int64.random(in: 1...max(1, share), using: &random))
        } else {
            marks.done.append(day)
        }
    }
    marks.done += marks.done.prefix(3)
    marks.skipped.shuffle(using: &random)
    return marks
}

/// Measures the random histories draw from: both directions, a day, a week, a year.
let randomMeasures: [Measure] = [
    measure(5, per: 7), measure(2, per: 1, atMost: true), measure(10, per: 7, atMost: true), measure(3, per: 1),
    measure(30, per: 30), measure(100, per: 365), measure(50, per: 365, atMost: true),
]

/// A deliberately naive reading of the score rules with skips and measures
/// (HabitScore.swift, MeasureScore.swift): every day from the first mark the
/// habit reads, each window summed afresh out of the sets, the decay
/// recomputed from the frequency's numbers each time, in units as Loop counts.
enum ReferenceSkipScore {
    /// The score at the end of each day from the first mark through today (0 before).
    static func scores(_ tracker: Tracker, _ marks: NaiveMarks, measure: Measure?, today: Int) -> [Int: Double]? {
        guard tracker.kind == .habit else { return nil }
        if let measure { return numeric(measure, marks, today: today) }
        var (times, length) = tracker.schedule.count.map { ($0.times, $0.per) } ?? (tracker.schedule.days.count, 7)
        guard times > 0 else { return nil }
        if times == length { (times, length) = (1, 1) }
        if times < length { (times, length) = (2 * times, 2 * length) }
        guard let first = marks.done.union(marks.skipped).min() else { return [:] }
        var scores: [Int: Double] = [:]
        var score = 0.0
        for day in first...today {
            if !marks.skipped.contains(day) {
                let done = (0..<length).filter { marks.done.contains(day - $0) }.count
                let m = pow(0.5, sqrt(Double(times) / Double(length)) / 13)
                score = score * m + min(1, Double(done) / Double(times)) * (1 - m)
            }
            scores[day] = score
        }
        return scores
    }

    static func numeric(_ measure: Measure, _ marks: NaiveMarks, today: Int) -> [Int: Double] {
        let first = Set(marks.amounts.keys).union(marks.skipped).min() ?? today
        let target = measure.target.value
        var scores: [Int: Double] = [:]
        var score = measure.isAtMost ? 1.0 : 0.0
        for day in first...today {
            if !marks.skipped.contains(day) {
                let sum = (0..<measure.per).reduce(0.0) { $0 + (marks.amounts[day - $1]?.value ?? 0) }
                let completion =
                    measure.isAtMost ? min(1, max(0, 1 - (sum - target) / target)) : min(1, sum / target)
                let m = pow(0.5, sqrt(1 / Double(measure.per)) / 13)
                score = score * m + completion * (1 - m)
            }
            scores[day] = score
        }
        return scores
    }
}

/// A deliberately naive reading of `MeasureWindows`: each day's window found
/// by walking back over the days, passing skipped ones, until `per` are taken.
enum ReferenceMet {
    static func isMet(_ measure: Measure, _ marks: NaiveMarks, _ day: Int) -> Bool {
        guard !marks.skipped.contains(day) else { return false }
        var total: Int64 = 0
        var taken = 0
        var current = day
        while taken < measure.per {
            if !marks.skipped.contains(current) {
                total += marks.amounts[current]?.thousandths ?? 0
                taken += 1
            }
            current -= 1
        }
        if measure.isAtMost { return marks.amounts[day] != nil && total <= measure.target.thousandths }
        return total >= measure.target.thousandths
    }

    /// The met days of `first…today`.
    static func metDays(_ measure: Measure, _ marks: NaiveMarks, from first: Int, today: Int) -> Set<Int> {
        first <= today ? Set((first...today).filter { isMet(measure, marks, $0) }) : []
    }
}

/// A deliberately naive reading of `HabitHistory`'s rules with skips and
/// measures: each day asked whether it is due and done, streaks read off
/// lists of flags.
enum ReferenceSkipHistory {
    /// The days that count as done: records, or a measurable habit's met days (from `first`, the history's beginning).
    static func doneDays(_ tracker: Tracker, _ marks: NaiveMarks, measure: Measure?, from first: Int, today: Int)
        -> Set<Int>
    {
        guard tracker.kind == .habit, let measure else { return marks.done }
        return ReferenceMet.metDays(measure, marks, from: first, today: today)
    }

    /// The earlier of the creation and the first record (a measurable habit's first amount).
    static func start(_ tracker: Tracker, _ marks: NaiveMarks, measure: Measure?) -> Int {
        let records = tracker.kind == .habit && measure != nil ? Set(marks.amounts.keys) : marks.done
        return min(tracker.createdOn.dayNumber, records.min() ?? .max)
    }

    static func isScheduled(_ tracker: Tracker, _ day: Int) -> Bool {
        tracker.kind == .event || tracker.schedule.contains(LocalDate(dayNumber: day).weekday)
    }

    /// From the first done day to the last: a scheduled day not skipped extends the run when done, else ends it.
    static func longestStreak(_ tracker: Tracker, done: Set<Int>, skipped: Set<Int>) -> Int {
        guard let first = done.min(), let last = done.max() else { return 0 }
        var best = 0
        var run = 0
        for day in first...last where isScheduled(tracker, day) && !skipped.contains(day) {
            run = done.contains(day) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    static func history(_ tracker: Tracker, _ marks: NaiveMarks, measure: Measure?, from first: Int, today: Int)
        -> HabitHistory
    {
        let measured = tracker.kind == .habit && measure != nil
        let listed = (measured ? Set(marks.amounts.keys) : marks.done).sorted(by: >).prefix(10)
        let last = listed.map(LocalDate.init(dayNumber:))
        let start = start(tracker, marks, measure: measure)
        if !measured, let count = tracker.countSchedule {
            let windows = ReferenceCountWindows(schedule: count, days: marks.done, skipped: marks.skipped)
            return HabitHistory(
                completedDays: marks.done.count, currentStreak: windows.currentStreak(start: start, today: today),
                bestStreak: windows.longestStreak(start: start, today: today),
                rates: HabitHistory.rateWindows.map { window in
                    let rate = windows.rate(window: window, start: start, today: today)
                    return HabitHistory.Rate(days: window, done: rate.done, expected: rate.expected)
                }, lastRecords: last)
        }
        let done = doneDays(tracker, marks, measure: measure, from: first, today: today)
        let isDue = { (day: Int) in
            day >= start && day <= today && !marks.skipped.contains(day) && isScheduled(tracker, day)
                && (day < today || done.contains(day))
        }
        let flags = start <= today ? (start...today).filter(isDue).map(done.contains) : []
        return HabitHistory(
            completedDays: done.count, currentStreak: flags.reversed().prefix { $0 }.count,
            bestStreak: longestStreak(tracker, done: done, skipped: marks.skipped),
            rates: HabitHistory.rateWindows.map { window in
                let due = (today - window + 1...today).filter(isDue)
                return HabitHistory.Rate(days: window, due: due.count, done: due.filter(done.contains).count)
            }, lastRecords: last)
    }
}

import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// A deliberately naive reading of the statistics rules (Modules/TrackerKit/Statistics.swift), day by day
/// and tracker by tracker, to check the fast calculator on random histories.
///
/// A count habit follows `CountWindows`' rules, read through `ReferenceCountWindows`:
/// its records count (records, average) only on its due days, its streak is
/// the longest run of met windows from its start to today, and a perfect day
/// needs it done only when the day is due for it.
enum ReferenceStatistics {
    static func compute(trackers: [Tracker], records: [TrackerRecord], today: LocalDate) -> Statistics {
        let known = Set(trackers.map(\.id))
        let kept = Set(records.filter { $0.day <= today && known.contains($0.trackerID) })
        var counted = Set<TrackerRecord>()
        var best = 0
        for tracker in trackers {
            let days = Set(kept.filter { $0.trackerID == tracker.id }.map(\.day))
            var countedDays = days
            if let windows = countWindows(tracker, days: days) {
                countedDays = days.filter { windows.isDue($0.dayNumber) }
                best = max(best, windows.longestStreak(start: start(tracker, days).dayNumber, today: today.dayNumber))
            } else {
                best = max(best, streak(tracker, days: days))
            }
            counted.formUnion(countedDays.map { TrackerRecord(trackerID: tracker.id, day: $0) })
        }
        guard !counted.isEmpty else {
            return Statistics(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0)
        }
        let distinctDays = Set(counted.map(\.day)).count
        return Statistics(
            bestPeriod: best, perfectDays: perfectDays(trackers, kept, today: today),
            trackersCompleted: counted.count, average: Double(counted.count) / Double(distinctDays))
    }

    /// A count habit's windows over its kept record days; nil for every other tracker.
    static func countWindows(_ tracker: Tracker, days: Set<LocalDate>) -> ReferenceCountWindows? {
        guard tracker.kind == .habit, let count = tracker.schedule.count else { return nil }
        return ReferenceCountWindows(schedule: count, days: Set(days.map(\.dayNumber)))
    }

    /// The earlier of the creation and the first record.
    static func start(_ tracker: Tracker, _ days: Set<LocalDate>) -> LocalDate {
        min(tracker.createdOn, days.min() ?? tracker.createdOn)
    }

    /// Walks every calendar day from the first record to the last: a due day
    /// (any day for an event) with a record extends the run, without one ends it.
    static func streak(_ tracker: Tracker, days: Set<LocalDate>) -> Int {
        guard let first = days.min(), let last = days.max() else { return 0 }
        var best = 0
        var run = 0
        var day = first
        while day <= last {
            let due = tracker.kind == .event || tracker.schedule.contains(day.weekday)
            if due {
                run = days.contains(day) ? run + 1 : 0
                best = max(best, run)
            }
            day = day.adding(days: 1)
        }
        return best
    }

    static func perfectDays(_ trackers: [Tracker], _ records: Set<TrackerRecord>, today: LocalDate) -> Int {
        let habits = trackers.filter { $0.kind == .habit }
        let recordDays = habits.map { habit in Set(records.filter { $0.trackerID == habit.id }.map(\.day)) }
        let starts = habits.indices.map { start(habits[$0], recordDays[$0]) }
        let windows = habits.indices.map { countWindows(habits[$0], days: recordDays[$0]) }
        guard let earliest = starts.min() else { return 0 }
        var count = 0
        var day = earliest
        while day <= today {
            let due = habits.indices.filter { index in
                guard starts[index] <= day else { return false }
                return windows[index]?.isDue(day.dayNumber) ?? habits[index].schedule.contains(day.weekday)
            }
            if !due.isEmpty, due.allSatisfy({ recordDays[$0].contains(day) }) { count += 1 }
            day = day.adding(days: 1)
        }
        return count
    }
}

/// Count schedules the random histories draw from: the shortest and the
/// longest windows, and some in between.
let randomCountSchedules = [(1, 1), (1, 7), (3, 7), (2, 10), (7, 7), (30, 365), (2, 3)]

/// Random trackers and records over about a year around March 2026; with
/// `counts`, about half the habits have a count schedule (without, the same
/// seed gives the same history as before count schedules existed).
func randomHistory(seed: UInt64, trackers count: Int, span: Int, density: Double, counts: Bool = false)
    -> (trackers: [Tracker], records: [TrackerRecord])
{
    var random = SeededGenerator(seed: seed)
    let base = mar(1).adding(days: -span)
    var trackers: [Tracker] = []
    var records: [TrackerRecord] = []
    for index in 0..<count {
        let created = base.adding(days: Int.random(in: 0..<span, using: &random))
        let tracker: Tracker
        if Int.random(in: 0..<4, using: &random) == 0 {
            tracker = event("e\(index)", createdOn: created)
        } else if counts, Bool.random(using: &random) {
            let (times, per) = randomCountSchedules.randomElement(using: &random)!
            tracker = countHabit("c\(index)", times, in: per, createdOn: created)
        } else {
            let days = Weekday.allCases.filter { _ in Bool.random(using: &random) }
            tracker = habit("h\(index)", Schedule(days.isEmpty ? [.monday] : days), createdOn: created)
        }
        trackers.append(tracker)
        // Records anywhere in the span (before creation too, on any weekday,
        // some after today) so every rule gets exercised.
        for offset in 0..<(span + 10) where Double.random(in: 0..<1, using: &random) < density {
            records.append(TrackerRecord(trackerID: tracker.id, day: base.adding(days: offset)))
        }
    }
    records.shuffle(using: &random)
    return (trackers, records)
}

@Suite("Statistics against a naive reference")
struct StatisticsReferenceTests {
    @Test("random histories give the same numbers", arguments: 1...12)
    func matchesReference(seed: Int) {
        // Dense histories make long streaks; sparse ones many breaks.
        let density = [0.9, 0.6, 0.3, 0.05][seed % 4]
        let (trackers, records) = randomHistory(seed: UInt64(seed), trackers: 1 + seed % 6, span: 120, density: density)
        let today = mar(1)
        let fast = StatisticsCalculator.compute(trackers: trackers, records: records, today: today)
        let slow = ReferenceStatistics.compute(trackers: trackers, records: records, today: today)
        #expect(fast.bestPeriod == slow.bestPeriod)
        #expect(fast.perfectDays == slow.perfectDays)
        #expect(fast.trackersCompleted == slow.trackersCompleted)
        #expect(abs(fast.average - slow.average) < 1e-12)
    }

    /// Weekday and count habits and events, dense to sparse.
    static func countHistory(seed: Int) -> (trackers: [Tracker], records: [TrackerRecord]) {
        randomHistory(
            seed: UInt64(1_000 + seed), trackers: 1 + seed % 5, span: 150,
            density: [0.9, 0.6, 0.3, 0.05][seed % 4], counts: true)
    }

    @Test("random histories with count habits give the same numbers", arguments: 1...16)
    func matchesReferenceWithCounts(seed: Int) {
        let (trackers, records) = Self.countHistory(seed: seed)
        for today in [mar(1), mar(1).adding(days: -40)] {
            let fast = StatisticsCalculator.compute(trackers: trackers, records: records, today: today)
            let slow = ReferenceStatistics.compute(trackers: trackers, records: records, today: today)
            #expect(fast.bestPeriod == slow.bestPeriod, "best period, today \(today)")
            #expect(fast.perfectDays == slow.perfectDays, "perfect days, today \(today)")
            #expect(fast.trackersCompleted == slow.trackersCompleted, "records, today \(today)")
            #expect(abs(fast.average - slow.average) < 1e-12, "average, today \(today)")
        }
    }

    @Test("the seeds above draw count habits, of several schedules")
    func seedsDrawCounts() {
        let schedules = (1...16).flatMap { seed in
            Self.countHistory(seed: seed).trackers.compactMap(\.schedule.count)
        }
        #expect(schedules.count >= 10)
        #expect(Set(schedules).count >= 4)
    }

    @Test("record days grouped by tracker give the same numbers as records", arguments: 1...6)
    func groupedDays(seed: Int) {
        let (trackers, records) = randomHistory(
            seed: UInt64(100 + seed), trackers: 2 + seed, span: 90, density: 0.5,
            counts: seed % 2 == 0)
        var byTracker: [EntityID: [LocalDate]] = [:]
        for record in records { byTracker[record.trackerID, default: []].append(record.day) }
        let grouped = trackers.map { byTracker[$0.id] ?? [] }
        #expect(
            StatisticsCalculator.compute(trackers: trackers, recordDays: grouped, today: mar(1))
                == StatisticsCalculator.compute(trackers: trackers, records: records, today: mar(1)))
    }

    @Test("1,000 trackers over three years: the large history computes, and consistently")
    func largeHistory() {
        // About 1,000 × 1,100 × 0.8 ≈ 880,000 records. Only a sanity check of
        // scale here (debug builds are slow); release timings are in the report.
        let (trackers, records) = randomHistory(seed: 99, trackers: 1_000, span: 1_096, density: 0.8)
        let result = StatisticsCalculator.compute(trackers: trackers, records: records, today: mar(1))
        let counted = records.filter { $0.day <= mar(1) }.count
        #expect(result.trackersCompleted == counted)
        #expect(result.bestPeriod > 0 && result.average > 1)
        #expect(result == StatisticsCalculator.compute(trackers: trackers, records: records.reversed(), today: mar(1)))
    }
}

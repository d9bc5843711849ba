import SeededRandom
import SharedModels
import Testing
@testable import HabitKit

/// A deliberately naive reading of the statistics rules (Modules/HabitKit/Statistics.swift), day by day
/// and tracker by tracker, to check the fast calculator on random histories.
enum ReferenceStatistics {
    static func compute(trackers: [Tracker], records: [TrackerRecord], today: LocalDate) -> Statistics {
        let known = Set(trackers.map(\.id))
        let kept = Set(records.filter { $0.day <= today && known.contains($0.trackerID) })
        guard !kept.isEmpty else { return Statistics(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0) }
        let distinctDays = Set(kept.map(\.day)).count
        var best = 0
        for tracker in trackers {
            let days = kept.filter { $0.trackerID == tracker.id }.map(\.day)
            best = max(best, streak(tracker, days: Set(days)))
        }
        return Statistics(bestPeriod: best, perfectDays: perfectDays(trackers, kept, today: today),
                          trackersCompleted: kept.count, average: Double(kept.count) / Double(distinctDays))
    }

    /// Walks every calendar day from the first record to the last: a due day
    /// (any day for an event) with a record extends the run, without one ends it.
    static func streak(_ tracker: Tracker, days: Set<LocalDate>) -> Int {
        guard let first = days.min(), let last = days.max() else { return 0 }
        var best = 0, run = 0
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
        let starts = habits.map { habit in
            min(habit.createdOn, records.filter { $0.trackerID == habit.id }.map(\.day).min() ?? habit.createdOn)
        }
        guard let earliest = starts.min() else { return 0 }
        var count = 0
        var day = earliest
        while day <= today {
            let due = habits.indices.filter { habits[$0].schedule.contains(day.weekday) && starts[$0] <= day }
            if !due.isEmpty, due.allSatisfy({ records.contains(TrackerRecord(trackerID: habits[$0].id, day: day)) }) {
                count += 1
            }
            day = day.adding(days: 1)
        }
        return count
    }
}

/// Random trackers and records over about a year around March 2026.
func randomHistory(seed: UInt64, trackers count: Int, span: Int, density: Double)
    -> (trackers: [Tracker], records: [TrackerRecord]) {
    var random = SeededGenerator(seed: seed)
    let base = mar(1).adding(days: -span)
    var trackers: [Tracker] = []
    var records: [TrackerRecord] = []
    for index in 0..<count {
        let created = base.adding(days: Int.random(in: 0..<span, using: &random))
        let tracker: Tracker
        if Int.random(in: 0..<4, using: &random) == 0 {
            tracker = event("e\(index)", createdOn: created)
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

    @Test("record days grouped by tracker give the same numbers as records", arguments: 1...6)
    func groupedDays(seed: Int) {
        let (trackers, records) = randomHistory(seed: UInt64(100 + seed), trackers: 2 + seed, span: 90, density: 0.5)
        var byTracker: [EntityID: [LocalDate]] = [:]
        for record in records { byTracker[record.trackerID, default: []].append(record.day) }
        let grouped = trackers.map { byTracker[$0.id] ?? [] }
        #expect(StatisticsCalculator.compute(trackers: trackers, recordDays: grouped, today: mar(1))
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

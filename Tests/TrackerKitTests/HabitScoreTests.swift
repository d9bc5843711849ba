import Foundation
import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// A deliberately naive reading of the score rule (Modules/TrackerKit/HabitScore.swift):
/// day by day from the first record, the window recounted from a set each day
/// and the decay recomputed from the frequency's numbers each time.
enum ReferenceScore {
    static func score(_ tracker: Tracker, days: Set<LocalDate>, on day: LocalDate, today: LocalDate) -> Double? {
        guard tracker.kind == .habit, !tracker.schedule.days.isEmpty else { return nil }
        var times = tracker.schedule.days.count
        var length = 7
        if times == length {
            times = 1
            length = 1
        }
        if times < length {
            times *= 2
            length *= 2
        }
        let frequency = Double(times) / Double(length)
        let kept = days.filter { $0 <= today }
        guard let first = kept.min() else { return 0 }
        var score = 0.0
        var current = first
        while current <= day {
            let done = (0..<length).filter { kept.contains(current.adding(days: -$0)) }.count
            let completion = min(1, Double(done) / Double(times))
            let m = pow(0.5, sqrt(frequency) / 13)
            score = score * m + completion * (1 - m)
            current = current.adding(days: 1)
        }
        return score
    }

    /// Today's score averaged over the habits created on or before today.
    static func average(_ trackers: [Tracker], _ records: [TrackerRecord], today: LocalDate) -> Double? {
        let scores = trackers.filter { $0.createdOn <= today }.compactMap { tracker in
            score(tracker, days: Set(records.filter { $0.trackerID == tracker.id }.map(\.day)), on: today, today: today)
        }
        return scores.isEmpty ? nil : scores.reduce(0, +) / Double(scores.count)
    }
}

@Suite("Habit score")
struct HabitScoreTests {
    @Test("a daily habit done every day for n days scores 1 − m^n")
    func dailyClosedForm() throws {
        let water = habit("Вода", createdOn: mar(1))
        let score = try #require(HabitScore(tracker: water, days: (1...20).map(mar), today: mar(20)))
        let m = pow(0.5, 1.0 / 13)
        #expect(abs(score.today - (1 - pow(m, 20))) < 1e-12)
        // 13 days halve the distance to full strength.
        let thirteen = try #require(HabitScore(tracker: water, days: (1...13).map(mar), today: mar(13)))
        #expect(abs(thirteen.today - 0.5) < 1e-12)
    }

    @Test("an unmarked today lowers the score as any missed day does, and marking it raises it back")
    func unmarkedToday() throws {
        let water = habit("Вода", createdOn: mar(1))
        let yesterday = try #require(HabitScore(tracker: water, days: (1...5).map(mar), today: mar(5)))
        let unmarked = try #require(HabitScore(tracker: water, days: (1...5).map(mar), today: mar(6)))
        let marked = try #require(HabitScore(tracker: water, days: (1...6).map(mar), today: mar(6)))
        let m = HabitScoreRule.multiplier(frequency: 1)
        #expect(abs(unmarked.today - yesterday.today * m) < 1e-12)
        #expect(marked.today > yesterday.today)
    }

    @Test("a Mon/Wed/Fri habit kept on schedule rises slower than a daily one, never reaching 1")
    func weekdayHabit() throws {
        let run = habit("Бег", monWedFri, createdOn: mar(2))
        let days = [2, 4, 6, 9, 11, 13, 16, 18, 20, 23, 25, 27, 30].map(mar)
        let score = try #require(HabitScore(tracker: run, days: days, today: mar(30)))
        let daily = try #require(HabitScore(tracker: habit("Вода"), days: (2...30).map(mar), today: mar(30)))
        #expect(score.today > 0.3 && score.today < daily.today)
        // From Mar 15 on every 14-day window holds the 6 records it asks for, so
        // the completion is 1 and only the slower rise (frequency 3/7) holds it back.
        #expect(
            abs(score.today - (ReferenceScore.score(run, days: Set(days), on: mar(30), today: mar(30)) ?? -1)) < 1e-12)
    }

    @Test("events have no score; a habit without records scores 0")
    func eventsAndEmpty() throws {
        #expect(HabitScore(tracker: event("Врач"), days: [mar(3)], today: mar(9)) == nil)
        let empty = try #require(HabitScore(tracker: habit("Бег", monWedFri), days: [], today: mar(9)))
        #expect(empty.today == 0 && empty.weeks == [Double](repeating: 0, count: 12))
        #expect(empty.sparkline == "▁▁▁▁▁▁▁▁▁▁▁▁")
    }

    @Test("frequencies: n in n is daily, a weekday schedule is its days in 7, a count its own numbers")
    func frequencies() {
        #expect(HabitFrequency(schedule: .everyDay) == HabitFrequency(times: 1, days: 1))
        #expect(HabitFrequency(times: 3, days: 3) == HabitFrequency(times: 1, days: 1))
        #expect(HabitFrequency(schedule: monWedFri) == HabitFrequency(times: 3, days: 7))
        #expect(HabitFrequency(schedule: .none) == nil)
        #expect(HabitFrequency(schedule: countHabit("c", 2, in: 10).schedule) == HabitFrequency(times: 2, days: 10))
        #expect(HabitFrequency(schedule: countHabit("c", 7, in: 7).schedule) == HabitFrequency(times: 1, days: 1))
        #expect(HabitFrequency(schedule: countHabit("c", 30, in: 365).schedule) == HabitFrequency(times: 30, days: 365))
        #expect(abs(HabitScoreRule.multiplier(frequency: 1) - pow(0.5, 1.0 / 13)) < 1e-15)
    }

    @Test("keeping only the last days changes none of them")
    func keptDays() {
        let days = [3, 4, 6, 9, 10, 11, 20, 21, 30]
        let frequency = HabitFrequency(times: 2, days: 7)
        let all = HabitScoreRule.dailyScores(frequency: frequency, days: days, today: 40)
        let last = HabitScoreRule.dailyScores(frequency: frequency, days: days, today: 40, keepFrom: 35)
        #expect(all.values.count == 38 && last.values.count == 6 && last.keptFrom == 35)
        #expect((35...40).allSatisfy { all.on($0) == last.on($0) } && last.on(1) == 0)
        #expect(HabitScoreRule.dailyScores(frequency: frequency, days: [], today: 40).on(40) == 0)
    }

    @Test("the sparkline has one block a week from the score at each week's end")
    func sparkline() {
        let score = HabitScore(today: 1, weeks: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99, 1])
        #expect(score.sparkline == "▁▁▂▃▄▅▅▆▇███")
        #expect(HabitScore.rounded(0.123456) == 0.1235)
    }

    @Test("random histories score as the naive reference does", arguments: 1...16)
    func matchesReference(seed: Int) throws {
        let density = [0.9, 0.6, 0.3, 0.05][seed % 4]
        let (trackers, records) = randomHistory(
            seed: UInt64(500 + seed), trackers: 2 + seed % 4, span: 150, density: density)
        let today = mar(1)
        for tracker in trackers {
            let days = records.filter { $0.trackerID == tracker.id }.map(\.day)
            let fast = HabitScore(tracker: tracker, days: days, today: today)
            guard tracker.kind == .habit else {
                #expect(fast == nil)
                continue
            }
            let score = try #require(fast)
            #expect(score.weeks.count == HabitScore.sparklineWeeks && score.weeks.last == score.today)
            for (index, value) in score.weeks.enumerated() {
                let day = today.adding(days: -7 * (HabitScore.sparklineWeeks - 1 - index))
                let slow = try #require(ReferenceScore.score(tracker, days: Set(days), on: day, today: today))
                #expect(abs(value - slow) < 1e-9)
            }
        }
    }

    @Test("the statistics' average score is the mean over today's habits", arguments: 1...8)
    func averageMatchesReference(seed: Int) {
        let (trackers, records) = randomHistory(
            seed: UInt64(700 + seed), trackers: 1 + seed % 5, span: 120, density: 0.4)
        let fast = StatisticsCalculator.compute(trackers: trackers, records: records, today: mar(1)).averageScore
        let slow = ReferenceScore.average(trackers, records, today: mar(1))
        #expect((fast == nil) == (slow == nil))
        if let fast, let slow { #expect(abs(fast - slow) < 1e-9) }
    }
}

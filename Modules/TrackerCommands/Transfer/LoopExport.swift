import ForeignHabits
import SharedModels
import TrackerKit

/// `export --format loop-csv`: the habits (events have no counterpart in
/// Loop and are left out) in Loop's CSV layout, each with its score for
/// every day from its first record to today, by the score rule `show`
/// uses (the summary counts the habits and records written). A weekday
/// schedule goes as Loop's frequency, its days in 7 (all seven: daily);
/// the category has no place in Loop's CSV.
enum LoopExport {
    static func archive(_ data: ExportData, today: LocalDate) throws -> (bytes: [UInt8], habits: Int, records: Int) {
        var habits: [LoopCSVWriter.Habit] = []
        var records = 0
        for (tracker, days) in zip(data.trackers, data.recordDays) where tracker.kind == .habit {
            guard let frequency = HabitFrequency(schedule: tracker.schedule) else { continue }
            let kept = days.filter { $0 <= today }
            let numbers = kept.map(\.dayNumber)
            let scores = HabitScoreRule.dailyScores(frequency: frequency, days: numbers, today: today.dayNumber)
            let habit = ForeignHabit(
                sourceID: tracker.name, name: tracker.name, color: tracker.color,
                position: habits.count,
                frequency: .init(times: frequency.times, days: frequency.days), checkIns: kept)
            habits.append(LoopCSVWriter.Habit(habit: habit, scores: Array(scores.values.reversed())))
            records += kept.count
        }
        return (try LoopCSVWriter.archive(habits, today: today), habits.count, records)
    }
}

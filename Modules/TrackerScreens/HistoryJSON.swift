import SharedModels
import TrackerKit

/// `show --json`: the numbers the history screen shows (`HabitHistory`)
/// and the year its heatmap covers:
/// `{"id","name","emoji","color","completedDays","currentStreak","bestStreak",
/// "rates":[{"days","due","done","rate"}],"lastRecords":[…],
/// "heatmap":{"from","to","done":[…],"missed":[…]},"score","scoreWeeks":[…]}`.
/// `rate` is `done / due` (0…1), null when nothing was due; days are
/// `YYYY-MM-DD`. `score` is today's `HabitScore` (0…1, 4 decimals) and
/// `scoreWeeks` the scores at the end of the last 12 weeks, oldest first;
/// both null for an event, which has no score.
package struct HistoryJSON: Encodable, Sendable {
    package struct Rate: Encodable, Sendable {
        var days, due, done: Int
        @AlwaysEncoded var rate: Double?

        enum CodingKeys: String, CodingKey { case days, due, done, rate }
    }

    /// The heatmap's year (the last `HistoryHeatmap.yearWeeks` weeks up to
    /// today) with its done and missed days.
    package struct Year: Encodable, Sendable {
        var from, to: String
        var done, missed: [String]
    }

    var id, name, emoji, color: String
    /// Only when set, as in the tracker's JSON.
    var archived: Bool?
    var question, description: String?
    var completedDays, currentStreak, bestStreak: Int
    var rates: [Rate]
    var lastRecords: [String]
    var heatmap: Year
    /// Null for an event (no score), not left out.
    @AlwaysEncoded var score: Double?
    @AlwaysEncoded var scoreWeeks: [Double]?

    package init(_ tracker: Tracker, days: [LocalDate], today: LocalDate) {
        let history = HabitHistory(tracker: tracker, days: days, today: today)
        id = tracker.id.rawValue
        name = tracker.name
        emoji = tracker.emoji
        color = tracker.color.hex
        archived = tracker.archived ? true : nil
        question = tracker.question.isEmpty ? nil : tracker.question
        description = tracker.details.isEmpty ? nil : tracker.details
        completedDays = history.completedDays
        currentStreak = history.currentStreak
        bestStreak = history.bestStreak
        rates = history.rates.map { Rate(days: $0.days, due: $0.due, done: $0.done, rate: $0.fraction) }
        lastRecords = history.lastRecords.map(\.iso)
        let weeks = HistoryHeatmap.build(tracker: tracker, days: days, today: today, weeks: HistoryHeatmap.yearWeeks)
        let cells = weeks.flatMap { week in
            week.cells.enumerated().map { (week.monday.adding(days: $0.offset), $0.element) }
        }
        heatmap = Year(
            from: weeks.first?.monday.iso ?? today.iso, to: today.iso,
            done: cells.filter { $0.1 == .done }.map(\.0.iso), missed: cells.filter { $0.1 == .missed }.map(\.0.iso))
        let habitScore = HabitScore(tracker: tracker, days: days, today: today)
        score = habitScore.map { HabitScore.rounded($0.today) }
        scoreWeeks = habitScore.map { $0.weeks.map(HabitScore.rounded) }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, emoji, color, archived, question, description
        case completedDays, currentStreak, bestStreak, rates, lastRecords, heatmap
        case score, scoreWeeks
    }

}

import AppPlugin
import SharedModels
import Storage

/// A habit in `--json`: `{"id","name","time","color","createdOn","trackedDays","trackedToday"}`
/// (`trackedDays` is the number of days tracked, `time` is `HH:MM`).
struct HabitJSON: Encodable, Equatable {
    var id: String
    var name: String
    var time: String
    var color: String
    var createdOn: String
    var trackedDays: Int
    var trackedToday: Bool

    init(_ summary: HabitSummary) {
        let habit = summary.habit
        id = habit.id.rawValue
        name = habit.name
        time = HabitInputs.timeText(habit.minuteOfDay)
        color = habit.color.hex
        createdOn = habit.createdOn.iso
        trackedDays = summary.trackedDayCount
        trackedToday = summary.isTrackedOnDay
    }
}

extension AppEnvironment {
    /// Resolves a user's `H` (exact name ignoring case, an id prefix of 4+
    /// characters, or part of a name) among the summaries, which a command reads anyway: no
    /// habit's history is read to find it.
    func resolveHabit(_ reference: String, in summaries: [HabitSummary]) throws -> HabitSummary {
        try resolve(reference, in: summaries, name: \.habit.name, id: \.habit.id)
    }

    /// Resolves `H` with two indexed look-ups (name, then id prefix) instead
    /// of reading every habit: `track` costs the same with 100 habits as with
    /// one; only part of a name or an unknown `H` reads them all.
    func resolveHabit(_ reference: String, in context: any StoreContext) throws -> HabitSummary {
        try resolve(
            reference, byName: { try context.habitSummaries(named: $0, on: today) },
            byIDPrefix: { try context.habitSummaries(idPrefix: $0, on: today) },
            all: { try context.habitSummaries(on: today) }, name: \.habit.name, id: \.habit.id)
    }

    /// The summary of one habit after a change, by an indexed id look-up
    /// (not every habit's summary).
    func summary(of id: EntityID, in context: any StoreContext) throws -> HabitSummary? {
        try context.habitSummaries(idPrefix: id.rawValue, on: today).first { $0.habit.id == id }
    }

    /// The habit as JSON (`--json`) or as its card, with a line above it.
    func report(_ summary: HabitSummary, saying line: String?) throws {
        if json { return try emitJSON(HabitJSON(summary)) }
        if let line { output.line(line) }
        output.lines(HabitCardView(environment: self).card(summary))
    }
}

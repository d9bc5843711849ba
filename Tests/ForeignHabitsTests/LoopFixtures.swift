import ForeignHabits
import PocketTestSupport
import SharedModels

/// The Loop backups under Tests/Fixtures/loop (see its README) and what
/// each must read as, written out in full.
enum LoopFixtures {
    static func path(_ version: Int) -> String { Fixtures.folder + "/loop/loop-v\(version).db" }

    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    static func days(_ texts: String...) -> [LocalDate] { texts.map(day) }
    static func hex(_ text: String) -> RGBColor { RGBColor(hex: text)! }
    static func values(_ pairs: KeyValuePairs<String, Double>) -> [ForeignHabit.DayValue] {
        pairs.map { ForeignHabit.DayValue(day: day($0.key), amount: $0.value) }
    }
    static let weekly = ForeignHabit.Frequency(times: 1, days: 7)

    /// Schema 13: ARGB colours (one outside Loop's palette), the question in
    /// `description`, a repetition twice and one at 01:00, one of a deleted habit.
    static let v13: [ForeignHabit] = [
        ForeignHabit(
            sourceID: "1", name: "Read", question: "Did you read today?", color: hex("#D32F2F"), position: 0,
            checkIns: days("2016-05-01", "2016-05-02", "2016-05-04")),
        ForeignHabit(
            sourceID: "3", name: "Call mum", color: hex("#039BE5"), archived: true, position: 1,
            frequency: weekly, checkIns: days("2016-05-01")),
        ForeignHabit(
            sourceID: "2", name: "Run", question: "Did you run?", color: hex("#123456"), position: 2,
            frequency: .init(times: 2, days: 7), checkIns: days("2016-05-03", "2016-05-05")),
    ]

    /// Schema 20: the same after Loop's migrations 14–20 (the colour outside
    /// the palette became red, as migration 14 did), plus a numeric habit, a NO and a skip.
    static let v20: [ForeignHabit] = {
        var habits = v13
        habits[0].skips = days("2017-01-03")
        habits[2].color = hex("#D32F2F")
        habits.append(
            ForeignHabit(
                sourceID: "4", name: "Walk", question: "How far did you walk?", color: hex("#00897B"), position: 3,
                frequency: weekly, skips: days("2017-01-05"),
                measurable: .init(
                    unit: "km", target: 20.5, targetIsMinimum: true,
                    values: values(["2017-01-02": 5.25, "2017-01-03": 0]))))
        return habits
    }()

    /// Schema 25 (and 26, migrated from it).
    static let v25: [ForeignHabit] = [
        ForeignHabit(
            sourceID: "a1b2c3d4e5f60718293a4b5c6d7e8f90", name: "Meditate",
            question: "Did you meditate today?", description: "Ten minutes, before breakfast",
            color: hex("#00897B"), position: 0,
            checkIns: days("2024-02-26", "2024-02-27", "2024-02-29"), skips: days("2024-03-03")),
        ForeignHabit(
            sourceID: "0f1e2d3c4b5a69788796a5b4c3d2e1f0", name: "Gym", question: "Did you go to the gym?",
            color: hex("#1976D2"), position: 1, frequency: .init(times: 3, days: 7),
            checkIns: days("2024-02-26", "2024-02-29", "2024-03-04"), skips: days("2024-03-01")),
        ForeignHabit(
            sourceID: "44444444444444444444444444444444", name: "Water", question: "How many glasses?",
            color: hex("#D81B60"), position: 2, skips: days("2024-02-28"),
            measurable: .init(
                unit: "glasses", target: 8, targetIsMinimum: true,
                values: values(["2024-02-26": 8, "2024-02-27": 6.5, "2024-02-29": 12.25]))),
        ForeignHabit(
            sourceID: "33333333333333333333333333333333", name: #"Call "Mum", Dad"#,
            description: #"Notes with a comma, and "quotes""#, color: hex("#AAAAAA"), archived: true,
            position: 3, frequency: weekly, checkIns: days("2023-12-24")),
        ForeignHabit(
            sourceID: "55555555555555555555555555555555", name: "Junk food", color: hex("#303030"),
            position: 4, frequency: weekly,
            measurable: .init(
                unit: "meals", target: 2.5, targetIsMinimum: false,
                values: values(["2024-02-26": 1, "2024-02-27": 0]))),
    ]
}

import SharedModels

/// The rows of Loop's `Habits.csv` and of a habit's `Checkmarks.csv` made values.
enum LoopCSVHabits {
    static let place = "Habits.csv"

    /// The habits in Loop's order; `position` is still Loop's 1-based number.
    static func parse(_ records: [CSVReader.Record]) throws -> [ForeignHabit] {
        guard let header = records.first else {
            throw ForeignFormatError.damaged(ForeignDamage(place: place, line: 1, reason: .missingPart))
        }
        let column = Dictionary(header.fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for name in ["Name", "NumRepetitions", "Interval"] where column[name] == nil {
            throw ForeignFormatError.damaged(ForeignDamage(place: place, line: header.line, reason: .missingPart))
        }
        var habits: [ForeignHabit] = []
        var names = Set<String>()
        for record in records.dropFirst() {
            var habit = try habit(record, column: column, row: habits.count + 1)
            // Two habits of one name: the second is told apart by its position.
            if !names.insert(habit.sourceID).inserted { habit.sourceID += "#\(habit.position)" }
            habits.append(habit)
        }
        return habits.sorted { $0.position < $1.position }
    }

    private static func habit(_ record: CSVReader.Record, column: [String: Int], row: Int) throws -> ForeignHabit {
        func field(_ name: String) -> String? {
            column[name].flatMap { record.fields.indices.contains($0) ? record.fields[$0] : nil }
        }
        func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
            .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
        }
        guard record.fields.count >= header(column), let name = field("Name") else { throw bad(.badSyntax) }
        guard let times = Int(field("NumRepetitions") ?? ""), let days = Int(field("Interval") ?? ""),
              times >= 1, days >= 1 else { throw bad(.badNumber) }
        var position = row
        if let text = field("Position") {
            guard let number = Int(text), number >= 1 else { throw bad(.badNumber) }
            position = number
        }
        var color: RGBColor?
        if let text = field("Color"), !text.isEmpty {
            guard let parsed = RGBColor(storedHex: text) else { throw bad(.badNumber) }
            color = parsed
        }
        // Before Loop had questions, its `Description` was the question.
        let hasQuestion = column["Question"] != nil
        return ForeignHabit(sourceID: name, name: name,
                            question: hasQuestion ? field("Question") ?? "" : field("Description") ?? "",
                            description: hasQuestion ? field("Description") ?? "" : "",
                            color: color, position: position, frequency: .init(times: times, days: days))
    }

    /// The number of fields a row must have: up to the last known column.
    private static func header(_ column: [String: Int]) -> Int {
        ["Position", "Name", "Question", "Description", "NumRepetitions", "Interval", "Color"]
            .compactMap { column[$0] }.max().map { $0 + 1 } ?? 0
    }

    /// A habit's `Checkmarks.csv` lines (`YYYY-MM-DD,value`, newest first as
    /// Loop writes them) put into it.
    static func addDays(_ records: [CSVReader.Record], place: String, to habit: inout ForeignHabit) throws {
        var lines: [(day: LocalDate, value: Int)] = []
        for record in records {
            func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
                .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
            }
            guard record.fields.count == 2 else { throw bad(.badSyntax) }
            guard let day = LocalDate(iso: record.fields[0]) else { throw bad(.badDate) }
            guard let value = Int(record.fields[1]) else { throw bad(.badNumber) }
            lines.append((day, value))
        }
        let codes = [LoopEntry.unknown, LoopEntry.no, LoopEntry.yesAuto, LoopEntry.yesManual, LoopEntry.skip]
        let numerical = lines.contains { !codes.contains($0.value) }
        var days = LoopEntry.Days()
        for line in lines { _ = days.add(line.value, on: line.day, numerical: numerical) }
        let sorted = days.sorted()
        habit.checkIns = sorted.checkIns
        habit.skips = sorted.skips
        if numerical {
            habit.measurable = ForeignHabit.Measurable(unit: "", target: 0, targetIsMinimum: true,
                                                       values: sorted.values)
        }
    }
}

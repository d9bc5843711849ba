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
        let frequency = frequencyColumns(column)
        for name in ["Name", frequency.times, frequency.days] where column[name] == nil {
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
        // A user's text as our export guards it against spreadsheets (`CSVField`).
        func text(_ name: String) -> String? { field(name).map(CSVField.unguarded) }
        func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
            .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
        }
        guard record.fields.count >= header(column), let name = text("Name") else { throw bad(.badSyntax) }
        let frequency = frequencyColumns(column)
        guard let times = Int(field(frequency.times) ?? ""), let days = Int(field(frequency.days) ?? ""),
            times >= 1, days >= 1
        else { throw bad(.badNumber) }
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
        var habit = ForeignHabit(
            sourceID: name, name: name,
            question: hasQuestion ? text("Question") ?? "" : text("Description") ?? "",
            description: hasQuestion ? text("Description") ?? "" : "",
            color: color, position: position, frequency: .init(times: times, days: days))
        switch field("Archived?") {
        case nil, "false": break
        case "true": habit.archived = true
        default: throw bad(.badSyntax)
        }
        if field("Type") == "NUMERICAL" {
            guard let target = Double(field("Target Value") ?? ""), target.isFinite, target >= 0 else {
                throw bad(.badNumber)
            }
            habit.measurable = ForeignHabit.Measurable(
                unit: field("Unit") ?? "", target: target,
                targetIsMinimum: field("Target Type") != "AT_MOST", values: [])
        }
        return habit
    }

    /// Loop 2.1 and later write `FrequencyNumerator,FrequencyDenominator`
    /// (with `Type`, `Unit`, `Target Type`, `Target Value`, `Archived?`);
    /// earlier exports `NumRepetitions,Interval`.
    private static func frequencyColumns(_ column: [String: Int]) -> (times: String, days: String) {
        column["FrequencyNumerator"] != nil
            ? ("FrequencyNumerator", "FrequencyDenominator") : ("NumRepetitions", "Interval")
    }

    /// The number of fields a row must have: up to the last known column.
    private static func header(_ column: [String: Int]) -> Int {
        [
            "Position", "Name", "Type", "Question", "Description", "NumRepetitions", "Interval", "FrequencyNumerator",
            "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?",
        ]
        .compactMap { column[$0] }.max().map { $0 + 1 } ?? 0
    }

    /// A habit's `Checkmarks.csv` lines put into it: `YYYY-MM-DD,value`
    /// (newest first as Loop writes them) before Loop 2.1; from 2.1 a
    /// `Date,Value,Notes` header, then lines whose value is a name
    /// (`YES_MANUAL`, `SKIP`, …) for a yes/no habit or the amount itself for
    /// a numerical one, with the day's note.
    static func addDays(_ records: [CSVReader.Record], place: String, to habit: inout ForeignHabit) throws {
        let rows = records.first?.fields.first == "Date" ? records.dropFirst() : records[...]
        if let typed = habit.measurable { return try addAmounts(rows, place: place, to: &habit, measurable: typed) }
        var lines: [(day: LocalDate, value: Int)] = []
        for record in rows {
            func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
                .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
            }
            guard record.fields.count == 2 || record.fields.count == 3 else { throw bad(.badSyntax) }
            guard let day = LocalDate(iso: record.fields[0]) else { throw bad(.badDate) }
            guard let value = LoopEntry.value(csv: record.fields[1]) else { throw bad(.badNumber) }
            if record.fields.count == 3, !record.fields[2].isEmpty { habit.notedDays += 1 }
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
            habit.measurable = ForeignHabit.Measurable(
                unit: "", target: 0, targetIsMinimum: true,
                values: sorted.values)
        }
    }
}

extension LoopCSVHabits {
    /// A numerical habit's days from Loop 2.1 on: the amount as written,
    /// `SKIP` for a skipped day, `UNKNOWN` (or empty) for none.
    fileprivate static func addAmounts(
        _ records: ArraySlice<CSVReader.Record>, place: String,
        to habit: inout ForeignHabit, measurable: ForeignHabit.Measurable
    ) throws {
        var measurable = measurable
        var seen = Set<Int>()
        for record in records {
            func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
                .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
            }
            guard record.fields.count == 2 || record.fields.count == 3 else { throw bad(.badSyntax) }
            guard let day = LocalDate(iso: record.fields[0]) else { throw bad(.badDate) }
            guard seen.insert(day.dayNumber).inserted else { continue }
            if record.fields.count == 3, !record.fields[2].isEmpty { habit.notedDays += 1 }
            switch record.fields[1] {
            case "SKIP": habit.skips.append(day)
            case "UNKNOWN", "": break
            case let text:
                guard let amount = Double(text), amount.isFinite, amount >= 0 else { throw bad(.badNumber) }
                measurable.values.append(ForeignHabit.DayValue(day: day, amount: amount))
            }
        }
        habit.skips.sort()
        measurable.values.sort { $0.day < $1.day }
        habit.measurable = measurable
    }
}

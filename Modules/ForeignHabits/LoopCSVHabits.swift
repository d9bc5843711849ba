import SharedModels

/// The rows of Loop's `Habits.csv` and of a habit's `Checkmarks.csv` made values.
enum LoopCSVHabits {
    static let place = "Habits.csv"

    /// The habits in Loop's order; `position` is still Loop's 1-based number.
    static func parse(_ records: [CSVReader.Record]) throws -> [ForeignHabit] {
        var list = List()
        for record in records { try list.add(record) }
        return try list.habits()
    }

    /// `Habits.csv` taken a record at a time, as it is inflated.
    struct List {
        private var column: [String: Int]?
        private var found: [ForeignHabit] = []
        private var names = Set<String>()

        mutating func add(_ record: CSVReader.Record) throws {
            guard let column else {
                column = try LoopCSVHabits.columns(header: record)
                return
            }
            // Refused as soon as it is known: the habits after the bound are never read.
            guard found.count < ImportLimits.habits else {
                throw ForeignFormatError.tooManyHabits(limit: ImportLimits.habits)
            }
            var habit = try LoopCSVHabits.habit(record, column: column, row: found.count + 1)
            // Two habits of one name: the second is told apart by its position.
            if !names.insert(habit.sourceID).inserted { habit.sourceID += "#\(habit.position)" }
            found.append(habit)
        }

        /// The habits in Loop's order; `position` is still Loop's 1-based number.
        func habits() throws -> [ForeignHabit] {
            guard column != nil else {
                throw ForeignFormatError.damaged(ForeignDamage(place: place, line: 1, reason: .missingPart))
            }
            return found.sorted { $0.position < $1.position }
        }
    }

    /// The header's columns by name, every one a habit needs there.
    private static func columns(header: CSVReader.Record) throws -> [String: Int] {
        let column = Dictionary(header.fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let frequency = frequencyColumns(column)
        for name in ["Name", frequency.times, frequency.days] where column[name] == nil {
            throw ForeignFormatError.damaged(ForeignDamage(place: place, line: header.line, reason: .missingPart))
        }
        return column
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
        var days = DayLines(place: place, habit: habit)
        for record in records { try days.add(record) }
        habit = days.habit()
    }

    /// A habit's `Checkmarks.csv` taken a line at a time, as it is inflated:
    /// what is kept grows with the days, not the lines (a day listed twice
    /// counts once, its first line).
    struct DayLines {
        let place: String
        private var read: ForeignHabit
        private var atHeader = true
        /// A yes/no (or pre-2.1) habit's first value of each day, by day number.
        private var values: [Int: Int] = [:]
        /// Whether any line holds a value that is not one of Loop's codes.
        private var numerical = false
        /// A numerical habit's (from Loop 2.1) days read so far.
        private var seen = Set<Int>()

        init(place: String, habit: ForeignHabit) {
            self.place = place
            read = habit
        }

        mutating func add(_ record: CSVReader.Record) throws {
            defer { atHeader = false }
            if atHeader, record.fields.first == "Date" { return }
            let place = place
            func bad(_ reason: ForeignDamage.Reason) -> ForeignFormatError {
                .damaged(ForeignDamage(place: place, line: record.line, reason: reason))
            }
            guard record.fields.count == 2 || record.fields.count == 3 else { throw bad(.badSyntax) }
            guard let day = LocalDate(iso: record.fields[0]) else { throw bad(.badDate) }
            if read.measurable != nil { return try addAmount(record, day: day, bad) }
            guard let value = LoopEntry.value(csv: record.fields[1]) else { throw bad(.badNumber) }
            if record.fields.count == 3, !record.fields[2].isEmpty { read.notedDays += 1 }
            if !Self.codes.contains(value) { numerical = true }
            if values[day.dayNumber] == nil { values[day.dayNumber] = value }
        }

        static let codes = [LoopEntry.unknown, LoopEntry.no, LoopEntry.yesAuto, LoopEntry.yesManual, LoopEntry.skip]

        /// A numerical habit's day from Loop 2.1 on: the amount as written,
        /// `SKIP` for a skipped day, `UNKNOWN` (or empty) for none.
        private mutating func addAmount(
            _ record: CSVReader.Record, day: LocalDate, _ bad: (ForeignDamage.Reason) -> ForeignFormatError
        ) throws {
            guard seen.insert(day.dayNumber).inserted else { return }
            if record.fields.count == 3, !record.fields[2].isEmpty { read.notedDays += 1 }
            switch record.fields[1] {
            case "SKIP": read.skips.append(day)
            case "UNKNOWN", "": break
            case let text:
                guard let amount = Double(text), amount.isFinite, amount >= 0 else { throw bad(.badNumber) }
                read.measurable!.values.append(ForeignHabit.DayValue(day: day, amount: amount))
            }
        }

        /// The habit with its days, ascending.
        func habit() -> ForeignHabit {
            var habit = read
            if habit.measurable != nil {
                habit.skips.sort()
                habit.measurable!.values.sort { $0.day < $1.day }
                return habit
            }
            var days = LoopEntry.Days()
            for (day, value) in values { _ = days.add(value, on: LocalDate(dayNumber: day), numerical: numerical) }
            let sorted = days.sorted()
            habit.checkIns = sorted.checkIns
            habit.skips = sorted.skips
            if numerical {
                habit.measurable = ForeignHabit.Measurable(
                    unit: "", target: 0, targetIsMinimum: true, values: sorted.values)
            }
            return habit
        }
    }
}

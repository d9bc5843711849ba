import SharedModels
import ZipArchive

/// Writes Loop Habit Tracker's CSV export layout (Loop 2.1 and later) as a
/// ZIP: `Habits.csv`, and per habit a folder `NNN Name/` (NNN its 1-based
/// position, the name kept to Loop's `[ a-zA-Z0-9._-]`, at most 100) with
/// `Checkmarks.csv` (`Date,Value,Notes`, its check-ins as `YES_MANUAL`,
/// newest first) and `Scores.csv` (`Date,Score`, every day from today back
/// to its first check-in, scores as Loop writes them). `LoopCSVReader`
/// reads it back; spreadsheets open it as they open Loop's own.
package enum LoopCSVWriter {
    /// One habit and its score at the end of each day, newest (today) first.
    package struct Habit: Sendable {
        package var habit: ForeignHabit
        package var scores: [Double]
        package init(habit: ForeignHabit, scores: [Double]) {
            self.habit = habit
            self.scores = scores
        }
    }

    static let header =
        "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,"
        + "Color,Unit,Target Type,Target Value,Archived?"

    /// The archive's bytes; `today` dates the first score line of each habit.
    package static func archive(_ habits: [Habit], today: LocalDate) throws -> [UInt8] {
        var writer = ZipWriter(year: today.year, month: today.month, day: today.day)
        var list = header + "\n"
        for (index, item) in habits.enumerated() {
            let habit = item.habit
            list += row(habit, position: index + 1) + "\n"
            let folder = folderName(habit.name, position: index + 1)
            var checks = "Date,Value,Notes\n"
            for day in habit.checkIns.reversed() { checks += day.iso + ",YES_MANUAL,\n" }
            try writer.add(folder + "Checkmarks.csv", Array(checks.utf8))
            var scores = "Date,Score\n"
            for (offset, score) in item.scores.enumerated() {
                scores += today.adding(days: -offset).iso + "," + LoopScoreText.format(score) + "\n"
            }
            try writer.add(folder + "Scores.csv", Array(scores.utf8))
        }
        try writer.add("Habits.csv", Array(list.utf8))
        return try writer.archive()
    }

    static func row(_ habit: ForeignHabit, position: Int) -> String {
        let color = habit.color?.hex ?? ""
        let texts = [habit.name, habit.question, habit.description].map(CSVField.text)
        let ours = [
            String(habit.frequency.times), String(habit.frequency.days), color, "", "AT_LEAST", "0.0",
            habit.archived ? "true" : "false",
        ]
        return ([threeDigits(position), texts[0], "YES_NO", texts[1], texts[2]] + ours).joined(separator: ",")
    }

    /// `NNN Name/` as Loop names a habit's folder.
    static func folderName(_ name: String, position: Int) -> String {
        let kept = name.unicodeScalars.filter { scalar in
            scalar.isASCII
                && (scalar == " " || scalar == "." || scalar == "_" || scalar == "-"
                    || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
        }
        let sane = String(String.UnicodeScalarView(kept.prefix(100)))
        let trimmed = (threeDigits(position) + " " + sane).trimmingTrailingSpaces()
        return trimmed + "/"
    }

    private static func threeDigits(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, 3 - text.count)) + text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self[...]
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

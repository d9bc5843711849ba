import FileIO
import ZipArchive

/// Reads Loop Habit Tracker's CSV export (`Loop Habits CSV YYYY-MM-DD.zip`):
/// `Habits.csv` lists every habit (`Position,Name,Question,Description,
/// NumRepetitions,Interval,Color`; exports from before Loop had questions
/// lack `Question` and keep it in `Description`), and each exported habit
/// has a folder `NNN Name/` (NNN its position) with `Checkmarks.csv`, one
/// `YYYY-MM-DD,value` line per day Loop knows. `Scores.csv` and the root's
/// `Checkmarks.csv`/`Scores.csv` are derived data and not read.
///
/// The CSV export carries no archive flag, uuid, unit or target: habits
/// come back unarchived, named by their name (`sourceID`), and a habit whose
/// days hold values other than Loop's yes/no codes is numeric (amount ×
/// 1000, as the backup stores it) with no unit and target 0.
package enum LoopCSVReader {
    package static func read(path: String, limits: ZipLimits = .standard) throws -> ForeignHistory {
        let container = FileContents.fileName(path)
        let zip: ZipReader
        do {
            zip = try ZipReader(path: path, limits: limits)
        } catch let error as ZipError {
            throw foreign(error, container: container)
        }
        guard let list = zip.entry(named: "Habits.csv") else { throw ForeignFormatError.unknownFormat }
        var found = LoopCSVHabits.List()
        try records(of: list, in: zip) { try found.add($0) }
        var habits = try found.habits()
        let folders = checkmarksByPosition(in: zip)
        for index in habits.indices {
            guard let entry = folders[habits[index].position] else { continue }
            var days = LoopCSVHabits.DayLines(place: entry.name, habit: habits[index])
            try records(of: entry, in: zip) { try days.add($0) }
            habits[index] = days.habit()
        }
        // Positions were Loop's 1-based numbers (the folder names use them); make them 0-based.
        for index in habits.indices { habits[index].position = index }
        return ForeignHistory(source: .loopCSV, habits: habits)
    }

    /// Each habit's `NNN Name/Checkmarks.csv` by NNN, the first of a number
    /// in the archive's order: the folder is found by its number alone, so a
    /// name Loop's exporter cleaned differently still matches. Indexed once
    /// (a search per habit was habits × members).
    static func checkmarksByPosition(in zip: ZipReader) -> [Int: ZipEntry] {
        var found: [Int: ZipEntry] = [:]
        for entry in zip.entries {
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1] == "Checkmarks.csv",
                let number = parts[0].split(separator: " ", maxSplits: 1).first,
                number.count >= 3, number.allSatisfy(\.isASCII), let position = Int(number), found[position] == nil
            else { continue }
            found[position] = entry
        }
        return found
    }

    /// The member's CSV records, each handed to `body` as it is inflated.
    private static func records(
        of entry: ZipEntry, in zip: ZipReader, _ body: (CSVReader.Record) throws -> Void
    ) throws {
        var csv = CSVReader.Stream()
        do {
            try zip.read(entry) { piece in try csv.feed(piece, body) }
            try csv.finish(body)
        } catch let error as ZipError {
            throw foreign(error, container: entry.name)
        } catch let error as CSVReader.SyntaxError {
            throw ForeignFormatError.damaged(ForeignDamage(place: entry.name, line: error.line, reason: .badSyntax))
        } catch let error as CSVReader.RecordTooLong {
            throw ForeignFormatError.damaged(ForeignDamage(place: entry.name, line: error.line, reason: .tooLarge))
        }
    }

    /// The archive's failure in the importer's terms: not a ZIP at all is an
    /// unknown format; everything else is damage of the member it names.
    static func foreign(_ error: ZipError, container: String) -> ForeignFormatError {
        switch error {
        case .notZip:
            return .unknownFormat
        case .unsupported(let entry, _), .damaged(let entry, _):
            return .damaged(ForeignDamage(place: entry ?? container, reason: .badContainer))
        case .tooLarge(let entry):
            return .damaged(ForeignDamage(place: entry ?? container, reason: .tooLarge))
        case .unsafeName(let name):
            return .damaged(ForeignDamage(place: name, reason: .badContainer))
        }
    }
}

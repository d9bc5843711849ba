/// The inputs of the import bounds tests (issue #43): many habits of one
/// name, archives with many members, small files that unpack or parse to
/// far more than their size. Text and bytes only: the tests pack ZIPs with
/// ZipArchive's writer and backups with the sqlite3 shell.
package enum HostileImports {
    /// A name of exactly the tracker's 38 characters: habits named by it
    /// and a suffix all cut to this one name.
    package static let longName = "Habit with a long name shared by all 0"

    // MARK: Loop's CSV export

    /// Loop's `Habits.csv` (the layout before 2.1) with `count` habits
    /// named `name` and positions 1…count.
    package static func loopHabitsCSV(count: Int, name: String = "Alike habit") -> [UInt8] {
        var text = "Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
        for index in 0..<count { text += "\(index + 1),\(name),,,1,1,\n" }
        return Array(text.utf8)
    }

    /// `count` members no habit reads (`extra/N.txt`), as (name, bytes).
    package static func unrelatedMembers(_ count: Int) -> [(name: String, bytes: [UInt8])] {
        (0..<count).map { ("extra/\($0).txt", Array("\($0)\n".utf8)) }
    }

    /// A `Habits.csv` of `bytes` bytes whose rows go on far past the habit bound.
    package static func loopHabitsCSVPastTheBound(bytes: Int) -> [UInt8] {
        repeated(
            header: "Position,Name,Question,Description,NumRepetitions,Interval,Color\n",
            line: "1,Alike habit,,,1,1,\n", bytes: bytes, last: "")
    }

    /// A `Habits.csv` of `bytes` bytes that is one header line of empty columns.
    package static func loopHabitsCSVOneLongLine(bytes: Int) -> [UInt8] {
        [UInt8](repeating: UInt8(ascii: ","), count: bytes)
    }

    /// One habit's `Checkmarks.csv`: one day repeated to `bytes` bytes, then
    /// a line that is not one, so the import is refused after reading it all.
    package static func loopCheckmarksThenDamage(bytes: Int) -> [UInt8] {
        repeated(header: "", line: "2024-01-01,2\n", bytes: bytes, last: "not a line\n")
    }

    // MARK: Loop's backup

    /// SQL for the sqlite3 shell making a Loop backup (schema 26) of
    /// `count` habits named `name`, and `repetitions` check-ins of the
    /// first on days from 1970 on, the last of them with a value Loop never
    /// writes (so the import is refused after reading them all).
    package static func loopBackupSQL(count: Int, name: String = "Alike habit", repetitions: Int = 0) -> String {
        var sql = """
            PRAGMA user_version = 26;
            CREATE TABLE Habits (id integer primary key, archived integer, color integer, description text,
                freq_den integer, freq_num integer, highlight integer, name text, position integer,
                type integer not null default 0, target_type integer not null default 0,
                target_value real not null default 0, unit text not null default "", question text, uuid text);
            CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null,
                timestamp integer not null, value integer not null, notes text);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, name, position, question, uuid)
            SELECT i, 0, 0, '', 1, 1, '\(name)', i, '', printf('uuid-%08d', i) FROM n;

            """
        if repetitions > 0 {
            sql += """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(repetitions - 1))
                INSERT INTO Repetitions (habit, timestamp, value)
                SELECT 1, i * 86400000, CASE WHEN i = \(repetitions - 1) THEN 99 ELSE 2 END FROM n;

                """
        }
        return sql
    }

    // MARK: harsh

    /// harsh's `habits` file of `count` daily habits whose names share
    /// their first 38 characters (`longName`), so all are cut to one name.
    package static func harshHabits(count: Int) -> [UInt8] {
        var text = "# alike names\n"
        for index in 0..<count { text += "\(longName)-\(index): 1\n" }
        return Array(text.utf8)
    }

    /// harsh's `log` of `bytes` bytes: `line` repeated (an empty line, or
    /// one day of one habit), then a line that is not one.
    package static func harshLogThenDamage(bytes: Int, line: String) -> [UInt8] {
        repeated(header: "", line: line, bytes: bytes, last: "2024-01-01 : \(longName)-0 : maybe\n")
    }

    // MARK: the tracker's own export

    /// An export of `count` trackers (distinct names, one record each) with
    /// a member no reader knows, `note`, holding an array of `unknownBytes`
    /// bytes; `twice` gives `version` twice (not as `export` writes it).
    package static func exportJSON(count: Int, unknownBytes: Int = 0, version: Int = 1, versionTwice: Bool = false)
        -> [UInt8]
    {
        var text = "{\"version\": \(version), " + (versionTwice ? "\"version\": \(version), " : "")
        text += "\"categories\": [{\"id\": \"c1\", \"title\": \"Sport\"}], \"trackers\": ["
        for index in 0..<count {
            text += index == 0 ? "" : ", "
            text +=
                "{\"id\": \"t\(index)\", \"name\": \"Habit \(index)\", \"kind\": \"habit\", \"category\": \"Sport\", "
            text += "\"emoji\": \"🙂\", \"color\": \"#FD4C49\", \"schedule\": [\"mon\"], \"pinned\": false, "
            text += "\"createdOn\": \"2026-01-01\"}"
        }
        text += "], \"records\": ["
        text += (0..<count).map { "{\"tracker\": \"t\($0)\", \"day\": \"2026-01-05\"}" }.joined(separator: ", ")
        text += "]"
        var bytes = Array(text.utf8)
        if unknownBytes > 0 {
            bytes += Array(", \"note\": [0".utf8)
            let filler = Array(",0".utf8)
            while bytes.count + 2 < text.utf8.count + unknownBytes { bytes += filler }
            bytes += Array("]".utf8)
        }
        return bytes + Array("}\n".utf8)
    }

    /// `header`, `line` as many times as fit in `bytes`, then `last`.
    private static func repeated(header: String, line: String, bytes: Int, last: String) -> [UInt8] {
        let lineBytes = Array(line.utf8)
        var result = Array(header.utf8)
        result.reserveCapacity(bytes + last.utf8.count)
        while result.count + lineBytes.count <= bytes - last.utf8.count { result += lineBytes }
        return result + Array(last.utf8)
    }
}

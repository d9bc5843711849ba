import SharedModels

/// What a value of Loop's `Repetitions.value` (and of a `Checkmarks.csv`
/// line) means. Yes/no habits: `YES_MANUAL` (2) is a check-in, `SKIP` (3)
/// a skipped day; `YES_AUTO` (1, Loop's own inference from the frequency),
/// `NO` (0) and `UNKNOWN` (-1) record nothing. Numeric habits store the
/// amount times 1000, and 3 also means a skipped day there (Loop's score
/// treats it so).
enum LoopEntry {
    static let unknown = -1, no = 0, yesAuto = 1, yesManual = 2, skip = 3

    /// The days of one habit as they are read, kept ascending and each day
    /// once (the first value read for a day wins, as Loop's schema-22
    /// clean-up kept the first row).
    struct Days {
        private(set) var checkIns: [LocalDate] = []
        private(set) var skips: [LocalDate] = []
        private(set) var values: [ForeignHabit.DayValue] = []
        /// The days read so far while they come ascending (a backup's
        /// query orders them): a repeat is then the last one, and no set is
        /// kept; `seen` takes over once a day comes out of order (a CSV
        /// export lists the newest first).
        private var ascending: [Int] = []
        private var seen: Set<Int>?

        /// False when `value` is none Loop writes for a yes/no habit.
        mutating func add(_ value: Int, on day: LocalDate, numerical: Bool) -> Bool {
            guard isFirst(day.dayNumber) else { return true }
            switch value {
            case skip: skips.append(day)
            case _ where numerical:
                if value >= 0 { values.append(ForeignHabit.DayValue(day: day, amount: Double(value) / 1000)) }
            case yesManual: checkIns.append(day)
            case yesAuto, no, unknown: break
            default: return false
            }
            return true
        }

        /// Whether `day` is read for the first time (and notes it).
        private mutating func isFirst(_ day: Int) -> Bool {
            if seen != nil { return seen!.insert(day).inserted }
            guard let last = ascending.last, day <= last else {
                ascending.append(day)
                return true
            }
            if day == last { return false }
            seen = Set(ascending)
            ascending = []
            return seen!.insert(day).inserted
        }

        /// Ascending by day, whatever order the source listed them in.
        func sorted() -> Days {
            var days = self
            days.checkIns.sort()
            days.skips.sort()
            days.values.sort { $0.day < $1.day }
            return days
        }
    }

    /// The UTC day of a Loop timestamp (milliseconds since 1970; Loop
    /// truncates a time within the day to its midnight, and refuses a
    /// negative one). Nil outside 1970…9999.
    static func day(milliseconds: Int64) -> LocalDate? {
        guard milliseconds >= 0 else { return nil }
        let day = LocalDate(dayNumber: Int(milliseconds / 86_400_000))
        return day <= lastDay ? day : nil
    }

    static let lastDay = LocalDate(year: 9999, month: 12, day: 31)!

    /// A value as a `Checkmarks.csv` line writes it: a number before Loop
    /// 2.1, a name (`YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP`, `UNKNOWN`) from it.
    static func value(csv text: String) -> Int? {
        switch text {
        case "YES_MANUAL": yesManual
        case "YES_AUTO": yesAuto
        case "NO": no
        case "SKIP": skip
        case "UNKNOWN": unknown
        default: Int(text)
        }
    }
}

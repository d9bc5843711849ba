import SharedModels

/// A habit as another tracker (Loop Habit Tracker, harsh) recorded it, read
/// from its files before anything is written to a Pocket store. The readers
/// (`LoopBackupReader`, `LoopCSVReader`, `HarshReader`) only fill these
/// values; turning them into trackers and records is the importer's job, so
/// each reader can be tested on its own against files built in the tests.
public struct ForeignHabit: Sendable, Hashable {
    /// What identifies the habit in its source across exports (Loop's `uuid`,
    /// or its row id in old backups without one; harsh's name). The importer
    /// derives the tracker's id from it, so importing a file again adds nothing.
    public var sourceID: String
    public var name: String
    /// Loop's question ("Did you exercise today?"); empty when none.
    public var question: String
    /// Loop's description (notes about the habit); empty when none.
    public var description: String
    /// The source's colour, when it has one (Loop's palette index made RGB).
    public var color: RGBColor?
    /// harsh's `!` heading the habit stands under; nil when none.
    public var category: String?
    public var archived: Bool
    /// Loop's order on its main screen (0 first); harsh's line order.
    public var position: Int
    /// How often the habit is due: `times` in every `days` days. Daily is
    /// 1 in 1, a weekly habit 1 in 7, harsh's `3/7` 3 in 7. `times == 0`
    /// means the source tracks it without a target (harsh's `0`).
    public var frequency: Frequency
    /// The days the user marked it done (Loop's YES_MANUAL, harsh's `y`),
    /// ascending, each once. Loop's YES_AUTO is not here: Loop infers it.
    public var checkIns: [LocalDate]
    /// The days the user marked as skipped (Loop's SKIP, harsh's `s`), ascending.
    public var skips: [LocalDate]
    /// Loop's numeric ("measurable") habit: its unit, target and the value of
    /// each day with one; nil for a yes/no habit.
    public var measurable: Measurable?
    /// How many days carry a note (Loop's entry notes, harsh's comments):
    /// the tracker has no place for them, so the importer reports them.
    public var notedDays: Int

    public struct Frequency: Sendable, Hashable {
        public var times: Int
        public var days: Int
        public init(times: Int, days: Int) {
            self.times = times
            self.days = days
        }
        public static let daily = Frequency(times: 1, days: 1)
    }

    public struct Measurable: Sendable, Hashable {
        public var unit: String
        /// The target per `frequency.days` days.
        public var target: Double
        /// "at least" (true) or "at most" (false) the target.
        public var targetIsMinimum: Bool
        /// Each day's recorded amount, ascending by day.
        public var values: [DayValue]

        public init(unit: String, target: Double, targetIsMinimum: Bool, values: [DayValue]) {
            self.unit = unit
            self.target = target
            self.targetIsMinimum = targetIsMinimum
            self.values = values
        }
    }

    public struct DayValue: Sendable, Hashable {
        public var day: LocalDate
        public var amount: Double
        public init(day: LocalDate, amount: Double) {
            self.day = day
            self.amount = amount
        }
    }

    public init(
        sourceID: String, name: String, question: String = "", description: String = "",
        color: RGBColor? = nil, category: String? = nil, archived: Bool = false, position: Int = 0,
        frequency: Frequency = .daily, checkIns: [LocalDate] = [], skips: [LocalDate] = [],
        measurable: Measurable? = nil, notedDays: Int = 0
    ) {
        self.sourceID = sourceID
        self.name = name
        self.question = question
        self.description = description
        self.color = color
        self.category = category
        self.archived = archived
        self.position = position
        self.frequency = frequency
        self.checkIns = checkIns
        self.skips = skips
        self.measurable = measurable
        self.notedDays = notedDays
    }
}

/// What a reader found in one file or folder.
public struct ForeignHistory: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        case loopBackup, loopCSV, harsh
    }

    public var source: Source
    public var habits: [ForeignHabit]

    public init(source: Source, habits: [ForeignHabit]) {
        self.source = source
        self.habits = habits
    }
}

/// Why a file could not be read: the importer reports it as one localized
/// line naming the file (exit 65) and writes nothing. No English words are
/// carried here: `place` is a name from the file itself, `reason` is turned
/// into the user's language by the importer.
public enum ForeignFormatError: Error, Sendable, Equatable {
    /// Not a file of any format the importer knows.
    case unknownFormat
    /// A Loop backup whose schema version this reader does not know (newer).
    case unsupportedVersion(Int)
    /// A known format with damage.
    case damaged(ForeignDamage)
    /// More habits than one import takes (`ImportLimits.habits`).
    case tooManyHabits(limit: Int)
}

/// Bounds every import shares, whatever its format (docs/tracker.md, "Limits of an import").
public enum ImportLimits {
    /// The most habits one import takes: hundreds of times what a person
    /// tracks, and few enough that an import stays within seconds and a
    /// few hundred MB; a file with more is refused before it is applied.
    public static let habits = 10_000
}

public struct ForeignDamage: Sendable, Equatable {
    /// Where: a table, a ZIP entry or a file name, as the file spells it.
    public var place: String
    /// The 1-based line (CSV, harsh) or row, when there is one.
    public var line: Int?
    public var reason: Reason

    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// A table, column, ZIP entry or file the format requires is absent.
        case missingPart
        /// A date that is not one, or outside the supported range.
        case badDate
        /// A number (frequency, colour, value) that is not one or out of range.
        case badNumber
        /// A line or field that does not follow the format (CSV quoting, harsh's `:`).
        case badSyntax
        /// The archive or database itself is damaged (CRC, truncation, not SQLite).
        case badContainer
        /// More than the reader accepts (entry size, line length, habit count).
        case tooLarge
        /// A database whose reading takes more work than its size allows
        /// (its own SQL loops: `Database.ForeignLimits.stepsPerByte`).
        case tooMuchWork
    }

    public init(place: String, line: Int? = nil, reason: Reason) {
        self.place = place
        self.line = line
        self.reason = reason
    }
}

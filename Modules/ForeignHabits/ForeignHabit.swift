import SharedModels

/// A habit as another tracker (Loop Habit Tracker, harsh) recorded it, read
/// from its files before anything is written to a Pocket store. The readers
/// (`LoopBackupReader`, `LoopCSVReader`, `HarshReader`) only fill these
/// values; turning them into trackers and records is the importer's job, so
/// each reader can be tested on its own against files built in the tests.
package struct ForeignHabit: Sendable, Hashable {
    /// What identifies the habit in its source across exports (Loop's `uuid`,
    /// or its row id in old backups without one; harsh's name). The importer
    /// derives the tracker's id from it, so importing a file again adds nothing.
    package var sourceID: String
    package var name: String
    /// Loop's question ("Did you exercise today?"); empty when none.
    package var question: String
    /// Loop's description (notes about the habit); empty when none.
    package var description: String
    /// The source's colour, when it has one (Loop's palette index made RGB).
    package var color: RGBColor?
    /// harsh's `!` heading the habit stands under; nil when none.
    package var category: String?
    package var archived: Bool
    /// Loop's order on its main screen (0 first); harsh's line order.
    package var position: Int
    /// How often the habit is due: `times` in every `days` days. Daily is
    /// 1 in 1, a weekly habit 1 in 7, harsh's `3/7` 3 in 7. `times == 0`
    /// means the source tracks it without a target (harsh's `0`).
    package var frequency: Frequency
    /// The days the user marked it done (Loop's YES_MANUAL, harsh's `y`),
    /// ascending, each once. Loop's YES_AUTO is not here: Loop infers it.
    package var checkIns: [LocalDate]
    /// The days the user marked as skipped (Loop's SKIP, harsh's `s`), ascending.
    package var skips: [LocalDate]
    /// Loop's numeric ("measurable") habit: its unit, target and the value of
    /// each day with one; nil for a yes/no habit.
    package var measurable: Measurable?
    /// How many days carry a note (Loop's entry notes, harsh's comments):
    /// the tracker has no place for them, so the importer reports them.
    package var notedDays: Int

    package struct Frequency: Sendable, Hashable {
        package var times: Int
        package var days: Int
        package init(times: Int, days: Int) {
            self.times = times
            self.days = days
        }
        package static let daily = Frequency(times: 1, days: 1)
    }

    package struct Measurable: Sendable, Hashable {
        package var unit: String
        /// The target per `frequency.days` days.
        package var target: Double
        /// "at least" (true) or "at most" (false) the target.
        package var targetIsMinimum: Bool
        /// Each day's recorded amount, ascending by day.
        package var values: [DayValue]

        package init(unit: String, target: Double, targetIsMinimum: Bool, values: [DayValue]) {
            self.unit = unit
            self.target = target
            self.targetIsMinimum = targetIsMinimum
            self.values = values
        }
    }

    package struct DayValue: Sendable, Hashable {
        package var day: LocalDate
        package var amount: Double
        package init(day: LocalDate, amount: Double) {
            self.day = day
            self.amount = amount
        }
    }

    package init(
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
package struct ForeignHistory: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        case loopBackup, loopCSV, harsh
    }

    package var source: Source
    package var habits: [ForeignHabit]

    package init(source: Source, habits: [ForeignHabit]) {
        self.source = source
        self.habits = habits
    }
}

/// Why a file could not be read: the importer reports it as one localized
/// line naming the file (exit 65) and writes nothing. No English words are
/// carried here: `place` is a name from the file itself, `reason` is turned
/// into the user's language by the importer.
package enum ForeignFormatError: Error, Sendable, Equatable {
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
package enum ImportLimits {
    /// The most habits one import takes: hundreds of times what a person
    /// tracks, and few enough that an import stays within seconds and a
    /// few hundred MB; a file with more is refused before it is applied.
    package static let habits = 10_000
}

package struct ForeignDamage: Sendable, Equatable {
    /// Where: a table, a ZIP entry or a file name, as the file spells it.
    package var place: String
    /// The 1-based line (CSV, harsh) or row, when there is one.
    package var line: Int?
    package var reason: Reason

    package enum Reason: String, Sendable, Equatable, CaseIterable {
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

    package init(place: String, line: Int? = nil, reason: Reason) {
        self.place = place
        self.line = line
        self.reason = reason
    }
}

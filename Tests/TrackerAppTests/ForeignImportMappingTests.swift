import ForeignHabits
import Localization
import SharedModels
import Testing

@testable import TrackerCommands

/// The pure mapping of another tracker's habits to trackers and records:
/// names, ids, colours, the schedule, what becomes a record and what is
/// reported as lost.
@Suite struct ForeignImportMappingTests {
    static let today = LocalDate(iso: "2026-03-18")!
    static let category = EntityID("loop-habit-tracker")

    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    static func map(_ habits: [ForeignHabit], existing: [Tracker] = []) -> [ForeignImportMapping.Habit] {
        ForeignImportMapping.map(
            ForeignHistory(source: .loopBackup, habits: habits), existing: existing,
            categoryID: category, today: today)
    }

    static func tracker(_ name: String, id: String = "a0000000000000000000000000000001") -> Tracker {
        Tracker(
            id: EntityID(id), name: name, kind: .habit, categoryID: nil, emoji: "🙂", color: Palette.colors[0],
            schedule: .everyDay, createdOn: today)
    }

    @Test func aDailyHabitBecomesAnEveryDayHabitWithItsCheckIns() throws {
        let habit = ForeignHabit(
            sourceID: "u1", name: "Read", color: RGBColor(hex: "#1976D2"),
            checkIns: [Self.day("2024-01-02"), Self.day("2024-01-05")])
        let mapped = try #require(Self.map([habit]).first)
        #expect(mapped.isNew && mapped.losses.isEmpty)
        #expect(mapped.tracker.name == "Read" && mapped.tracker.kind == .habit && mapped.tracker.schedule == .everyDay)
        #expect(mapped.tracker.color == RGBColor(hex: "#007BFA") && mapped.tracker.categoryID == Self.category)
        #expect(mapped.tracker.createdOn == Self.day("2024-01-02"))
        #expect(mapped.days == [Self.day("2024-01-02"), Self.day("2024-01-05")])
        #expect(Palette.emoji.contains(mapped.tracker.emoji) && Palette.colors.contains(mapped.tracker.color))
    }

    @Test func idsAreStableAndDerivedFromTheSourceIdentity() {
        let first = ForeignImportMapping.trackerID(
            for: ForeignHabit(sourceID: "a1b2", name: "One"), source: .loopBackup)
        let renamed = ForeignImportMapping.trackerID(
            for: ForeignHabit(sourceID: "a1b2", name: "Other name"), source: .loopBackup)
        let other = ForeignImportMapping.trackerID(
            for: ForeignHabit(sourceID: "a1b3", name: "One"), source: .loopBackup)
        #expect(first == renamed && first != other)
        #expect(
            first.rawValue.hasPrefix("loop-") && first.rawValue.count == 21 && EntityID.isWellFormed(first.rawValue))
        // FNV-1a 64 of "a": fixed, so ids survive a rebuild.
        #expect(
            ForeignImportMapping.trackerID(for: ForeignHabit(sourceID: "a", name: "A"), source: .loopBackup).rawValue
                == "loop-af63dc4c8601ec8c")
    }

    static func count(_ times: Int, _ per: Int) -> Schedule { Schedule(count: CountSchedule(times: times, per: per)!) }

    @Test func dailyIsEveryWeekdayAndTimesInDaysIsACountWithNothingLost() {
        #expect(ForeignImportMapping.schedule(for: .daily) == (.everyDay, nil))
        #expect(ForeignImportMapping.schedule(for: .init(times: 7, days: 7)) == (.everyDay, nil))
        #expect(ForeignImportMapping.schedule(for: .init(times: 3, days: 7)) == (Self.count(3, 7), nil))
        #expect(ForeignImportMapping.schedule(for: .init(times: 1, days: 7)) == (Self.count(1, 7), nil))
        #expect(ForeignImportMapping.schedule(for: .init(times: 1, days: 365)) == (Self.count(1, 365), nil))
    }

    /// What a count cannot hold is reported: more than once a day is every
    /// day; a window over a year keeps its share of 365 days, at least once.
    @Test func aFrequencyACountCannotHoldIsNearedAndReported() {
        #expect(
            ForeignImportMapping.schedule(for: .init(times: 3, days: 1)) == (.everyDay, .schedule(times: 3, days: 1)))
        #expect(
            ForeignImportMapping.schedule(for: .init(times: 1, days: 400))
                == (Self.count(1, 365), .schedule(times: 1, days: 400, became: CountSchedule(times: 1, per: 365))))
        #expect(
            ForeignImportMapping.schedule(for: .init(times: 300, days: 400))
                == (Self.count(274, 365), .schedule(times: 300, days: 400, became: CountSchedule(times: 274, per: 365)))
        )
        #expect(
            ForeignImportMapping.schedule(for: .init(times: 1, days: 100_000))
                == (Self.count(1, 365), .schedule(times: 1, days: 100_000, became: CountSchedule(times: 1, per: 365))))
        let l = Localizer(language: .en)
        #expect(
            ForeignImportText.clause(.schedule(times: 1, days: 400, became: CountSchedule(times: 1, per: 365)), l)
                == "“1 in 400 days” became “1 in 365 days”")
        #expect(ForeignImportText.clause(.schedule(times: 3, days: 1), l) == "“3 in 1 days” became every day")
    }

    @Test func questionDescriptionAndArchiveComeOverAndOnlySkipsAreReported() throws {
        let habit = ForeignHabit(
            sourceID: "u2", name: "Gym", question: "Did you go?", description: "Notes",
            archived: true, frequency: .init(times: 3, days: 7),
            checkIns: [Self.day("2024-02-26")], skips: [Self.day("2024-02-27"), Self.day("2024-02-28")])
        let mapped = try #require(Self.map([habit]).first)
        #expect(mapped.losses == [.skips(count: 2)])
        #expect(mapped.tracker.question == "Did you go?" && mapped.tracker.details == "Notes")
        #expect(mapped.tracker.archived)
        #expect(mapped.tracker.schedule == Self.count(3, 7), "3 in 7 is kept as a count")
        #expect(mapped.days == [Self.day("2024-02-26")], "a skip is not a record")
    }

    @Test func aNumericHabitRecordsTheDaysWithAnAmount() throws {
        let values = [("2024-02-26", 8.0), ("2024-02-27", 0.0), ("2024-02-29", 12.25)]
            .map { ForeignHabit.DayValue(day: Self.day($0.0), amount: $0.1) }
        let habit = ForeignHabit(
            sourceID: "u3", name: "Water",
            measurable: .init(unit: "glasses", target: 8, targetIsMinimum: true, values: values))
        let mapped = try #require(Self.map([habit]).first)
        #expect(mapped.days == [Self.day("2024-02-26"), Self.day("2024-02-29")])
        #expect(mapped.losses == [.amounts(days: 2)])
    }

    @Test func namesAreMadeUniqueIgnoringCaseAgainstTheStoreAndTheFile() {
        let habits = [
            ForeignHabit(sourceID: "1", name: "read"), ForeignHabit(sourceID: "2", name: "READ"),
            ForeignHabit(sourceID: "3", name: "Run"),
        ]
        let mapped = Self.map(habits, existing: [Self.tracker("Read")])
        #expect(mapped.map(\.tracker.name) == ["read (2)", "READ (3)", "Run"])
        #expect(mapped[0].losses == [.renamed(to: "read (2)")] && mapped[2].losses.isEmpty)
    }

    @Test func namesRespectTheLengthLimitAndTheRules() {
        let long = String(repeating: "я", count: 45)
        var taken = ForeignImportMapping.UniqueNames()
        let first = ForeignImportMapping.uniqueName(long, fallback: "Loop 1", taken: &taken)
        let second = ForeignImportMapping.uniqueName(long, fallback: "Loop 2", taken: &taken)
        #expect(first == String(repeating: "я", count: 38))
        #expect(second == String(repeating: "я", count: 34) + " (2)" && second.count == NameRules.limit)
        #expect(ForeignImportMapping.usableName("A\u{1B}[2JB", fallback: "Loop 1") == "A[2JB")
        #expect(
            ForeignImportMapping.usableName("  \u{200B} ", fallback: ForeignImportMapping.fallbackName(.loopCSV, 4))
                == "Loop 5")
        #expect(
            ForeignImportMapping.usableName("", fallback: ForeignImportMapping.fallbackName(.loopBackup, 0)) == "Loop 1"
        )
        for name in [first, second, "A[2JB", "Loop 5"] {
            #expect(throws: Never.self) { try NameRules.validate(name).get() }
        }
    }

    @Test func aHabitImportedBeforeKeepsTheUsersSettingsTakesTheFilesTextsAndOffersItsDaysAgain() throws {
        let habit = ForeignHabit(sourceID: "u4", name: "Meditate", archived: true, checkIns: [Self.day("2024-03-01")])
        let id = ForeignImportMapping.trackerID(for: habit, source: .loopBackup)
        var edited = Self.tracker("Sit still", id: id.rawValue)
        edited.schedule = Schedule([.monday])
        let mapped = try #require(Self.map([habit], existing: [edited]).first)
        var expected = edited
        expected.archived = true
        #expect(!mapped.isNew && mapped.tracker == expected, "name and schedule stay the user's")
        #expect(mapped.days == [Self.day("2024-03-01")] && mapped.losses.isEmpty)
    }

    @Test func aSecondHabitOfOneIdentityIsLeftOut() {
        let mapped = Self.map([ForeignHabit(sourceID: "x", name: "One"), ForeignHabit(sourceID: "x", name: "Two")])
        #expect(mapped.map(\.tracker.name) == ["One"])
    }

    @Test func aHabitWithoutDaysStartsToday() throws {
        let mapped = try #require(Self.map([ForeignHabit(sourceID: "n", name: "New")]).first)
        #expect(
            mapped.tracker.createdOn == Self.today && mapped.days.isEmpty && mapped.tracker.color == Palette.colors[0])
    }
}

/// Loop's texts are kept as a tracker keeps texts: on one line, within the limit.
@Suite struct ForeignTextsTests {
    @Test func lineBreaksBecomeSpacesAndLongTextIsCut() {
        #expect(TrackerTextRules.flattened("Run\n\nfar,\tfast\u{1B}[31m ", limit: 100) == "Run far, fast[31m")
        #expect(TrackerTextRules.flattened(String(repeating: "a", count: 1_500), limit: 1_000).count == 1_000)
        #expect(TrackerTextRules.flattened(" \n ", limit: 10) == "")
    }
}

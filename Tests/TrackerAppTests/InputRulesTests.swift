import Foundation
import Localization
import SharedModels
import Storage
import TerminalUI
import Testing
import TrackerCommands
import TrackerKit
import TrackerScreens

@testable import TrackerApp

/// The shared naming rule and the supported dates, through every command
/// that takes a name or a day, on both backends.
@Suite struct InputRulesTests {
    static let refusedNames: [(String, TrackerError)] = [
        ("A\u{1B}[2JB", .nameControlCharacter),
        ("x\u{1B}]52;c;SGVsbG8K\u{7}", .nameControlCharacter),
        ("two\nlines", .nameControlCharacter),
        ("\u{200B}", .invisibleName),
        ("\u{301}\u{301}", .invisibleName),
        ("a" + String(repeating: "\u{301}", count: 65_000), .nameTooManyBytes(limit: 1024)),
    ]

    @Test(arguments: StoreKind.allCases)
    func everyCommandThatNamesRefusesTheSameNames(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let before = try app.read { try StoreSnapshot.capture(from: $0) }
        for (name, error) in Self.refusedNames {
            for arguments in [
                ["add", "event", name, "--category", "Home", "--emoji", "1", "--color", "1"],
                ["edit", "Gym", "--name", name],
                ["category", "add", name],
                ["category", "rename", "Home", name],
            ] {
                let result = app.run(arguments)
                #expect(result.failed(as: app.failure(error)), "\(arguments.prefix(2))")
                #expect(result.exitCode == 64)
            }
        }
        #expect(try app.read { try StoreSnapshot.capture(from: $0) } == before)
    }

    /// `A\e[2JB` shows as "AB": refused, it cannot sit beside a real "AB".
    @Test(arguments: StoreKind.allCases)
    func namesThatLookTheSameCannotCoexist(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "AB"])
        #expect(app.run(["category", "add", "A\u{1B}[2JB"]).failed(as: app.failure(.nameControlCharacter)))
        #expect(app.run(["category", "add", "ab"]).failed(as: app.failure(.categoryExists("ab"))))
        #expect(try app.read { try $0.categories() }.map(\.title) == ["AB"])
    }

    @Test func everyRefusalHasItsOwnLineInEveryLanguage() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let lines =
                Self.refusedNames.map { $0.1.message(l) } + [TrackerError.dateOutOfRange("1899-12-31").message(l)]
            #expect(Set(lines).count == 4)
            #expect(lines.allSatisfy { !$0.contains("tracker.error") && !$0.contains("\u{1B}") })
        }
        #expect(
            TrackerError.nameTooManyBytes(limit: 1024).message(Localizer(language: .ru))
                == "название слишком длинное: не больше 1024 байтов")
    }

    /// What NameRules lets into a name, the display sanitizer leaves alone:
    /// a stored name is shown exactly, so what is shown identifies it.
    @Test func acceptedScalarsAreNeverCleanedForDisplay() {
        for value in UInt32(0)...0x3_0000 {
            guard let scalar = Unicode.Scalar(value), !NameRules.isTerminalActive(scalar) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            #expect(Sanitizer.clean(text) == text, "U+\(String(value, radix: 16))")
            if Sanitizer.clean(text) != text { return }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func daysOutsideTheSupportedRangeAreRefused(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, today: "1900-01-02")
        try app.seed()
        let before = try app.read { try StoreSnapshot.capture(from: $0) }
        let cases: [([String], TrackerError)] = [
            (["done", "Water", "--date", "1899-12-31"], .dateOutOfRange("1899-12-31")),
            (["list", "--date", "0000-01-01"], .dateOutOfRange("0000-01-01")),
            (["calendar", "--month", "1899-12"], .dateOutOfRange("1899-12")),
        ]
        for (arguments, error) in cases {
            let result = app.run(arguments)
            #expect(result.failed(as: app.failure(error)), "\(arguments)")
            #expect(result.exitCode == 64)
        }
        #expect(try app.read { try StoreSnapshot.capture(from: $0) } == before)
        // The first day itself is fine, and `yesterday` of it is not.
        app.today = LocalDate(iso: "1900-01-01")!
        try app.runOK(["done", "Water", "--date", "today"])
        #expect(
            app.run(["done", "Water", "--date", "yesterday"]).failed(as: app.failure(.dateOutOfRange("yesterday"))))
        try app.runOK(["calendar", "--month", "1900-01"])
        app.today = LocalDate(iso: "9999-12-31")!
        #expect(app.run(["list", "--date", "tomorrow"]).failed(as: app.failure(.dateOutOfRange("tomorrow"))))
    }

    /// `edit --days +N` fills in free days, never one before 1900-01-01.
    @Test(arguments: StoreKind.allCases)
    func editDaysStopsAtTheFirstSupportedDay(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, today: "1900-01-03")
        try app.seed()
        let edited = try app.json(["edit", "Water", "--days", "+10"])
        #expect(edited["completedDays"] as? Int == 3)
        let water = try #require(try app.read { try $0.trackers(named: "Water") }.first)
        #expect(try app.read { try $0.days(of: water.id) }.map(\.iso) == ["1900-01-01", "1900-01-02", "1900-01-03"])
    }
}

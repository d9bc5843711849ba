import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct AddCommandTests {
    @Test(arguments: StoreKind.allCases)
    func addsAHabitAndPrintsItsJSON(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "Health"])
        let tracker = try app.json([
            "add", "habit", "  Drink water ", "--category", "HEALTH", "--schedule", "fri,mon,wed",
            "--emoji", "❤", "--color", "#ff881e",
        ])
        #expect(tracker["name"] as? String == "Drink water")
        #expect(tracker["kind"] as? String == "habit")
        #expect(tracker["category"] as? String == "Health")
        #expect(tracker["schedule"] as? [String] == ["mon", "wed", "fri"])
        #expect(tracker["emoji"] as? String == "❤️")
        #expect(tracker["color"] as? String == "#FF881E")
        #expect(tracker["pinned"] as? Bool == false)
        #expect(tracker["completedDays"] as? Int == 0)
        #expect(tracker["createdOn"] as? String == "2026-03-18")
        #expect(tracker["done"] == nil)
        let id = try #require(tracker["id"] as? String)
        let stored = try app.read { try $0.tracker(id: EntityID(id)) }
        #expect(stored?.schedule == Schedule([.monday, .wednesday, .friday]))
        #expect(try app.events() == ["click/Main/add_track"])
    }

    @Test(arguments: StoreKind.allCases)
    func addsAnEventWithoutSchedule(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "Home"])
        let event = try app.json(["add", "event", "Plants", "--category", "Home", "--emoji", "3", "--color", "18"])
        #expect(event["kind"] as? String == "event")
        #expect(event["schedule"] as? [String] == [])
        #expect(event["emoji"] as? String == "🌺")
        #expect(event["color"] as? String == "#2FD058")
        // An event takes no --schedule at all.
        #expect(
            app.run([
                "add", "event", "X", "--category", "Home", "--schedule", "mon", "--emoji", "1",
                "--color", "1",
            ]).exitCode == 64)
    }

    @Test(arguments: StoreKind.allCases)
    func missingSectionsWithoutATerminalExit64AndNameThem(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "Home"])
        let result = app.run(["add", "habit", "Water", "--category", "Home", "--color", "2"])
        #expect(result.exitCode == 64)
        #expect(result.failed(as: app.failure(.missingSections(["--schedule", "--emoji"]))))
        #expect(result.stderrLines.first == "error: missing --schedule and --emoji")
        let nameless = app.run(["add", "event", "--category", "Home", "--emoji", "1", "--color", "1"])
        #expect(nameless.failed(as: app.failure(.missingSections(["NAME"]))))
        app.language = .ru
        let ru = app.run(["add", "event"])
        #expect(ru.stderrLines.first == "error: не указано: НАЗВАНИЕ, --category, --emoji и --color")
        #expect(try app.read { try $0.trackers() }.isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func nameRules(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, language: .ru)
        try app.runOK(["category", "add", "Дом"])
        let long = String(repeating: "я", count: 39)
        let result = app.run(["add", "event", long, "--category", "дом", "--emoji", "1", "--color", "1"])
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first == "error: Ограничение 38 символов")
        let exact = String(repeating: "я", count: 38)
        #expect(app.run(["add", "event", exact, "--category", "дом", "--emoji", "1", "--color", "1"]).exitCode == 0)
        let blank = app.run(["add", "event", "   ", "--category", "дом", "--emoji", "1", "--color", "1"])
        #expect(blank.failed(as: app.failure(.emptyName)))
        #expect(try app.read { try $0.trackers() }.map(\.name) == [exact])
    }

    @Test(arguments: StoreKind.allCases)
    func badValuesChangeNothing(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "Home"])
        let base = ["add", "habit", "X", "--category", "Home", "--schedule", "mon", "--emoji", "1", "--color", "1"]
        func with(_ option: String, _ value: String) -> [String] {
            var arguments = base
            arguments[arguments.firstIndex(of: option)! + 1] = value
            return arguments
        }
        let cases: [([String], TrackerError)] = [
            (with("--category", "Work"), .unknownCategory("Work")),
            (with("--schedule", "mon,funday"), .invalidSchedule("mon,funday")),
            (with("--schedule", ","), .invalidSchedule(",")),
            (with("--emoji", "19"), .unknownEmoji("19")),
            (with("--emoji", "🦄"), .unknownEmoji("🦄")),
            (with("--color", "0"), .unknownColor("0")),
            (with("--color", "#123456"), .unknownColor("#123456")),
        ]
        for (arguments, error) in cases {
            let result = app.run(arguments)
            #expect(result.exitCode == 64)
            #expect(result.failed(as: app.failure(error)))
        }
        #expect(try app.read { try $0.trackers() }.isEmpty)
        #expect(try app.events().isEmpty)
    }

    @Test(arguments: [
        ("пн,ср,пт", Schedule([.monday, .wednesday, .friday])),
        ("Mo, Mi", Schedule([.monday, .wednesday])),
        ("Sonntag", Schedule([.sunday])),
        ("every-day", .everyDay),
        ("вт.", Schedule([.tuesday])),
    ])
    func schedulesInEveryLanguage(text: String, schedule: Schedule) throws {
        let app = try TrackerHarness(.json)
        try app.runOK(["category", "add", "Home"])
        let tracker = try app.json([
            "add", "habit", "X", "--category", "Home", "--schedule", text, "--emoji", "1",
            "--color", "1",
        ])
        #expect(tracker["schedule"] as? [String] == schedule.keys)
    }

    @Test(arguments: StoreKind.allCases)
    func addRemembersTheCategoryAndPrintsTheCard(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, language: .ru)
        try app.runOK(["category", "add", "Дом"])
        try app.runOK(["category", "add", "Спорт"])
        let card = app.run([
            "add", "habit", "Бег", "--category", "спорт", "--schedule", "daily", "--emoji", "1",
            "--color", "1",
        ])
        #expect(card.exitCode == 0)
        #expect(card.stdout == "Спорт\n  🙂 Бег  0 дней  +\n  Каждый день\n")
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["selected"] as? Bool } == [false, true])
    }
}

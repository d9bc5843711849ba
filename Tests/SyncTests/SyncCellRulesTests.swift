import Foundation
import SharedModels
import SyncKit
import Testing

@testable import SyncStore

/// The store's rules as sync asks them of one cell: what every honest
/// device writes passes; anything else is named by what is wrong.
struct SyncCellRulesTests {
    static let now: Int64 = 1_800_000_000_000
    static let id = "0123456789abcdef0123456789abcdef"

    func problem(
        _ entity: String, _ field: String, _ value: String, id: String = id,
        clock: Int64 = HybridClock.stamp(milliseconds: now), device: String = id
    ) -> String? {
        CellRules.problem(
            SyncCell(key: CellKey(entity, id, field), value: value, clock: clock, device: device), serverNow: Self.now)
    }

    @Test func whatDevicesWritePasses() {
        let good: [(String, String, String)] = [
            ("category", "title", "Спорт"), ("category", "deleted", "1"), ("tracker", "name", "Run 👨‍👩‍👧"),
            ("tracker", "kind", "event"), ("tracker", "category", ""), ("tracker", "category", Self.id),
            ("tracker", "emoji", "🏝\u{FE0F}"), ("tracker", "color", "#fd4c49"), ("tracker", "schedule", "0"),
            ("tracker", "pinned", "0"), ("tracker", "created_on", "-25567"),
            ("habit", "name", String(repeating: "w", count: 200)),
            ("habit", "minute", "1439"), ("habit", "color", "#123456"), ("habit", "created_on", "20000"),
            ("tracker", "count", "3/7"), ("tracker", "count", "1/1"), ("tracker", "count", "365/365"),
            ("tracker", "count", ""),
        ]
        for (entity, field, value) in good {
            #expect(problem(entity, field, value) == nil, "\(entity).\(field) = \(value)")
        }
        #expect(problem("record", "done", "0", id: Self.id + "/-1") == nil)
        #expect(problem("habit_day", "done", "1", id: Self.id + "/20000") == nil)
    }

    @Test func eachBrokenRuleIsNamed() {
        let bad: [(String, String, String, String)] = [
            ("tracker", "name", "R\u{0}un", "name"), ("tracker", "name", String(repeating: "a", count: 39), "name"),
            ("tracker", "name", " Run", "name"), ("tracker", "name", "\u{1B}[31mRun", "name"),
            ("category", "title", "\u{200B}", "title"),
            ("tracker", "color", "#123456", "color"), ("tracker", "emoji", "1", "emoji"),
            ("tracker", "kind", "goal", "kind"),
            ("tracker", "schedule", "128", "schedule"), ("tracker", "pinned", "+1", "pinned"),
            ("tracker", "created_on", "05", "created_on"),
            ("tracker", "created_on", "9999999", "created_on"), ("tracker", "category", "a b", "category"),
            ("habit", "minute", "1440", "minute"), ("habit", "color", "123456", "color"),
            ("habit", "name", String(repeating: "a", count: 1025), "name"),
            ("tracker", "note", "x", "field"), ("goal", "name", "x", "entity"),
            ("tracker", "count", "8/7", "count"), ("tracker", "count", "0/7", "count"),
            ("tracker", "count", "1/366", "count"),
            ("tracker", "count", "3", "count"), ("tracker", "count", "3/", "count"),
            ("tracker", "count", "03/7", "count"),
            ("tracker", "count", "3/7/7", "count"), ("tracker", "count", "-1/7", "count"),
            ("tracker", "count", " 3/7", "count"),
            ("habit", "count", "3/7", "field"),
        ]
        for (entity, field, value, named) in bad {
            #expect(problem(entity, field, value) == named, "\(entity).\(field) = \(value)")
        }
        for id in ["x/+5", "x/05", "x/-0", "/5", "x/", "x y/5", "x/9999999", Self.id] {
            #expect(problem("record", "done", "1", id: id) == "id", "\(id)")
        }
        #expect(problem("record", "deleted", "1", id: Self.id + "/1") == "field")
        #expect(problem("tracker", "name", "Run", id: "../x") == "id")
        #expect(problem("tracker", "name", "Run", device: "") == "device")
        #expect(problem("tracker", "name", "Run", device: String(repeating: "d", count: 65)) == "device")
    }

    @Test func aClockMayBeAtMostTheBoundAheadOfTheServer() {
        let bound = HybridClock.stamp(milliseconds: Self.now + CellRules.clockBound)
        #expect(problem("tracker", "pinned", "1", clock: bound + (1 << 16) - 1) == nil)
        #expect(problem("tracker", "pinned", "1", clock: bound + (1 << 16)) == "clock")
        #expect(problem("tracker", "pinned", "1", clock: .max) == "clock")
        #expect(problem("tracker", "pinned", "1", clock: -1) == "clock")
        #expect(problem("tracker", "pinned", "1", clock: 0) == nil)
    }
}

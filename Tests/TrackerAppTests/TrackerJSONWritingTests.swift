import Foundation
import JSONText
import Localization
import SharedModels
import Testing
import TrackerCommands
import TrackerKit
import TrackerScreens

@testable import TrackerApp

/// `TrackerJSON` and `ListJSON` write themselves for speed; what they write
/// must be, byte for byte, what their `Encodable` form gives through
/// Foundation's encoder (the `--json` output before the project had its own writer).
@Suite struct TrackerJSONWritingTests {
    static func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func ours(_ value: some Encodable, _ layout: JSONTextEncoder.Layout = .indented) throws -> String {
        String(decoding: try JSONTextEncoder(layout: layout).encode(value), as: UTF8.self)
    }

    static let day = LocalDate(iso: "2026-11-29")!
    static let health = TrackerCategory(title: "Health / \"body\"")

    static func trackers() -> [Tracker] {
        [
            Tracker(
                name: "Water 💧", kind: .habit, categoryID: health.id, emoji: "💧",
                color: RGBColor(red: 1, green: 2, blue: 3),
                schedule: Schedule([.monday, .wednesday, .sunday]), createdOn: day),
            Tracker(
                name: "Dentist\\appointment", kind: .event, categoryID: nil, emoji: "🦷",
                color: RGBColor(red: 250, green: 0, blue: 9),
                schedule: Schedule([Weekday]()), pinned: true, createdOn: day),
            Tracker(
                name: "Бег", kind: .habit, categoryID: health.id, emoji: "🏃",
                color: RGBColor(red: 0, green: 0, blue: 0),
                schedule: Schedule(Weekday.allCases), createdOn: day),
        ]
    }

    @Test(arguments: [nil, true, false] as [Bool?])
    func aTrackerWritesWhatItsEncodableFormGives(done: Bool?) throws {
        for tracker in Self.trackers() {
            let json = TrackerJSON(tracker, categoryTitle: "Health", completedDays: 1234, done: done)
            #expect(try Self.ours(json) == Self.foundation(json))
            // Inside an array that goes through Encodable too.
            #expect(try Self.ours(["t": [json]]) == Self.foundation(["t": [json]]))
        }
    }

    @Test(arguments: [nil, "wat"] as [String?])
    func aListWritesWhatItsEncodableFormGives(search: String?) throws {
        let trackers = Self.trackers()
        for trackersShown in [trackers, []] {
            let content = MainScreen.build(
                query: MainScreenQuery(date: Self.day, search: search, today: Self.day),
                trackers: trackersShown, categories: [Self.health],
                doneOnDay: [trackers[0].id], completedDays: [trackers[0].id: 7])
            let list = ListJSON(content, categories: [Self.health], l: Localizer(language: .en))
            #expect(try Self.ours(list) == Self.foundation(list))
        }
    }

    /// Names with what a terminal acts on come out escaped, and read back as stored.
    @Test func terminalActiveCharactersInNamesAreEscapedLosslessly() throws {
        let hostile = "A\u{1B}[2J\u{1B}]52;c;SGVsbG8K\u{7}\u{7F}\u{85}\u{202E}\u{2066}\u{2028}\u{2029}B"
        var tracker = Self.trackers()[0]
        tracker.name = hostile
        let content = MainScreen.build(
            query: MainScreenQuery(date: Self.day, today: Self.day), trackers: [tracker],
            categories: [Self.health], doneOnDay: [], completedDays: [:])
        let bytes = JSONTextEncoder(layout: .indented).encode(
            writable: ListJSON(content, categories: [Self.health], l: Localizer(language: .en)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            !text.unicodeScalars.contains {
                [0x1B, 0x07, 0x7F, 0x85, 0x202E, 0x2066, 0x2028, 0x2029].contains($0.value)
            })
        #expect(text.contains(#"A\u001b[2J\u001b]52;c;SGVsbG8K\u0007\u007f\u0085\u202e\u2066\u2028\u2029B"#))
        let list = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let sections = try #require(list["sections"] as? [[String: Any]])
        #expect((sections.first?["trackers"] as? [[String: Any]])?.first?["name"] as? String == hostile)
    }
}

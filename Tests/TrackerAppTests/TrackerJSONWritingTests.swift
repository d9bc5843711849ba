import Foundation
import HabitKit
import JSONText
import Localization
import SharedModels
import Testing
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
            Tracker(name: "Water 💧", kind: .habit, categoryID: health.id, emoji: "💧", color: RGBColor(red: 1, green: 2, blue: 3),
                    schedule: Schedule([.monday, .wednesday, .sunday]), createdOn: day),
            Tracker(name: "Dentist\\appointment", kind: .event, categoryID: nil, emoji: "🦷", color: RGBColor(red: 250, green: 0, blue: 9),
                    schedule: Schedule([Weekday]()), pinned: true, createdOn: day),
            Tracker(name: "Бег", kind: .habit, categoryID: health.id, emoji: "🏃", color: RGBColor(red: 0, green: 0, blue: 0),
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
            let content = MainScreen.build(query: MainScreenQuery(date: Self.day, search: search, today: Self.day),
                                           trackers: trackersShown, categories: [Self.health],
                                           doneOnDay: [trackers[0].id], completedDays: [trackers[0].id: 7])
            let list = ListJSON(content, categories: [Self.health], l: Localizer(language: .en))
            #expect(try Self.ours(list) == Self.foundation(list))
        }
    }
}

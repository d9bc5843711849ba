import JSONText
import Localization
import SharedModels
import TrackerKit

/// `ListJSON`'s document written straight from the screen's cards, without
/// making a `TrackerJSON` (eleven values, a color and a date formatted, an
/// array of day names) per card first: building and freeing that tree was
/// a large part of `--json list` (measured: docs/benchmarks.md, "Measured
/// choices").
/// Colors, dates and schedules repeat from card to card, so each is
/// formatted once. `ListJSON` stays the definition (and the `Encodable`
/// form); `MainScreenJSONTests` holds the two to the same bytes.
package struct MainScreenJSON: JSONWritable, Encodable {
    package let content: MainScreenContent
    package let categories: [TrackerCategory]
    package let l: Localizer
    package let flavor: TrackerAppFlavor

    package init(_ content: MainScreenContent, categories: [TrackerCategory], l: Localizer, flavor: TrackerAppFlavor) {
        self.content = content
        self.categories = categories
        self.l = l
        self.flavor = flavor
    }

    package func encode(to encoder: any Encoder) throws {
        try ListJSON(content, categories: categories, l: l, flavor: flavor).encode(to: encoder)
    }

    package func write(to json: inout JSONStreamWriter) {
        var cards = CardJSON(categories: categories, flavor: flavor)
        json.beginObject()
        json.member("date", content.date.iso)
        json.member("filter", content.filter.rawValue)
        json.member("search", content.search)
        json.key("sections")
        json.beginArray()
        let key = flavor.collectionKey
        for section in content.sections {
            let isPinned: Bool
            if case .pinned = section.kind { isPinned = true } else { isPinned = false }
            // The collection takes its place in key order, as in `ListJSON`.
            json.beginObject()
            if key < "pinned" { cards.write(section.cards, as: key, to: &json) }
            json.member("pinned", isPinned)
            if key > "pinned" && key < "title" { cards.write(section.cards, as: key, to: &json) }
            json.member("title", MainScreenRenderer.title(of: section, l, flavor.list))
            if key > "title" { cards.write(section.cards, as: key, to: &json) }
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}

/// One card as `ShownHabitJSON(TrackerJSON(…))` writes it, with the
/// formatted pieces that repeat kept.
private struct CardJSON {
    let categories: [TrackerCategory]
    let places: FirstPositions
    let withCategories: Bool, withSchedules: Bool
    private var colors: [(color: RGBColor, hex: String)] = []
    private var lastDay: (day: LocalDate, iso: String)?
    /// By weekday bitmask (bit 0 Monday): comparing `Schedule`s (sets) was dearer than the keys.
    private var schedules = [[String]?](repeating: nil, count: 128)

    init(categories: [TrackerCategory], flavor: TrackerAppFlavor) {
        self.categories = categories
        places = FirstPositions(categories.map(\.id))
        withCategories = flavor.hasCategories
        withSchedules = flavor.hasSchedules
    }

    mutating func write(_ cards: [TrackerCard], as key: String, to json: inout JSONStreamWriter) {
        json.key(key)
        json.beginArray()
        for card in cards { write(card, to: &json) }
        json.endArray()
    }

    private mutating func write(_ card: TrackerCard, to json: inout JSONStreamWriter) {
        let tracker = card.tracker
        json.beginObject()
        if withCategories {
            json.member("category", tracker.categoryID.flatMap(places.of).map { categories[$0].title } ?? "")
        }
        json.member("color", hex(tracker.color))
        json.member("completedDays", card.completedDays)
        if withSchedules, let count = tracker.countSchedule {
            TrackerJSON.CountJSON(count, progress: card.count).write(to: &json)
        }
        json.member("createdOn", iso(tracker.createdOn))
        if !tracker.details.isEmpty { json.member("description", tracker.details) }
        json.member("done", card.done)
        json.member("emoji", tracker.emoji)
        json.member("id", tracker.id.rawValue)
        if withSchedules { json.member("kind", tracker.kind.rawValue) }
        json.member("name", tracker.name)
        json.member("pinned", tracker.pinned)
        if !tracker.question.isEmpty { json.member("question", tracker.question) }
        if withSchedules {
            json.key("schedule")
            json.beginArray()
            for day in keys(tracker.schedule) { json.string(day) }
            json.endArray()
        }
        json.endObject()
    }

    private mutating func hex(_ color: RGBColor) -> String {
        if let known = colors.first(where: { $0.color == color }) { return known.hex }
        let hex = color.hex
        if colors.count < 64 { colors.append((color, hex)) }
        return hex
    }

    private mutating func iso(_ day: LocalDate) -> String {
        if let lastDay, lastDay.day == day { return lastDay.iso }
        let iso = day.iso
        lastDay = (day, iso)
        return iso
    }

    private mutating func keys(_ schedule: Schedule) -> [String] {
        var bits = 0
        for day in schedule.days { bits |= 1 << (day.rawValue - 1) }
        if let known = schedules[bits] { return known }
        let keys = schedule.keys
        schedules[bits] = keys
        return keys
    }
}

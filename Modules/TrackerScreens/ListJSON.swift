import JSONText
import Localization
import SharedModels
import TrackerKit

/// The main screen as `--json`:
/// `{"date","filter","search":null|"…","sections":[{"title","pinned","<collection>":[…]}]}`,
/// the collection named by the app (`trackers`, `goals`).
package struct ListJSON: Encodable {
    package struct Section: Encodable {
        package var title: String
        package var pinned: Bool
        package var items: [ShownHabitJSON]
        /// The member holding `items` (`TrackerAppFlavor.collectionKey`).
        package var collectionKey: String

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: MemberKey.self)
            try container.encode(pinned, forKey: MemberKey("pinned"))
            try container.encode(title, forKey: MemberKey("title"))
            try container.encode(items, forKey: MemberKey(collectionKey))
        }
    }

    package var date: String
    package var filter: String
    @AlwaysEncoded package var search: String?
    package var sections: [Section]

    package init(_ content: MainScreenContent, categories: [TrackerCategory], l: Localizer, flavor: TrackerAppFlavor) {
        let titles = Dictionary(categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        date = content.date.iso
        filter = content.filter.rawValue
        search = content.search
        sections = content.sections.map { section in
            let isPinned: Bool
            if case .pinned = section.kind { isPinned = true } else { isPinned = false }
            let items = section.cards.map { card in
                ShownHabitJSON(
                    TrackerJSON(
                        card.tracker, categoryTitle: card.tracker.categoryID.flatMap { titles[$0] } ?? "",
                        completedDays: card.completedDays, done: card.done, progress: card.count),
                    flavor: flavor)
            }
            return Section(
                title: MainScreenRenderer.title(of: section, l, flavor.list), pinned: isPinned,
                items: items, collectionKey: flavor.collectionKey)
        }
    }

    private enum CodingKeys: String, CodingKey { case date, filter, search, sections }

}

/// Written directly (see `TrackerJSON`'s `JSONWritable`), keys in sorted order.
extension ListJSON: JSONWritable {
    package func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("date", date)
        json.member("filter", filter)
        json.member("search", search)
        json.key("sections")
        json.beginArray()
        for section in sections {
            // The collection takes its place in key order: `goals` before
            // `pinned`, `trackers` after `title`.
            let key = section.collectionKey
            json.beginObject()
            if key < "pinned" { Self.write(section.items, as: key, to: &json) }
            json.member("pinned", section.pinned)
            if key > "pinned" && key < "title" { Self.write(section.items, as: key, to: &json) }
            json.member("title", section.title)
            if key > "title" { Self.write(section.items, as: key, to: &json) }
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func write(_ items: [ShownHabitJSON], as key: String, to json: inout JSONStreamWriter) {
        json.key(key)
        json.beginArray()
        for item in items { item.write(to: &json) }
        json.endArray()
    }
}

/// A habit's JSON with only the members its app shows
/// (`TrackerAppFlavor.hasCategories`, `hasSchedules`).
package struct ShownHabitJSON: Encodable, JSONWritable {
    package var json: TrackerJSON
    package var categories: Bool
    package var schedules: Bool

    package init(_ json: TrackerJSON, flavor: TrackerAppFlavor) {
        self.json = json
        categories = flavor.hasCategories
        schedules = flavor.hasSchedules
    }

    package func write(to writer: inout JSONStreamWriter) {
        json.write(to: &writer, categories: categories, schedules: schedules)
    }

    package func encode(to encoder: any Encoder) throws {
        if categories && schedules { return try json.encode(to: encoder) }
        var container = encoder.container(keyedBy: MemberKey.self)
        if categories { try container.encode(json.category, forKey: MemberKey("category")) }
        try container.encode(json.color, forKey: MemberKey("color"))
        try container.encode(json.completedDays, forKey: MemberKey("completedDays"))
        if schedules { try container.encodeIfPresent(json.count, forKey: MemberKey("count")) }
        try container.encode(json.createdOn, forKey: MemberKey("createdOn"))
        try container.encodeIfPresent(json.done, forKey: MemberKey("done"))
        try container.encode(json.emoji, forKey: MemberKey("emoji"))
        try container.encode(json.id, forKey: MemberKey("id"))
        if schedules { try container.encode(json.kind, forKey: MemberKey("kind")) }
        try container.encode(json.name, forKey: MemberKey("name"))
        try container.encode(json.pinned, forKey: MemberKey("pinned"))
        if schedules { try container.encode(json.schedule, forKey: MemberKey("schedule")) }
    }
}

/// A JSON member named at run time (the app's collection, the members a flavor keeps).
package struct MemberKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}

import JSONText
import SharedModels
import TrackerKit

/// A tracker as it is written in `--json` output and in exports:
/// `{"id","name","kind","category","emoji","color","schedule","pinned",
/// "completedDays","createdOn"}`, plus `done` in `list`, and `archived`,
/// `question` and `description` when the tracker has them.
package struct TrackerJSON: Codable, Sendable, Equatable {
    package var id: String
    package var name: String
    package var kind: Tracker.Kind
    /// The category's title.
    package var category: String
    package var emoji: String
    /// `#RRGGBB`.
    package var color: String
    /// `["mon", …]` in week order; empty for events.
    package var schedule: [String]
    package var pinned: Bool
    package var completedDays: Int
    package var createdOn: String
    /// Only in `list`: whether the tracker is done on the shown day.
    package var done: Bool?
    /// A count habit's schedule, with its window on the day shown when there is one.
    package var count: CountJSON?
    /// Only when set: `true` for an archived tracker, its question and its description.
    package var archived: Bool?
    package var question: String?
    package var description: String?

    /// `{"completions","due","met","per","times"}`: the count ("N times in M
    /// days"), and the window's records, whether the day is due and whether
    /// the window is met (those three only where a day is shown: `list`,
    /// and the tracker after a change).
    package struct CountJSON: Codable, Sendable, Equatable {
        package var completions: Int?
        package var due: Bool?
        package var met: Bool?
        package var per: Int
        package var times: Int

        package init(_ schedule: CountSchedule, progress: CountProgress?) {
            per = schedule.per
            times = schedule.times
            completions = progress?.completions
            due = progress?.isDue
            met = progress?.isMet
        }

        /// Members in key order, as the `Encodable` form sorts them.
        package func write(to json: inout JSONStreamWriter) {
            json.key("count")
            json.beginObject()
            if let completions { json.member("completions", completions) }
            if let due { json.member("due", due) }
            if let met { json.member("met", met) }
            json.member("per", per)
            json.member("times", times)
            json.endObject()
        }
    }

    package init(
        _ tracker: Tracker, categoryTitle: String, completedDays: Int, done: Bool? = nil,
        progress: CountProgress? = nil
    ) {
        id = tracker.id.rawValue
        name = tracker.name
        kind = tracker.kind
        category = categoryTitle
        emoji = tracker.emoji
        color = tracker.color.hex
        schedule = tracker.schedule.keys
        pinned = tracker.pinned
        self.completedDays = completedDays
        createdOn = tracker.createdOn.iso
        self.done = done
        count = tracker.countSchedule.map { CountJSON($0, progress: progress) }
        archived = tracker.archived ? true : nil
        question = tracker.question.isEmpty ? nil : tracker.question
        description = tracker.details.isEmpty ? nil : tracker.details
    }
}

/// Written directly, not through `Encodable`: `list --json` writes a thousand
/// of these. Members in key order, as the `Encodable` form sorts them
/// (`TrackerJSONWritingTests` holds the two to the same bytes).
extension TrackerJSON: JSONWritable {
    package func write(to json: inout JSONStreamWriter) {
        write(to: &json, categories: true, schedules: true)
    }

    /// The members an app shows (`TrackerAppFlavor`): without categories no
    /// `category`, without schedules no `kind` and no `schedule`.
    package func write(to json: inout JSONStreamWriter, categories: Bool, schedules: Bool) {
        json.beginObject()
        if let archived { json.member("archived", archived) }
        if categories { json.member("category", category) }
        json.member("color", color)
        json.member("completedDays", completedDays)
        if schedules, let count { count.write(to: &json) }
        json.member("createdOn", createdOn)
        if let description { json.member("description", description) }
        if let done { json.member("done", done) }
        json.member("emoji", emoji)
        json.member("id", id)
        if schedules { json.member("kind", kind.rawValue) }
        json.member("name", name)
        json.member("pinned", pinned)
        if let question { json.member("question", question) }
        if schedules {
            json.key("schedule")
            json.beginArray()
            for day in schedule { json.string(day) }
            json.endArray()
        }
        json.endObject()
    }
}

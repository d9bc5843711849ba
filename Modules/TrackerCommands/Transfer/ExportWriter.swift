import ForeignHabits
import JSONText
import SharedModels
import TerminalUI
import TrackerScreens

/// Writes `ExportData` as the export JSON or CSV of an app (`TransferShape`).
enum ExportWriter {
    /// `{"version":1,"categories":[…],"trackers":[…],"records":[…]}` (goals:
    /// `{"version":1,"goals":[…],"records":[…]}`), one entity a line
    /// (readable, diff-friendly), keys in the documented order; habits as in
    /// `--json` output without `done`; a count habit has `"count": {"times":
    /// N, "per": M}` after its schedule (all seven weekdays).
    static func json(_ data: ExportData, shape: TransferShape, to sink: inout ByteSink) {
        sink.append("{\n  \"version\": 1,\n  ")
        if shape.hasCategories { categories(data, to: &sink) }
        sink.append("\"" + shape.collection + "\": [")
        for (index, (tracker, title)) in zip(data.trackers, data.categoryTitles).enumerated() {
            sink.append(index == 0 ? "\n    " : ",\n    ")
            sink.append(
                habitObject(
                    TrackerJSON(tracker, categoryTitle: title, completedDays: data.recordDays[index].count),
                    shape: shape))
        }
        sink.append(data.trackers.isEmpty ? "],\n  \"records\": [" : "\n  ],\n  \"records\": [")
        // Each habit's id and each day are encoded once, not per record.
        let prefixes = data.trackers.map { tracker in
            Array("{\"\(shape.owner)\": ".utf8) + JSONWriter.literal(tracker.id.rawValue) + Array(", \"day\": \"".utf8)
        }
        var first = true
        var lastDay: LocalDate?
        var dayText: [UInt8] = []
        for record in data.recordsByDay() {
            if record.day != lastDay {
                lastDay = record.day
                dayText = Array(record.day.iso.utf8) + Array("\"}".utf8)
            }
            sink.append(first ? "\n    " : ",\n    ")
            first = false
            sink.append(prefixes[record.tracker])
            sink.append(dayText)
        }
        sink.append(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// `"categories": [ … ],` and the indent of the next member.
    private static func categories(_ data: ExportData, to sink: inout ByteSink) {
        sink.append("\"categories\": [")
        for (index, category) in data.categories.enumerated() {
            sink.append(index == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ")
            sink.append(JSONWriter.literal(category.id.rawValue))
            sink.append(", \"title\": ")
            sink.append(JSONWriter.literal(category.title))
            sink.append("}")
        }
        sink.append(data.categories.isEmpty ? "],\n  " : "\n  ],\n  ")
    }

    /// `day,tracker,category,kind` (goals: `day,goal`), then one row a
    /// record by day (the habit's name, its category's title, `habit` or
    /// `event`), quoted as RFC 4180 says, lines ending in CRLF as it also
    /// says. `forTerminal` strips control and escape characters from names
    /// (CSV has no escapes of its own), for output that goes straight to a terminal.
    static func csv(_ data: ExportData, shape: TransferShape, forTerminal: Bool = false, to sink: inout ByteSink) {
        let full = shape.hasCategories && shape.hasSchedules
        sink.append("day," + shape.owner + (full ? ",category,kind\r\n" : "\r\n"))
        func field(_ text: String) -> String { CSVField.text(forTerminal ? Sanitizer.clean(text) : text) }
        let suffixes = zip(data.trackers, data.categoryTitles).map { tracker, title -> [UInt8] in
            let row =
                "," + field(tracker.name) + (full ? "," + field(title) + "," + tracker.kind.rawValue : "") + "\r\n"
            return Array(row.utf8)
        }
        var lastDay: LocalDate?
        var dayText: [UInt8] = []
        for record in data.recordsByDay() {
            if record.day != lastDay {
                lastDay = record.day
                dayText = Array(record.day.iso.utf8)
            }
            sink.append(dayText)
            sink.append(suffixes[record.tracker])
        }
    }

    /// A count habit's `count` follows its weekdays, which a reader from
    /// before count schedules reads alone: a daily habit.
    private static func habitObject(_ tracker: TrackerJSON, shape: TransferShape) -> [UInt8] {
        var out = Array("{\"id\": ".utf8) + JSONWriter.literal(tracker.id)
        func field(_ key: String, _ value: [UInt8]) { out += Array(", \"\(key)\": ".utf8) + value }
        field("name", JSONWriter.literal(tracker.name))
        if shape.hasSchedules { field("kind", JSONWriter.literal(tracker.kind.rawValue)) }
        if shape.hasCategories { field("category", JSONWriter.literal(tracker.category)) }
        field("emoji", JSONWriter.literal(tracker.emoji))
        field("color", JSONWriter.literal(tracker.color))
        if shape.hasSchedules {
            let weekdays = tracker.schedule.map { JSONWriter.literal($0) }.joined(separator: Array(", ".utf8))
            field("schedule", [0x5B] + Array(weekdays) + [0x5D])
            if let count = tracker.count {
                field("count", Array("{\"times\": \(count.times), \"per\": \(count.per)}".utf8))
            }
        }
        field("pinned", Array((tracker.pinned ? "true" : "false").utf8))
        field("completedDays", Array(String(tracker.completedDays).utf8))
        field("createdOn", JSONWriter.literal(tracker.createdOn))
        // Only when set: a reader from before them reads the rest as it did.
        if tracker.archived == true { field("archived", Array("true".utf8)) }
        if let question = tracker.question { field("question", JSONWriter.literal(question)) }
        if let description = tracker.description { field("description", JSONWriter.literal(description)) }
        return out + [0x7D]
    }
}

import JSONText
import SharedModels
import Storage

/// Writes a `Document` as version-2 JSON: `schemaVersion` first, one entity
/// a line, records one line per tracker, every list in a stable order, and
/// non-ASCII text as UTF-8 so the file stays readable.
enum DocumentEncoder {
    /// Throws only for a day the format cannot hold (years outside 0–9999).
    static func encode(_ document: Document, path: String) throws -> [UInt8] {
        let recordCount = document.records.values.reduce(0) { $0 + $1.count }
        var out: [UInt8] = []
        out.reserveCapacity(4096 + recordCount * 13 + document.trackers.count * 256)
        out.append(contentsOf: "{\n  \"schemaVersion\": \(Document.currentVersion),\n  \"categories\": [".utf8)
        for (index, category) in StoreOrder.categories(document.categories.values).enumerated() {
            line(&out, index)
            out.append(contentsOf: "{\"id\": ".utf8)
            string(category.id.rawValue, &out)
            out.append(contentsOf: ", \"title\": ".utf8)
            string(category.title, &out)
            out.append(UInt8(ascii: "}"))
        }
        close(&out, document.categories.isEmpty, "],\n  \"trackers\": [")
        for (index, tracker) in StoreOrder.trackers(document.trackers.values).enumerated() {
            line(&out, index)
            try self.tracker(tracker, &out, path: path)
        }
        close(&out, document.trackers.isEmpty, "],\n  \"records\": {")
        for (index, id) in document.records.keys.sorted(by: { TextKey.precedes($0.rawValue, $1.rawValue) }).enumerated()
        {
            line(&out, index)
            string(id.rawValue, &out)
            out.append(contentsOf: ": [".utf8)
            try days(document.records[id] ?? [], &out, path: path)
            out.append(UInt8(ascii: "]"))
        }
        close(&out, document.records.isEmpty, "},\n  \"habits\": [")
        for (index, habit) in StoreOrder.habits(document.habits.values).enumerated() {
            line(&out, index)
            try self.habit(habit, &out, path: path)
        }
        close(&out, document.habits.isEmpty, "],\n  \"settings\": ")
        map(document.settings, &out)
        out.append(contentsOf: ",\n  \"session\": ".utf8)
        if let session = document.session {
            out.append(contentsOf: "{\"accessToken\": ".utf8)
            string(session.accessToken, &out)
            out.append(contentsOf: ", \"username\": ".utf8)
            string(session.username, &out)
            out.append(contentsOf: ", \"createdAt\": \(session.createdAt)}".utf8)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        out.append(contentsOf: ",\n  \"cache\": ".utf8)
        map(document.cache, &out)
        out.append(contentsOf: "\n}\n".utf8)
        return out
    }

    private static func line(_ out: inout [UInt8], _ index: Int) {
        out.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
    }

    private static func close(_ out: inout [UInt8], _ empty: Bool, _ text: String) {
        if !empty { out.append(contentsOf: "\n  ".utf8) }
        out.append(contentsOf: text.utf8)
    }

    private static func tracker(_ tracker: Tracker, _ out: inout [UInt8], path: String) throws {
        out.append(contentsOf: "{\"id\": ".utf8)
        string(tracker.id.rawValue, &out)
        out.append(contentsOf: ", \"name\": ".utf8)
        string(tracker.name, &out)
        out.append(contentsOf: ", \"kind\": \"\(tracker.kind.rawValue)\", \"category\": ".utf8)
        if let category = tracker.categoryID {
            string(category.rawValue, &out)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        out.append(contentsOf: ", \"emoji\": ".utf8)
        string(tracker.emoji, &out)
        out.append(contentsOf: ", \"color\": \"\(tracker.color.hex)\", \"schedule\": [".utf8)
        out.append(contentsOf: tracker.schedule.keys.map { "\"\($0)\"" }.joined(separator: ", ").utf8)
        // A count schedule's days are all seven (what an older reader keeps);
        // the count follows them, and a weekday habit has no such keys.
        out.append(UInt8(ascii: "]"))
        if let count = tracker.countSchedule {
            out.append(contentsOf: ", \"times\": \(count.times), \"per\": \(count.per)".utf8)
        }
        out.append(contentsOf: ", \"pinned\": \(tracker.pinned), \"createdOn\": ".utf8)
        try days([tracker.createdOn.dayNumber], &out, path: path)
        // Version 3's keys, only when they hold something (most trackers
        // have none of them, and the file stays the size it was).
        if tracker.archived { out.append(contentsOf: ", \"archived\": true".utf8) }
        if !tracker.question.isEmpty {
            out.append(contentsOf: ", \"question\": ".utf8)
            string(tracker.question, &out)
        }
        if !tracker.details.isEmpty {
            out.append(contentsOf: ", \"description\": ".utf8)
            string(tracker.details, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private static func habit(_ habit: Habit, _ out: inout [UInt8], path: String) throws {
        out.append(contentsOf: "{\"id\": ".utf8)
        string(habit.id.rawValue, &out)
        out.append(contentsOf: ", \"name\": ".utf8)
        string(habit.name, &out)
        out.append(
            contentsOf: ", \"minuteOfDay\": \(habit.minuteOfDay), \"color\": \"\(habit.color.hex)\", \"createdOn\": "
                .utf8)
        try days([habit.createdOn.dayNumber], &out, path: path)
        out.append(contentsOf: ", \"trackedDays\": [".utf8)
        try days(habit.trackedDays.map(\.dayNumber).sorted(), &out, path: path)
        out.append(contentsOf: "]}".utf8)
    }

    /// Comma-separated `"YYYY-MM-DD"` strings.
    private static func days(_ days: [Int], _ out: inout [UInt8], path: String) throws {
        for (index, day) in days.enumerated() {
            guard DayText.isWritable(day) else {
                throw StoreError.io(
                    path: path, detail: "day \(LocalDate(dayNumber: day)) is outside the years 0000–9999")
            }
            if index > 0 { out.append(UInt8(ascii: ",")) }
            DayText.append(day, to: &out)
        }
    }

    private static func map(_ values: [String: String], _ out: inout [UInt8]) {
        guard !values.isEmpty else {
            out.append(contentsOf: "{}".utf8)
            return
        }
        out.append(UInt8(ascii: "{"))
        for (index, key) in values.keys.sorted(by: TextKey.precedes).enumerated() {
            out.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
            string(key, &out)
            out.append(contentsOf: ": ".utf8)
            string(values[key] ?? "", &out)
        }
        out.append(contentsOf: "\n  }".utf8)
    }

    /// A JSON string as the project's one writer escapes it.
    static func string(_ text: String, _ out: inout [UInt8]) {
        JSONWriter.appendString(text, to: &out)
    }
}

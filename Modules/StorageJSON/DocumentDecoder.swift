import JSONText
import SharedModels
import Storage

/// Reads a store document (any version this build knows) into a `Document`.
enum DocumentDecoder {
    /// Parses `bytes`; the result's version says whether it needs migrating.
    /// `checkRules`: hold every row to `StoreRuleCheck` (a file another
    /// program wrote, `OutsideEdits`); references are always checked.
    static func decode(_ bytes: [UInt8], path: String, checkRules: Bool) throws -> (
        document: Document, version: Int
    ) {
        guard !bytes.isEmpty else { throw StoreError.corrupt(path: path, detail: "empty file") }
        return try bytes.withUnsafeBufferPointer { buffer in
            do {
                let version = try schemaVersion(buffer)
                guard version >= 1 else { throw StoreError.corrupt(path: path, detail: "schemaVersion \(version)") }
                guard version <= Document.currentVersion else {
                    throw StoreError.newerVersion(path: path, found: version, supported: Document.currentVersion)
                }
                var scanner = JSONScanner(buffer)
                let document = try parseDocument(&scanner, version: version)
                guard scanner.atEnd() else { throw scanner.fail("data after the document") }
                if let problem = (checkRules ? document.brokenRule() : nil) ?? document.problem() {
                    throw StoreError.corrupt(path: path, detail: problem)
                }
                return (document, version)
            } catch let failure as JSONScanner.Failure {
                throw StoreError.corrupt(path: path, detail: "\(failure.message) at byte \(failure.offset)")
            }
        }
    }

    /// Finds `schemaVersion` before anything else is interpreted, so a newer
    /// document is reported as newer even when its shape is unknown. The
    /// encoder writes it first; elsewhere costs one skimming pass.
    private static func schemaVersion(_ buffer: UnsafeBufferPointer<UInt8>) throws -> Int {
        var scanner = JSONScanner(buffer)
        guard scanner.peek() == UInt8(ascii: "{") else { throw scanner.fail("not a JSON object") }
        try scanner.expect(UInt8(ascii: "{"))
        var keys = JSONScanner.ObjectKeys()
        while let key = try scanner.nextKey(&keys) {
            if key == "schemaVersion" { return try scanner.integer() }
            try scanner.skipValue()
        }
        throw scanner.fail("no schemaVersion: not a Pocket store")
    }

    private static func parseDocument(_ scanner: inout JSONScanner, version: Int) throws -> Document {
        var document = Document()
        try scanner.expect(UInt8(ascii: "{"))
        var keys = JSONScanner.ObjectKeys()
        while let key = try scanner.nextKey(&keys) {
            switch key {
            case "schemaVersion": _ = try scanner.integer()
            case "categories": try parseCategories(&scanner, into: &document)
            case "trackers": try parseTrackers(&scanner, into: &document)
            case "records":
                if version == 1 {
                    try parseRecordListV1(&scanner, into: &document)
                } else {
                    try parseRecords(&scanner, into: &document)
                }
            case "habits": try parseHabits(&scanner, into: &document)
            case "settings": document.settings = try parseStringMap(&scanner)
            case "session": document.session = try parseSession(&scanner)
            case "cache": document.cache = try parseStringMap(&scanner)
            default: throw scanner.fail("unknown key \(key)")
            }
        }
        return document
    }

    /// Calls `body` with each key of an object, which must read its value.
    private static func members(_ scanner: inout JSONScanner, _ body: (String, inout JSONScanner) throws -> Void) throws
    {
        try scanner.expect(UInt8(ascii: "{"))
        var keys = JSONScanner.ObjectKeys()
        while let key = try scanner.nextKey(&keys) { try body(key, &scanner) }
    }

    private static func elements(_ scanner: inout JSONScanner, _ body: (inout JSONScanner) throws -> Void) throws {
        try scanner.expect(UInt8(ascii: "["))
        var first = true
        while try scanner.nextElement(&first) { try body(&scanner) }
    }

    private static func require<T>(_ value: T?, _ name: String, _ scanner: JSONScanner) throws -> T {
        guard let value else { throw scanner.fail("missing \(name)") }
        return value
    }

    private static func color(_ scanner: inout JSONScanner) throws -> RGBColor {
        let text = try scanner.string()
        guard let color = RGBColor(storedHex: text) else { throw scanner.fail("bad color \(text)") }
        return color
    }

    private static func parseCategories(_ scanner: inout JSONScanner, into document: inout Document) throws {
        try elements(&scanner) { scanner in
            var id: String?
            var title: String?
            try members(&scanner) { key, scanner in
                switch key {
                case "id": id = try scanner.string()
                case "title": title = try scanner.string()
                default: throw scanner.fail("unknown category key \(key)")
                }
            }
            let category = TrackerCategory(
                id: EntityID(try require(id, "category id", scanner)),
                title: try require(title, "category title", scanner))
            let key = TextKey.fold(category.title)
            guard document.categories[category.id] == nil, document.categoryKeys[key] == nil else {
                throw scanner.fail("duplicate category \(category.title)")
            }
            document.categories[category.id] = category
            document.categoryKeys[key] = category.id
        }
    }

    private static func parseTrackers(_ scanner: inout JSONScanner, into document: inout Document) throws {
        try elements(&scanner) { scanner in
            let tracker = try parseTracker(&scanner)
            guard document.trackers[tracker.id] == nil else { throw scanner.fail("duplicate tracker \(tracker.id)") }
            document.trackers[tracker.id] = tracker
        }
    }

    private static func parseTracker(_ scanner: inout JSONScanner) throws -> Tracker {
        var id: String?
        var name: String?
        var kind: Tracker.Kind?
        var category: EntityID??
        var emoji: String?
        var color: RGBColor?
        var schedule: Schedule?
        var pinned: Bool?
        var createdOn: Int?
        var times: Int?
        var per: Int?
        var archived = false
        var question = ""
        var details = ""
        try members(&scanner) { key, scanner in
            switch key {
            case "id": id = try scanner.string()
            case "name": name = try scanner.string()
            case "kind":
                let text = try scanner.string()
                guard let value = Tracker.Kind(rawValue: text) else { throw scanner.fail("bad kind \(text)") }
                kind = value
            case "category": category = .some(scanner.null() ? nil : EntityID(try scanner.string()))
            case "emoji": emoji = try scanner.string()
            case "color": color = try Self.color(&scanner)
            case "schedule": schedule = try parseSchedule(&scanner)
            case "pinned": pinned = try scanner.bool()
            case "createdOn": createdOn = try scanner.day()
            case "times": times = try scanner.integer()
            case "per": per = try scanner.integer()
            case "archived": archived = try scanner.bool()
            case "question": question = try scanner.string()
            case "description": details = try scanner.string()
            default: throw scanner.fail("unknown tracker key \(key)")
            }
        }
        let kindRead = try require(kind, "tracker kind", scanner)
        var scheduleRead = try require(schedule, "tracker schedule", scanner)
        if times != nil || per != nil {
            scheduleRead = try countSchedule(times: times, per: per, days: scheduleRead, kind: kindRead, scanner)
        }
        return Tracker(
            id: EntityID(try require(id, "tracker id", scanner)), name: try require(name, "tracker name", scanner),
            kind: kindRead, categoryID: try require(category, "tracker category", scanner),
            emoji: try require(emoji, "tracker emoji", scanner), color: try require(color, "tracker color", scanner),
            schedule: scheduleRead,
            pinned: try require(pinned, "tracker pinned", scanner),
            createdOn: LocalDate(dayNumber: try require(createdOn, "tracker createdOn", scanner)),
            archived: archived, question: question, details: details)
    }

    /// `times` and `per` beside a habit's `schedule`: both, in
    /// `CountSchedule`'s range, on a habit whose days are all seven (what
    /// the encoder writes, so an older reader sees a daily habit).
    private static func countSchedule(
        times: Int?, per: Int?, days: Schedule, kind: Tracker.Kind,
        _ scanner: JSONScanner
    ) throws -> Schedule {
        let text = "\(times.map(String.init) ?? "none")/\(per.map(String.init) ?? "none")"
        guard let times, let per, let count = CountSchedule(times: times, per: per) else {
            throw scanner.fail("bad count schedule \(text)")
        }
        guard kind == .habit, days == .everyDay else {
            throw scanner.fail("count schedule \(text) on a tracker not due every day")
        }
        return Schedule(count: count)
    }

    private static func parseSchedule(_ scanner: inout JSONScanner) throws -> Schedule {
        var days: [Weekday] = []
        try elements(&scanner) { scanner in
            let key = try scanner.string()
            guard let day = Weekday(key: key) else { throw scanner.fail("bad weekday \(key)") }
            days.append(day)
        }
        return Schedule(days)
    }

    /// Version 2: `{"TRACKER": ["YYYY-MM-DD", …]}`.
    private static func parseRecords(_ scanner: inout JSONScanner, into document: inout Document) throws {
        try members(&scanner) { key, scanner in
            let id = EntityID(key)
            guard document.records[id] == nil else { throw scanner.fail("duplicate records of \(key)") }
            var days: [Int] = []
            try elements(&scanner) { days.append(try $0.day()) }
            document.records[id] = try sortedUnique(days, scanner)
        }
    }

    /// Version 1: `[{"tracker": "ID", "day": "YYYY-MM-DD"}, …]`.
    private static func parseRecordListV1(_ scanner: inout JSONScanner, into document: inout Document) throws {
        var grouped: [EntityID: [Int]] = [:]
        try elements(&scanner) { scanner in
            var tracker: String?
            var day: Int?
            try members(&scanner) { key, scanner in
                switch key {
                case "tracker": tracker = try scanner.string()
                case "day": day = try scanner.day()
                default: throw scanner.fail("unknown record key \(key)")
                }
            }
            grouped[EntityID(try require(tracker, "record tracker", scanner)), default: []]
                .append(try require(day, "record day", scanner))
        }
        for (id, days) in grouped { document.records[id] = try sortedUnique(days, scanner) }
    }

    private static func sortedUnique(_ days: [Int], _ scanner: JSONScanner) throws -> [Int] {
        var days = days
        if zip(days, days.dropFirst()).contains(where: { $0 >= $1 }) { days.sort() }
        if zip(days, days.dropFirst()).contains(where: { $0 == $1 }) { throw scanner.fail("duplicate record") }
        return days
    }

    private static func parseHabits(_ scanner: inout JSONScanner, into document: inout Document) throws {
        try elements(&scanner) { scanner in
            var id: String?
            var name: String?
            var minute: Int?
            var color: RGBColor?
            var createdOn: Int?
            var tracked: Set<LocalDate>?
            try members(&scanner) { key, scanner in
                switch key {
                case "id": id = try scanner.string()
                case "name": name = try scanner.string()
                case "minuteOfDay": minute = try scanner.integer()
                case "color": color = try Self.color(&scanner)
                case "createdOn": createdOn = try scanner.day()
                case "trackedDays":
                    var days = Set<LocalDate>()
                    try elements(&scanner) { days.insert(LocalDate(dayNumber: try $0.day())) }
                    tracked = days
                default: throw scanner.fail("unknown habit key \(key)")
                }
            }
            let habit = Habit(
                id: EntityID(try require(id, "habit id", scanner)), name: try require(name, "habit name", scanner),
                minuteOfDay: try require(minute, "habit minuteOfDay", scanner),
                color: try require(color, "habit color", scanner),
                createdOn: LocalDate(dayNumber: try require(createdOn, "habit createdOn", scanner)),
                trackedDays: try require(tracked, "habit trackedDays", scanner))
            guard document.habits[habit.id] == nil else { throw scanner.fail("duplicate habit \(habit.id)") }
            document.habits[habit.id] = habit
        }
    }

    private static func parseStringMap(_ scanner: inout JSONScanner) throws -> [String: String] {
        var result: [String: String] = [:]
        try members(&scanner) { key, scanner in result[key] = try scanner.string() }
        return result
    }

    private static func parseSession(_ scanner: inout JSONScanner) throws -> Session? {
        if scanner.null() { return nil }
        var token: String?
        var username: String?
        var createdAt: Int?
        try members(&scanner) { key, scanner in
            switch key {
            case "accessToken": token = try scanner.string()
            case "username": username = try scanner.string()
            case "createdAt": createdAt = try scanner.integer()
            default: throw scanner.fail("unknown session key \(key)")
            }
        }
        return Session(
            accessToken: try require(token, "session accessToken", scanner),
            username: try require(username, "session username", scanner),
            createdAt: Int64(try require(createdAt, "session createdAt", scanner)))
    }
}

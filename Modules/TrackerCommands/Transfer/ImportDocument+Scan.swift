import FoundationEssentials
import JSONText
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The quick way to an `ImportDocument`, for files shaped as `export`
/// writes them.
///
/// Foundation's `JSONDecoder` was a large part of a million-record import
/// (a tree of the whole file, then Codable boxes per record; measured:
/// docs/benchmarks.md, "Measured choices"). This reads the bytes once with
/// the project's strict pull parser, and a record's tracker id is matched
/// against the trackers already read by its bytes, so a million records
/// make no id strings of their own.
///
/// It takes only what it is sure `JSONDecoder` reads the same way: the
/// export's keys, each once, `version` 1, integers without leading zeros,
/// nothing after the document. For anything else, and for any JSON error,
/// it gives up and `read` hands the file to `decode`, whose answer (the
/// document, or the problem to report) is then the answer. So the rules
/// and messages keep one definition; TrackerAppTests check on random and
/// broken files that both ways agree.
extension ImportDocument {
    /// The document of `bytes`, a file of `shape`, or the problem `decode` finds in them.
    static func read(_ bytes: Data, shape: TransferShape) throws(ImportProblem) -> ImportDocument {
        if let document = scan(bytes, shape: shape) { return document }
        guard bytes.count <= decodeLimit else {
            // Not JSON is still said where; anything else only in general terms.
            if let failure = bytes.withUnsafeBytes({ JSONScanner.check($0.bindMemory(to: UInt8.self)) }) {
                throw .notJSON(failure)
            }
            throw .unusualLayout(limitMiB: decodeLimit >> 20)
        }
        return try decode(bytes, shape: shape)
    }

    /// The largest file handed to `decode`: Foundation's decoder takes about
    /// 25 times a file's size (6.5 GB for 255 MiB), and an import may take
    /// at most 4 times plus 64 MB. Exports as `export` writes them, of any
    /// size, are read by `scan`.
    static let decodeLimit = 2 << 20

    /// Nil when the quick reader does not take the file.
    static func scan(_ bytes: Data, shape: TransferShape) -> ImportDocument? {
        bytes.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try? ImportScan(shape: shape).document(&scanner)
        }
    }

    init(categories: [Category], trackers: [Tracker], records: [Record]) {
        self.categories = categories
        self.trackers = trackers
        self.records = records
    }
}

/// The pieces of `ImportDocument.scan`. Every throw means "not taken".
private struct ImportScan {
    struct NotTaken: Error {}

    let shape: TransferShape

    func document(_ scanner: inout JSONScanner) throws -> ImportDocument {
        try scanner.expect(UInt8(ascii: "{"))
        var version: Int?
        var categories: [ImportDocument.Category]?
        var trackers: [ImportDocument.Tracker]?
        var records: [ImportDocument.Record]?
        var keys = JSONScanner.ObjectKeys()
        if !shape.hasCategories { categories = [] }
        // A key given twice is refused by the scanner (then `decode` says
        // so); a member it does not know is skipped.
        while let key = try scanner.nextKey(&keys) {
            switch key {
            case "version": version = try Self.integer(&scanner)
            case "categories" where shape.hasCategories: categories = try Self.array(&scanner, Self.category)
            case shape.collection: trackers = try Self.array(&scanner, tracker)
            case "records": records = try recordList(&scanner, ids: TrackerIDs(trackers ?? []))
            default: try Self.skipUnknown(&scanner)
            }
        }
        guard scanner.atEnd(), version == ImportDocument.version, let categories, let trackers, let records else {
            throw NotTaken()
        }
        return ImportDocument(categories: categories, trackers: trackers, records: records)
    }

    static func array<T>(_ scanner: inout JSONScanner, _ element: (inout JSONScanner) throws -> T) throws -> [T] {
        try scanner.expect(UInt8(ascii: "["))
        var result: [T] = []
        var first = true
        while try scanner.nextElement(&first) { result.append(try element(&scanner)) }
        return result
    }

    /// An object's members, each key once (the scanner sees to it); keys
    /// not among `keys` are skipped.
    static func object(
        _ scanner: inout JSONScanner, keys: Set<String>,
        _ member: (String, inout JSONScanner) throws -> Void
    ) throws {
        try scanner.expect(UInt8(ascii: "{"))
        var seen = JSONScanner.ObjectKeys()
        while let key = try scanner.nextKey(&seen) {
            guard keys.contains(key) else {
                try skipUnknown(&scanner)
                continue
            }
            try member(key, &scanner)
        }
    }

    /// A member `decode` ignores too (a newer writer's), read only to its
    /// end: were it handed to `decode`, a large one would cost many times
    /// the file in memory (a 255 MiB file took 6.5 GB).
    static func skipUnknown(_ scanner: inout JSONScanner) throws {
        try scanner.skipValue()
    }

    static func category(_ scanner: inout JSONScanner) throws -> ImportDocument.Category {
        var id: String?
        var title: String?
        try object(&scanner, keys: ["id", "title"]) { key, scanner in
            if key == "id" { id = try scanner.string() } else { title = try scanner.string() }
        }
        guard let id, let title else { throw NotTaken() }
        return ImportDocument.Category(id: id, title: title)
    }

    static let trackerKeys: Set<String> = [
        "id", "name", "kind", "category", "emoji", "color", "schedule", "count",
        "pinned", "completedDays", "createdOn", "archived", "question", "description",
    ]
    /// A goal has no kind, category, schedule or count.
    static let goalKeys = trackerKeys.subtracting(["kind", "category", "schedule", "count"])

    func tracker(_ scanner: inout JSONScanner) throws -> ImportDocument.Tracker {
        var text: [String: String] = [:]
        var schedule: [String]?
        var count: ImportDocument.Count?
        var pinned: Bool?
        var archived = false
        if !shape.hasSchedules {
            text["kind"] = Tracker.Kind.habit.rawValue
            schedule = Weekday.allCases.map(\.key)
        }
        if !shape.hasCategories { text["category"] = "" }
        let keys = shape.hasSchedules && shape.hasCategories ? Self.trackerKeys : Self.goalKeys
        try Self.object(&scanner, keys: keys) { key, scanner in
            switch key {
            case "schedule": schedule = try Self.array(&scanner) { try $0.string() }
            case "count": count = try Self.count(&scanner)
            case "pinned": pinned = try scanner.bool()
            case "archived": archived = try scanner.bool()
            case "completedDays": _ = try Self.integer(&scanner)  // ignored on import, as by `decode`
            default: text[key] = try scanner.string()
            }
        }
        guard let id = text["id"], let name = text["name"], let kind = text["kind"], let category = text["category"],
            let emoji = text["emoji"], let color = text["color"], let createdOn = text["createdOn"],
            let schedule, let pinned
        else { throw NotTaken() }
        return ImportDocument.Tracker(
            id: id, name: name, kind: kind, category: category, emoji: emoji, color: color,
            schedule: schedule, count: count, pinned: pinned, createdOn: createdOn, archived: archived,
            question: text["question"] ?? "", details: text["description"] ?? "")
    }

    /// `{"times": N, "per": M}` in either key order (the plan checks the
    /// numbers); a null `count` is left to `decode`.
    static func count(_ scanner: inout JSONScanner) throws -> ImportDocument.Count {
        var times: Int?
        var per: Int?
        try object(&scanner, keys: ["times", "per"]) { key, scanner in
            if key == "times" { times = try integer(&scanner) } else { per = try integer(&scanner) }
        }
        guard let times, let per else { throw NotTaken() }
        return ImportDocument.Count(times: times, per: per)
    }

    /// `[{"tracker": ID, "day": DAY}, …]`, in either key order.
    func recordList(_ scanner: inout JSONScanner, ids: TrackerIDs) throws -> [ImportDocument.Record] {
        var ids = ids
        try scanner.expect(UInt8(ascii: "["))
        var result: [ImportDocument.Record] = []
        var first = true
        while try scanner.nextElement(&first) {
            try scanner.expect(UInt8(ascii: "{"))
            var tracker: String?
            var day: String?
            var keys = JSONScanner.ObjectKeys()
            while let key = try scanner.nextKey(&keys) {
                switch key {
                case shape.owner: tracker = try ids.next(&scanner)
                case "day": day = try scanner.string()
                default: try Self.skipUnknown(&scanner)
                }
            }
            guard let tracker, let day else { throw NotTaken() }
            result.append(ImportDocument.Record(tracker: tracker, day: day))
        }
        return result
    }

    /// A JSON integer as `JSONDecoder` reads one: no leading zeros.
    static func integer(_ scanner: inout JSONScanner) throws -> Int {
        scanner.skipWhitespace()
        let start = scanner.index
        let value = try scanner.integer()
        let digits = scanner.bytes[start..<scanner.index].drop { $0 == UInt8(ascii: "-") }
        guard digits.count == 1 || digits.first != UInt8(ascii: "0") else { throw NotTaken() }
        return value
    }
}

/// The trackers' ids, to give each record the id string its tracker holds.
/// An export lists a day's records in tracker order, so the next record's
/// tracker is nearly always a few places after the last one's: those are
/// compared byte for byte before any hashing.
private struct TrackerIDs {
    let ids: [String]
    let bytes: [[UInt8]]
    let slots: [String: Int]
    var last = -1

    init(_ trackers: [ImportDocument.Tracker]) {
        ids = trackers.map(\.id)
        bytes = ids.map { Array($0.utf8) }
        slots = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func next(_ scanner: inout JSONScanner) throws -> String {
        guard let span = try scanner.plainStringBytes() else { return try find(scanner.string()) }
        if !ids.isEmpty {
            for step in 1...8 {
                let slot = (last + step) % ids.count
                if bytes[slot].elementsEqual(span) {
                    last = slot
                    return ids[slot]
                }
            }
        }
        guard let text = String(validating: span, as: UTF8.self) else { throw ImportScan.NotTaken() }
        return find(text)
    }

    /// The tracker's own string when there is one (a record of an unknown
    /// tracker keeps its text: the plan reports it).
    private mutating func find(_ text: String) -> String {
        guard let slot = slots[text] else { return text }
        last = slot
        return ids[slot]
    }
}

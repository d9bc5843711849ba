import SharedModels
import Storage
import TrackerKit

/// A checked import: the file's categories, trackers and records as models,
/// every rule of a tracker created by `add` holding. Building it touches no
/// store, so a bad file is refused before anything is opened for writing.
struct ImportPlan: Sendable {
    var categories: [TrackerCategory]
    var trackers: [Tracker]
    /// Each tracker's record days, `recordDays[i]` those of `trackers[i]`,
    /// ascending and without repeats.
    var recordDays: [[LocalDate]]

    var recordCount: Int { recordDays.reduce(0) { $0 + $1.count } }

    init(categories: [TrackerCategory], trackers: [Tracker], recordDays: [[LocalDate]]) {
        self.categories = categories
        self.trackers = trackers
        self.recordDays = recordDays
    }

    /// Checks every value of `document`, a file of `app`; throws the first
    /// problem found, in file order (categories, habits, records).
    init(_ document: ImportDocument, app: TrackerAppProfile) throws(ImportProblem) {
        var categories: [TrackerCategory] = []
        var trackers: [Tracker] = []
        var categoryIDs: [String: EntityID] = [:]
        var titles: [String: EntityID] = [:]
        for (index, raw) in document.categories.enumerated() {
            let category = try Self.category(raw, path: "categories[\(index)]")
            guard categoryIDs.updateValue(category.id, forKey: category.id.rawValue) == nil else {
                throw .duplicateID(path: "categories[\(index)].id", value: raw.id)
            }
            guard titles.updateValue(category.id, forKey: TextKey.fold(category.title)) == nil else {
                throw .titleClash(title: category.title)
            }
            categories.append(category)
        }
        // A tracker names its category by title: exact first, then ignoring
        // case (titles are unique that way, so the match is unambiguous).
        let exactTitles = Dictionary(categories.map { ($0.title, $0.id) }, uniquingKeysWith: { first, _ in first })
        var trackerSlots: [String: Int] = [:]
        var names = Set<String>()
        let shape = app.transfer
        for (index, raw) in document.trackers.enumerated() {
            let path = "\(shape.collection)[\(index)]"
            var categoryID: EntityID?
            if shape.hasCategories {
                guard let id = exactTitles[raw.category] ?? titles[TextKey.fold(raw.category)] else {
                    throw .unknownCategory(path: path + ".category", value: raw.category)
                }
                categoryID = id
            }
            let tracker = try Self.tracker(raw, categoryID: categoryID, path: path)
            guard trackerSlots.updateValue(trackers.count, forKey: raw.id) == nil else {
                throw .duplicateID(path: path + ".id", value: raw.id)
            }
            guard names.insert(TextKey.fold(tracker.name)).inserted else { throw .nameClash(name: tracker.name) }
            trackers.append(tracker)
        }
        self.init(
            categories: categories, trackers: trackers,
            recordDays: try Self.recordDays(document.records, slots: trackerSlots, count: trackers.count, app: app))
    }

    private static func recordDays(
        _ records: [ImportDocument.Record], slots: [String: Int],
        count: Int, app: TrackerAppProfile
    ) throws(ImportProblem) -> [[LocalDate]] {
        var days = [[LocalDate]](repeating: [], count: count)
        // Exports list records by day, so neighbours rarely share a tracker;
        // the last look-up is still reused for files grouped by tracker.
        var lastID = ""
        var lastSlot = -1
        for (index, record) in records.enumerated() {
            if record.tracker != lastID || lastSlot < 0 {
                guard let slot = slots[record.tracker] else {
                    let path = "records[\(index)].\(app.recordOwnerKey)"
                    throw .unknownTracker(
                        path: path, value: record.tracker,
                        message: app.texts.unknownHabitInFile(path, ImportProblem.shown(record.tracker)))
                }
                lastID = record.tracker
                lastSlot = slot
            }
            guard let day = LocalDate(iso: record.day) else {
                throw .badDate(path: "records[\(index)].day", value: record.day)
            }
            guard EntityRules.isDay(day) else {
                throw .dateOutOfRange(path: "records[\(index)].day", value: record.day)
            }
            days[lastSlot].append(day)
        }
        return days.map(Self.sortedUnique)
    }

    /// Ascending without repeats (a file may list a record twice; the store
    /// keeps one a day anyway).
    private static func sortedUnique(_ days: [LocalDate]) -> [LocalDate] {
        var result: [LocalDate] = []
        result.reserveCapacity(days.count)
        for day in days.sorted() where day != result.last { result.append(day) }
        return result
    }

    private static func category(_ raw: ImportDocument.Category, path: String) throws(ImportProblem) -> TrackerCategory
    {
        let id = try entityID(raw.id, path: path + ".id")
        return TrackerCategory(id: id, title: try name(raw.title, path: path + ".title"))
    }

    private static func tracker(
        _ raw: ImportDocument.Tracker, categoryID: EntityID?,
        path: String
    ) throws(ImportProblem) -> Tracker {
        let id = try entityID(raw.id, path: path + ".id")
        let name = try name(raw.name, path: path + ".name")
        guard let kind = Tracker.Kind(rawValue: raw.kind) else { throw .badKind(path: path + ".kind", value: raw.kind) }
        // Index forms ("3") are for typing; a file holds the emoji and the hex.
        guard Int(raw.emoji) == nil, let emoji = Palette.emoji(raw.emoji) else {
            throw .badEmoji(path: path + ".emoji", value: raw.emoji)
        }
        guard let color = RGBColor(hex: raw.color), EntityRules.isTrackerColor(color) else {
            throw .badColor(path: path + ".color", value: raw.color)
        }
        let schedule = try schedule(raw, kind: kind, path: path)
        guard let createdOn = LocalDate(iso: raw.createdOn) else {
            throw .badDate(path: path + ".createdOn", value: raw.createdOn)
        }
        guard EntityRules.isDay(createdOn) else {
            throw .dateOutOfRange(path: path + ".createdOn", value: raw.createdOn)
        }
        return Tracker(
            id: id, name: name, kind: kind, categoryID: categoryID, emoji: emoji, color: color,
            schedule: schedule, pinned: raw.pinned, createdOn: createdOn, archived: raw.archived,
            question: try text(raw.question, path: path + ".question", TrackerTextRules.question),
            details: try text(raw.details, path: path + ".description", TrackerTextRules.description))
    }

    /// Weekdays (none for an event, some for a habit), or a habit's count
    /// within `CountSchedule`'s bounds beside all seven weekdays (as the
    /// export writes it): an event has no count either.
    private static func schedule(
        _ raw: ImportDocument.Tracker, kind: Tracker.Kind,
        path: String
    ) throws(ImportProblem) -> Schedule {
        var weekdays = Set<Weekday>()
        for (index, key) in raw.schedule.enumerated() {
            guard let day = Weekday(key: key) else { throw .badWeekday(path: path + ".schedule[\(index)]", value: key) }
            weekdays.insert(day)
        }
        guard let count = raw.count else {
            if kind == .habit && weekdays.isEmpty { throw .habitWithoutSchedule(path: path + ".schedule") }
            if kind == .event && !weekdays.isEmpty { throw .eventWithSchedule(path: path + ".schedule") }
            return Schedule(weekdays)
        }
        if kind == .event { throw .eventWithSchedule(path: path + ".count") }
        guard weekdays.count == Weekday.allCases.count else { throw .countWithoutEveryDay(path: path + ".schedule") }
        switch CountSchedule.validate(times: count.times, per: count.per) {
        case .success(let count): return Schedule(count: count)
        case .failure(.per): throw .badCountPer(path: path + ".count.per", value: count.per)
        case .failure(.times): throw .badCountTimes(path: path + ".count.times", value: count.times, per: count.per)
        }
    }

    /// A question or description by its rule ("" is none).
    private static func text(
        _ raw: String, path: String, _ rule: (String) -> Result<String, NameError>
    ) throws(ImportProblem) -> String {
        switch rule(raw) {
        case .success(let text): return text
        case .failure(let error): throw .badName(path: path, value: raw, error: error)
        }
    }

    private static func name(_ raw: String, path: String) throws(ImportProblem) -> String {
        switch NameRules.validate(raw) {
        case .success(let name): return name
        case .failure(.empty): throw .emptyName(path: path)
        case .failure(.tooLong): throw .nameTooLong(path: path, value: raw)
        case .failure(let error): throw .badName(path: path, value: raw, error: error)
        }
    }

    /// Ids are kept as the file has them; they must look like ids
    /// (`EntityID.isWellFormed`), since users type their prefixes.
    private static func entityID(_ raw: String, path: String) throws(ImportProblem) -> EntityID {
        guard EntityID.isWellFormed(raw) else { throw .badID(path: path, value: raw) }
        return EntityID(raw)
    }
}

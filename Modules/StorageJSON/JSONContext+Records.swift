import SharedModels
import Storage

extension JSONContext {
    /// Tracker ids in byte order: the tie-break of every record list.
    private func sortedTrackerIDs() -> [EntityID] {
        document.records.keys.sorted { TextKey.precedes($0.rawValue, $1.rawValue) }
    }

    func records() throws -> [TrackerRecord] {
        let ids = sortedTrackerIDs()
        // Sort packed (day, tracker index) integers instead of records: one
        // integer sort of a million keys instead of a million string compares.
        var keys: [Int] = []
        keys.reserveCapacity(document.records.values.reduce(0) { $0 + $1.count })
        guard ids.count < 1 << 20 else { return try slowRecords(ids) }
        for (index, id) in ids.enumerated() {
            for day in document.records[id] ?? [] { keys.append(day << 20 | index) }
        }
        keys.sort()
        return keys.map { TrackerRecord(trackerID: ids[$0 & (1 << 20 - 1)], day: LocalDate(dayNumber: $0 >> 20)) }
    }

    private func slowRecords(_ ids: [EntityID]) throws -> [TrackerRecord] {
        var result: [TrackerRecord] = []
        for id in ids {
            for day in document.records[id] ?? [] {
                result.append(TrackerRecord(trackerID: id, day: LocalDate(dayNumber: day)))
            }
        }
        return result.sorted {
            $0.day != $1.day ? $0.day < $1.day : TextKey.precedes($0.trackerID.rawValue, $1.trackerID.rawValue)
        }
    }

    func records(on day: LocalDate) throws -> [TrackerRecord] {
        sortedTrackerIDs().compactMap { id in
            Document.position(of: day.dayNumber, in: document.records[id] ?? []).found
                ? TrackerRecord(trackerID: id, day: day) : nil
        }
    }

    func days(of trackerID: EntityID) throws -> [LocalDate] {
        (document.records[trackerID] ?? []).map { LocalDate(dayNumber: $0) }
    }

    /// The lengths of the per-tracker day arrays (never empty: see `Document`).
    func recordCounts() throws -> [EntityID: Int] { document.records.mapValues(\.count) }

    func recordCount(of trackerID: EntityID) throws -> Int { document.records[trackerID]?.count ?? 0 }

    func insertRecord(_ record: TrackerRecord) throws -> Bool {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.trackers[record.trackerID] != nil else {
            throw StoreError.notFound(entity: .tracker, key: record.trackerID.rawValue)
        }
        let day = record.day.dayNumber
        let (index, found) = Document.position(of: day, in: document.records[record.trackerID] ?? [])
        if found { return false }
        try change()
        document.records[record.trackerID, default: []].insert(day, at: index)
        return true
    }

    func deleteRecord(_ record: TrackerRecord) throws -> Bool {
        guard isActive, writable else { throw StoreError.readOnly }
        guard let days = document.records[record.trackerID] else { return false }
        let (index, found) = Document.position(of: record.day.dayNumber, in: days)
        guard found else { return false }
        try change()
        document.records[record.trackerID]?.remove(at: index)
        if document.records[record.trackerID]?.isEmpty == true { document.records[record.trackerID] = nil }
        return true
    }

    // MARK: habits

    func habits() throws -> [Habit] { StoreOrder.habits(document.habits.values) }

    func habit(id: EntityID) throws -> Habit? { document.habits[id] }

    func insertHabit(_ habit: Habit) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.habits[habit.id] == nil else {
            throw StoreError.conflict(entity: .habit, key: habit.id.rawValue)
        }
        try change()
        document.habits[habit.id] = habit
    }

    func updateHabit(_ habit: Habit) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.habits[habit.id] != nil else {
            throw StoreError.notFound(entity: .habit, key: habit.id.rawValue)
        }
        try change()
        document.habits[habit.id] = habit
    }

    func deleteHabit(id: EntityID) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.habits[id] != nil else { throw StoreError.notFound(entity: .habit, key: id.rawValue) }
        try change()
        document.habits[id] = nil
    }

    func trackHabit(id: EntityID, on day: LocalDate) throws -> Bool {
        guard isActive, writable else { throw StoreError.readOnly }
        guard let habit = document.habits[id] else { throw StoreError.notFound(entity: .habit, key: id.rawValue) }
        if habit.trackedDays.contains(day) { return false }
        try change()
        document.habits[id]?.trackedDays.insert(day)
        return true
    }

    // MARK: settings, session, cache

    func setting(_ key: String) throws -> String? { document.settings[key] }
    func settings() throws -> [String: String] { document.settings }

    func setSetting(_ key: String, _ value: String?) throws {
        try change()
        document.settings[key] = value
    }

    func session() throws -> Session? { document.session }

    func setSession(_ session: Session?) throws {
        try change()
        document.session = session
    }

    func cacheEntry(_ key: String) throws -> String? { document.cache[key] }
    func cacheEntries() throws -> [String: String] { document.cache }

    func setCacheEntry(_ key: String, _ value: String?) throws {
        try change()
        document.cache[key] = value
    }

    func clearCache() throws {
        try change()
        document.cache = [:]
    }
}

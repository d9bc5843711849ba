import SQLite
import SharedModels
import Storage

extension SQLiteContext {
    func records() throws -> [TrackerRecord] {
        var result: [TrackerRecord] = []
        try query("SELECT tracker_id, day FROM records ORDER BY day, tracker_id") {
            result.append(TrackerRecord(trackerID: EntityID($0.string(0)), day: LocalDate(dayNumber: $0.int(1))))
        }
        return result
    }

    func records(on day: LocalDate) throws -> [TrackerRecord] {
        var result: [TrackerRecord] = []
        try query(TrackerQueries.recordsOnDay, .int(day.dayNumber)) {
            result.append(TrackerRecord(trackerID: EntityID($0.string(0)), day: day))
        }
        return result
    }

    func days(of trackerID: EntityID) throws -> [LocalDate] {
        var result: [LocalDate] = []
        try query(TrackerQueries.daysOfTracker, .text(trackerID.rawValue)) {
            result.append(LocalDate(dayNumber: $0.int(0)))
        }
        return result
    }

    func recordCounts() throws -> [EntityID: Int] {
        var result: [EntityID: Int] = [:]
        try query(TrackerQueries.counts) { result[EntityID($0.string(0))] = $0.int(1) }
        return result
    }

    func recordCount(of trackerID: EntityID) throws -> Int {
        var result = 0
        try query(TrackerQueries.countOfOne, .text(trackerID.rawValue)) { result = $0.int(0) }
        return result
    }

    func insertRecord(_ record: TrackerRecord) throws -> Bool {
        try requireWritable()
        do {
            return try change(
                "INSERT OR IGNORE INTO records (tracker_id, day) VALUES (?, ?)",
                .text(record.trackerID.rawValue), .int(record.day.dayNumber)) == 1
        } catch let error as DatabaseError where error.code == .constraintForeignKey {
            throw StoreError.notFound(entity: .tracker, key: record.trackerID.rawValue)
        }
    }

    func deleteRecord(_ record: TrackerRecord) throws -> Bool {
        try requireWritable()
        return try change(
            "DELETE FROM records WHERE tracker_id = ? AND day = ?",
            .text(record.trackerID.rawValue), .int(record.day.dayNumber)) == 1
    }
}

import SharedModels

/// One tracker's days for `RecordStore.insertRecords`.
public struct RecordBatch: Sendable, Equatable {
    public var trackerID: EntityID
    public var days: [LocalDate]

    public init(trackerID: EntityID, days: [LocalDate]) {
        self.trackerID = trackerID
        self.days = days
    }
}

extension RecordStore {
    /// The default: one by one (the JSON store's in-memory document takes
    /// each day in O(log n) already).
    @discardableResult public func insertRecords(_ batches: [RecordBatch]) throws -> Int {
        try insertRecordsOneByOne(batches)
    }

    /// The reference meaning of `insertRecords`: `insertRecord` for every
    /// day, batch after batch. A backend without a faster way uses it as is;
    /// one with a faster way must end in the same state (StorageTests
    /// compare both on random stores).
    @discardableResult public func insertRecordsOneByOne(_ batches: [RecordBatch]) throws -> Int {
        var added = 0
        for batch in batches {
            for day in batch.days where try insertRecord(TrackerRecord(trackerID: batch.trackerID, day: day)) {
                added += 1
            }
        }
        return added
    }
}

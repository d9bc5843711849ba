import SharedModels

/// One tracker's days for `RecordStore.insertRecords`.
package struct RecordBatch: Sendable, Equatable {
    package var trackerID: EntityID
    package var days: [LocalDate]

    package init(trackerID: EntityID, days: [LocalDate]) {
        self.trackerID = trackerID
        self.days = days
    }
}

extension RecordStore {
    /// The default: one by one (the JSON store's in-memory document takes
    /// each day in O(log n) already).
    @discardableResult package func insertRecords(_ batches: [RecordBatch]) throws -> Int {
        try insertRecordsOneByOne(batches)
    }

    /// The reference meaning of `insertRecords`: `insertRecord` for every
    /// day, batch after batch. A backend without a faster way uses it as is;
    /// one with a faster way must end in the same state (StorageTests
    /// compare both on random stores).
    @discardableResult package func insertRecordsOneByOne(_ batches: [RecordBatch]) throws -> Int {
        var added = 0
        for batch in batches {
            for day in batch.days where try insertRecord(TrackerRecord(trackerID: batch.trackerID, day: day)) {
                added += 1
            }
        }
        return added
    }
}

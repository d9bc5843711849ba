import SharedModels
import Storage

// The main screen's read: the trackers' rows with the counter migration 3
// keeps (`trackers.record_count`), then the day's records from the covering
// `records_by_day`, matched to the trackers by their ids' bytes. One range
// of the day's records costs less than a primary-key probe of `records` per
// tracker (as `habitSummaries` does), and the counter column spares a
// separate `recordCounts()` walk of the trackers (measured:
// docs/benchmarks.md, "Measured choices").
extension SQLiteContext {
    func trackerSummaries(on day: LocalDate) throws -> TrackerSummaries {
        var trackers: [Tracker] = []
        var counts: [Int] = []
        try query(TrackerQueries.allWithCounts) { row in
            trackers.append(try tracker(from: row))
            // As `recordCounts()`, which keeps only counts above 0.
            counts.append(max(0, row.int(Self.trackerColumnCount)))
        }
        guard let positions = ASCIIIDPositions(trackers.map(\.id)) else {
            return TrackerSummaries.reference(trackers: trackers, recordsOnDay: try records(on: day), recordCounts: [:])
                .with(recordCounts: counts)
        }
        var done = [Bool](repeating: false, count: trackers.count)
        var plain = true
        try query(TrackerQueries.recordsOnDay, .int(day.dayNumber)) { row in
            row.withBytes(0) { bytes in
                guard ASCIIIDPositions.isASCII(bytes) else {
                    plain = false
                    return
                }
                if let position = positions.position(ofASCII: bytes) { done[position] = true }
            }
        }
        // An id that is not ASCII may still equal one under `==` (what the
        // reference's set of ids means): that store goes the reference's way.
        guard plain else {
            return TrackerSummaries.reference(trackers: trackers, recordsOnDay: try records(on: day), recordCounts: [:])
                .with(recordCounts: counts)
        }
        return TrackerSummaries(trackers: trackers, recordCounts: counts, doneOnDay: done)
    }
}

extension TrackerSummaries {
    fileprivate func with(recordCounts counts: [Int]) -> TrackerSummaries {
        TrackerSummaries(trackers: trackers, recordCounts: counts, doneOnDay: doneOnDay)
    }
}

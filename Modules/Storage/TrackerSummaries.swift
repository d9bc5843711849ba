import SharedModels

/// Every tracker as the main screen needs it, in `trackers()` order, with
/// its number of records and whether it has one on a given day, as three
/// arrays of the same length (position `i` of each is about `trackers[i]`):
/// the screen then keys nothing by id. A dictionary of counts and a set of
/// the day's ids hashed every 32-byte id several times, a large share of
/// `tracker list` (measured: docs/benchmarks.md, "Measured choices").
package struct TrackerSummaries: Hashable, Sendable {
    package var trackers: [Tracker]
    /// Records per tracker, whatever the day.
    package var recordCounts: [Int]
    /// Whether the tracker has a record on the day asked for.
    package var doneOnDay: [Bool]

    package init(trackers: [Tracker], recordCounts: [Int], doneOnDay: [Bool]) {
        precondition(recordCounts.count == trackers.count && doneOnDay.count == trackers.count)
        self.trackers = trackers
        self.recordCounts = recordCounts
        self.doneOnDay = doneOnDay
    }

    /// The reference: the summaries from the three plain reads (what a
    /// backend without a faster way returns, and what the tests compare a
    /// faster way with).
    package static func reference(
        trackers: [Tracker], recordsOnDay: [TrackerRecord],
        recordCounts: [EntityID: Int]
    ) -> TrackerSummaries {
        let done = Set(recordsOnDay.map(\.trackerID))
        return TrackerSummaries(
            trackers: trackers, recordCounts: trackers.map { recordCounts[$0.id] ?? 0 },
            doneOnDay: trackers.map { done.contains($0.id) })
    }
}

extension RecordStore where Self: TrackerStore {
    /// The three plain reads put together (`TrackerSummaries.reference`).
    package func trackerSummaries(on day: LocalDate) throws -> TrackerSummaries {
        TrackerSummaries.reference(
            trackers: try trackers(), recordsOnDay: try records(on: day),
            recordCounts: try recordCounts())
    }
}

import SharedModels
import Storage

/// The whole JSON store in memory, indexed for the repository operations.
///
/// Records are kept per tracker as ascending day numbers: the file groups
/// them the same way (`"records": {"ID": ["2026-01-01", …]}`), which keeps
/// 100,000 records near 1.3 MB, and a record is a binary search away.
struct Document {
    /// Version 1 kept records as a flat list of `{"tracker","day"}` objects;
    /// version 2 groups them per tracker (a third of the size); version 3
    /// adds a tracker's `archived`, `question` and `description`, written
    /// only when set (an older build refuses the file as newer rather than
    /// taking it for damaged at the first such key).
    static let currentVersion = 3

    var categories: [EntityID: TrackerCategory] = [:]
    /// Folded title → id: titles are unique ignoring case.
    var categoryKeys: [String: EntityID] = [:]
    var trackers: [EntityID: Tracker] = [:]
    /// Tracker id → its record days, ascending, no duplicates, never empty.
    var records: [EntityID: [Int]] = [:]
    var habits: [EntityID: Habit] = [:]
    var settings: [String: String] = [:]
    var session: Session?
    var cache: [String: String] = [:]

    /// Index of `day` in a tracker's days, or where it would go.
    static func position(of day: Int, in days: [Int]) -> (index: Int, found: Bool) {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] < day { low = middle + 1 } else { high = middle }
        }
        return (low, low < days.count && days[low] == day)
    }

    /// The first row that breaks a rule the apps apply on input
    /// (`StoreRuleCheck`), for a file another program wrote (`OutsideEdits`).
    func brokenRule() -> String? {
        let recorded = records.lazy.flatMap { tracker, days in
            days.lazy.map { TrackerRecord(trackerID: tracker, day: LocalDate(dayNumber: $0)) }
        }
        return StoreRuleCheck.firstBroken(
            categories: categories.values, trackers: trackers.values, records: recorded, habits: habits.values)
    }

    /// Checks what the file format cannot check itself: references and
    /// uniqueness. Returns a description of the first problem.
    func problem() -> String? {
        for tracker in trackers.values {
            if let category = tracker.categoryID, categories[category] == nil {
                return "tracker \(tracker.id) names unknown category \(category)"
            }
        }
        for (tracker, days) in records {
            if trackers[tracker] == nil { return "records of unknown tracker \(tracker)" }
            if days.isEmpty { return "empty record list of tracker \(tracker)" }
        }
        return nil
    }
}

import SharedModels
import Storage

/// Everything `tracker export` writes, read in one consistent snapshot:
/// categories by title, trackers by name (the stores' orders, so either
/// backend exports the same bytes), each tracker's record days.
package struct ExportData: Sendable {
    package var categories: [TrackerCategory]
    package var trackers: [Tracker]
    /// `recordDays[i]`: the days of `trackers[i]`'s records, ascending.
    package var recordDays: [[LocalDate]]

    /// Content to write as given (data generators use this; `read` takes a store's).
    package init(categories: [TrackerCategory], trackers: [Tracker], recordDays: [[LocalDate]]) {
        self.categories = categories
        self.trackers = trackers
        self.recordDays = recordDays
    }

    package var recordCount: Int { recordDays.reduce(0) { $0 + $1.count } }

    static func read(from store: any Store) throws -> ExportData {
        try store.read { context in
            let trackers = try context.trackers()
            return ExportData(
                categories: try context.categories(), trackers: trackers,
                recordDays: try trackers.map { try context.days(of: $0.id) })
        }
    }

    /// The title of each tracker's category ("" for none, which only goals have).
    var categoryTitles: [String] {
        let titles = Dictionary(categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return trackers.map { $0.categoryID.flatMap { titles[$0] } ?? "" }
    }

    /// Every record as (day, tracker index), by day then tracker order.
    ///
    /// Packed into one integer each (day number above, index in the low 20
    /// bits) and sorted as integers: cheaper than sorting a million pairs.
    func recordsByDay() -> [(day: LocalDate, tracker: Int)] {
        let bits = 20
        guard trackers.count < 1 << bits else {
            return recordDays.enumerated().flatMap { index, days in days.map { (day: $0, tracker: index) } }
                .sorted { $0.day != $1.day ? $0.day < $1.day : $0.tracker < $1.tracker }
        }
        var keys: [Int] = []
        keys.reserveCapacity(recordCount)
        for (index, days) in recordDays.enumerated() {
            for day in days { keys.append(day.dayNumber << bits | index) }
        }
        keys.sort()
        return keys.map { (LocalDate(dayNumber: $0 >> bits), $0 & (1 << bits - 1)) }
    }
}

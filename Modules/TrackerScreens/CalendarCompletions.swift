import SharedModels
import Storage

extension CalendarMonth {
    /// Records per day of `month` (days without any are absent).
    ///
    /// SQLite answers a day's records from its day index, so the month costs
    /// one small query a day whatever the history holds. The JSON backend
    /// holds each habit's days as a sorted array in memory but answers a
    /// day query by visiting every habit, so there one pass over the
    /// habits with a binary search each is cheaper (measured at a million
    /// records: Apps/Tracker/README.md, "Reads").
    package static func completions(in month: CalendarMonth, store: any Store) throws -> [LocalDate: Int] {
        let days = month.days
        guard let first = days.first, let last = days.last else { return [:] }
        return try store.read { context in
            var counts: [LocalDate: Int] = [:]
            switch store.kind {
            case .sqlite:
                for day in days {
                    let count = try context.records(on: day).count
                    if count > 0 { counts[day] = count }
                }
            case .json:
                for tracker in try context.trackers() {
                    let recorded = try context.days(of: tracker.id)
                    var index = recorded.partitionPoint { $0 >= first }
                    while index < recorded.count, recorded[index] <= last {
                        counts[recorded[index], default: 0] += 1
                        index += 1
                    }
                }
            }
            return counts
        }
    }
}

extension Array where Element == LocalDate {
    /// The first index whose element satisfies `isAtOrAfter` (the array being
    /// sorted so that the predicate is false, then true).
    fileprivate func partitionPoint(_ isAtOrAfter: (LocalDate) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

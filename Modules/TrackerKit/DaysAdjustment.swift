import SharedModels

/// `tracker edit --days +N|-N`: fill in or take back completed days.
package enum DaysAdjustment: Sendable, Hashable {
    /// Add records on the N most recent due days up to today that have none.
    case add(Int)
    /// Remove the N most recent records.
    case remove(Int)

    /// How far back `add` looks for free due days: ten years. Without a
    /// bound, `+1000000` on a habit would walk back to year 1; ten years is
    /// far more than any real history, and asking for more days than fit
    /// simply adds every free due day in that window.
    package static let searchWindowDays = 3653

    /// Parses `+N` or `-N` with N ≥ 1; the sign is required so that a bare
    /// number is not silently taken as one direction. Nil otherwise.
    package init?(argument: String) {
        let text = argument.trimmedOfWhitespace
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(digits), count >= 1
        else { return nil }
        self = sign == "+" ? .add(count) : .remove(count)
    }

    /// The days to insert (for `add`) or delete (for `remove`), most recent
    /// first. May hold fewer than N days when fewer exist.
    ///
    /// - Parameter recordedDays: the tracker's existing record days.
    package func days(for tracker: Tracker, recordedDays: some Collection<LocalDate>, today: LocalDate) -> [LocalDate] {
        switch self {
        case .add(let count):
            return Self.freeDueDays(count, tracker: tracker, recorded: Set(recordedDays), today: today)
        case .remove(let count):
            return Array(Set(recordedDays).sorted(by: >).prefix(max(0, count)))
        }
    }

    private static func freeDueDays(
        _ count: Int, tracker: Tracker, recorded: Set<LocalDate>,
        today: LocalDate
    ) -> [LocalDate] {
        var found: [LocalDate] = []
        var day = today
        // Never before the first supported day, whatever the window says.
        let earliest = max(today.adding(days: -(searchWindowDays - 1)), LocalDate.supportedRange.lowerBound)
        while found.count < count, day >= earliest {
            if tracker.isVisible(on: day), !recorded.contains(day) { found.append(day) }
            day = day.adding(days: -1)
        }
        return found
    }
}

import SharedModels

/// Why a tracker cannot be marked done on a day.
package enum MarkError: Error, Equatable, Sendable {
    /// The day is after today («Будущее зависит от того, что вы делаете сегодня…»).
    case futureDate
    /// A habit whose schedule does not hold the day's weekday.
    case notScheduled(Weekday)
}

/// The rules of `done`. Marking twice and unmarking an absent record are not
/// errors: the store's insert/delete results say whether anything changed.
package enum RecordRules {
    /// Whether `tracker` may get a record on `day`. `undone` needs no check:
    /// any existing record may be removed, even one left on a weekday the
    /// schedule no longer holds.
    package static func validateMark(tracker: Tracker, day: LocalDate, today: LocalDate) -> Result<Void, MarkError> {
        if day > today { return .failure(.futureDate) }
        if !tracker.isVisible(on: day) { return .failure(.notScheduled(day.weekday)) }
        return .success(())
    }
}

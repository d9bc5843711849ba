/// A day's figures as a status bar shows them (`APP today`): how many
/// habits are due, how many of those are done, and the first one not done
/// yet in the order the app's main screen lists them.
///
/// "Due" is the app's own rule for the day: a tracker habit whose schedule
/// holds the day's weekday (irregular events are never due), every goal,
/// every my-habits habit.
public struct DayProgress: Sendable, Equatable {
    public var date: LocalDate
    public var due: Int
    /// Due habits with a record on the day (never more than `due`).
    public var done: Int
    /// The name of the first due habit not done, nil when none is left.
    public var next: String?

    public init(date: LocalDate, due: Int, done: Int, next: String?) {
        precondition(0 <= done && done <= due)
        self.date = date
        self.due = due
        self.done = done
        self.next = next
    }

    public var left: Int { due - done }
    /// Done over due in whole percent, rounded down (99 until the last one
    /// is done); 0 on a day with nothing due.
    public var percent: Int { due == 0 ? 0 : done * 100 / due }
    /// Whether everything due is done (false on a day with nothing due).
    public var isComplete: Bool { due > 0 && done == due }
}

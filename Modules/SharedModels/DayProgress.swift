/// A day's figures as a status bar shows them (`APP today`): how many
/// habits are due, how many of those are done, and the first one not done
/// yet in the order the app's main screen lists them.
///
/// "Due" is the app's own rule for the day: a tracker habit whose schedule
/// holds the day's weekday (irregular events are never due), every goal,
/// every my-habits habit.
package struct DayProgress: Sendable, Equatable {
    package var date: LocalDate
    package var due: Int
    /// Due habits with a record on the day (never more than `due`).
    package var done: Int
    /// The name of the first due habit not done, nil when none is left.
    package var next: String?

    package init(date: LocalDate, due: Int, done: Int, next: String?) {
        precondition(0 <= done && done <= due)
        self.date = date
        self.due = due
        self.done = done
        self.next = next
    }

    package var left: Int { due - done }
    /// Done over due in whole percent, rounded down (99 until the last one
    /// is done); 0 on a day with nothing due.
    package var percent: Int { due == 0 ? 0 : done * 100 / due }
    /// Whether everything due is done (false on a day with nothing due).
    package var isComplete: Bool { due > 0 && done == due }
}

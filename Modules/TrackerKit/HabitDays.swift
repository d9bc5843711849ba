import SharedModels

/// One habit's marks, the input of its score, history and statistics: the
/// days marked done, the days skipped and a measurable habit's amounts, as
/// day numbers (`LocalDate.dayNumber`), each list ascending and unique.
///
/// The one precedence rule for a day that holds more than one mark (sync
/// can bring a skip from one device and a mark from another): **an amount
/// or a done mark wins over a skip**, so a skipped day is never also done
/// or entered. A done mark and an amount on one day are both kept; a
/// measurable habit reads only its amounts, any other tracker only its done
/// marks. Skipped days are whatever the caller unions in: days marked
/// skipped, and the days of a pause that covers the habit.
package struct HabitDays: Sendable, Equatable {
    /// Days marked done (records).
    package let done: [Int]
    /// Days skipped, none of them done or entered.
    package let skipped: [Int]
    /// Days with an amount; `amounts[i]` is the amount of `amountDays[i]`.
    package let amountDays: [Int]
    package let amounts: [Amount]

    /// No mark at all.
    package static let empty = HabitDays(sortedDone: [], skipped: [], amountDays: [], amounts: [])

    /// Marks by day number, in any order, repeats allowed; the precedence
    /// rule drops the skips of days that are done or entered.
    package init(done: [Int], skipped: [Int] = [], amounts: [Int: Amount] = [:]) {
        var done = done
        done.sortAndDeduplicate()
        let entries = amounts.sorted { $0.key < $1.key }
        let amountDays = entries.map(\.key)
        var skipped = skipped
        skipped.sortAndDeduplicate()
        if !skipped.isEmpty {
            skipped = skipped.removingAll(in: done).removingAll(in: amountDays)
        }
        self.init(sortedDone: done, skipped: skipped, amountDays: amountDays, amounts: entries.map(\.value))
    }

    /// The same from dates, keeping only the marks on or before `today`
    /// (later ones do not exist yet).
    package init(
        done: [LocalDate], skipped: [LocalDate] = [], amounts: [LocalDate: Amount] = [:],
        through today: LocalDate
    ) {
        var byDay: [Int: Amount] = [:]
        for (day, amount) in amounts where day <= today { byDay[day.dayNumber] = amount }
        self.init(
            done: done.compactMap { $0 <= today ? $0.dayNumber : nil },
            skipped: skipped.compactMap { $0 <= today ? $0.dayNumber : nil }, amounts: byDay)
    }

    /// Lists already sorted, unique and following the precedence rule.
    init(sortedDone done: [Int], skipped: [Int], amountDays: [Int], amounts: [Amount]) {
        precondition(amountDays.count == amounts.count)
        self.done = done
        self.skipped = skipped
        self.amountDays = amountDays
        self.amounts = amounts
    }

    /// The marks on or before `day`: the rules ignore later ones.
    package func through(_ day: Int) -> HabitDays {
        let entries = amountDays.countAtMost(day)
        return HabitDays(
            sortedDone: Array(done.prefix(done.countAtMost(day))),
            skipped: Array(skipped.prefix(skipped.countAtMost(day))),
            amountDays: Array(amountDays.prefix(entries)), amounts: Array(amounts.prefix(entries)))
    }

    package func isSkipped(_ day: Int) -> Bool { skipped.containsSorted(day) }

    /// The amount entered on `day`, nil when none was (0 is an amount).
    package func amount(on day: Int) -> Amount? {
        let index = amountDays.countAtMost(day) - 1
        return index >= 0 && amountDays[index] == day ? amounts[index] : nil
    }

    /// The earliest mark a habit reads, a skip included (Loop Habit Tracker
    /// computes a habit's scores from its oldest entry, whatever it holds):
    /// its done marks and skips, or a measurable habit's amounts and skips.
    package func firstMark(measurable: Bool) -> Int? {
        [measurable ? amountDays.first : done.first, skipped.first].compactMap { $0 }.min()
    }
}

/// A calendar with a habit's skipped days taken out, for the windows of
/// count and measurable habits: a day's **position** is its day number less
/// the skipped days up to it, so the `per` positions ending on a day's are
/// the `per` days not skipped up to it, reaching back past skipped ones. A
/// skipped day shares the position of the last day before it not skipped:
/// time stands still on it.
struct SkipCalendar: Sendable, Equatable {
    /// Ascending and unique.
    let skipped: [Int]

    func isSkipped(_ day: Int) -> Bool { !skipped.isEmpty && skipped.containsSorted(day) }

    func position(_ day: Int) -> Int { skipped.isEmpty ? day : day - skipped.countAtMost(day) }

    /// The positions of `days` (ascending, none of them skipped), in one pass.
    func positions(of days: [Int]) -> [Int] {
        guard !skipped.isEmpty else { return days }
        var before = 0
        return days.map { day in
            while before < skipped.count, skipped[before] < day { before += 1 }
            return day - before
        }
    }

    /// Days from `first` through `last` that are not skipped.
    func unskippedDays(from first: Int, through last: Int) -> Int {
        guard first <= last else { return 0 }
        return last - first + 1 - (skipped.countAtMost(last) - skipped.countAtMost(first - 1))
    }
}

extension Array where Element == Int {
    /// In an ascending array, how many elements are at most `value` (binary search).
    func countAtMost(_ value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether an ascending array holds `value`.
    func containsSorted(_ value: Int) -> Bool {
        let index = countAtMost(value) - 1
        return index >= 0 && self[index] == value
    }

    /// The elements of an ascending array that `other` (ascending) does not hold, in one pass.
    func removingAll(in other: [Int]) -> [Int] {
        guard !other.isEmpty else { return self }
        var next = 0
        return filter { value in
            while next < other.count, other[next] < value { next += 1 }
            return next == other.count || other[next] != value
        }
    }
}

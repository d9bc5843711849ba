import AppPlugin
import Localization
import SharedModels
import TerminalUI
import TrackerKit

/// The human form of `tracker show T` (and `goals show G`, and the card's
/// history on the interactive screen): the habit's name, a heatmap of its
/// last year in its color (weeks as columns, Monday on top, as a
/// contribution graph, as many weeks as fit the width), its streaks, how
/// often it was done on its due days in the last 30/90/365 days and its
/// last records (`HabitHistory`); for a habit (not an event) also its
/// score today and a sparkline of the last 12 weeks (`HabitScore`).
///
/// A done day is `■` (in the habit's color when colors are on), a due day
/// not done `□`, a day it was not due `·` (both dim), today when it is due
/// and still open `□` (not dim), days before its start and after today
/// blank, so the graph reads without color too.
///
/// ```
///       Feb     Mar
/// Mon   ■ □ ■ ■ ■ ■
///     · · · · · · ·
/// Wed ■ ■ ■ □ ■ ■ ■
/// ```
package struct HistoryScreen {
    package let localizer: Localizer
    package let style: TerminalStyle
    package let theme: Theme

    package init(localizer: Localizer, style: TerminalStyle, theme: Theme) {
        self.localizer = localizer
        self.style = style
        self.theme = theme
    }

    /// Each week takes two columns (the cell and a space).
    static let columnWidth = 2

    /// Every line for a terminal `width` columns wide (at least one week is drawn).
    package func render(_ tracker: Tracker, days: [LocalDate], today: LocalDate, width: Int) -> [String] {
        let l = localizer
        let history = HabitHistory(tracker: tracker, days: days, today: today)
        var lines = [tracker.emoji + " " + style.paint(Sanitizer.clean(tracker.name), bold: true)]
        if tracker.archived { lines.append(dim(l(.habitsHistoryArchived))) }
        // A count habit's rules differ from the weekdays' (its rates divide by what the count asks for).
        if let count = tracker.countSchedule { lines.append(ScheduleText.describe(count, l)) }
        lines += texts(of: tracker, width: width)
        lines.append("")
        lines += heatmap(tracker, days: days, today: today, width: width)
        lines += ["", l(.habitsHistoryLegend(done("■", tracker), dim("□"), dim("·")))]
        lines += [
            "", l(.habitsHistoryCompletedDays(l(.formatDays(history.completedDays)))),
            l(.habitsHistoryCurrentStreak(l(.formatDays(history.currentStreak)))),
            l(.habitsHistoryBestStreak(l(.formatDays(history.bestStreak)))),
        ]
        if let score = HabitScore(tracker: tracker, days: days, today: today) {
            lines.append(l(.habitsHistoryScore(l.percent(score.today), score.sparkline)))
        }
        lines += ["", l(.habitsHistoryRates)]
        lines += history.rates.map { "  " + rateLine($0) }
        lines += ["", l(.habitsHistoryLastRecords)]
        lines +=
            history.lastRecords.isEmpty
            ? ["  " + l(.habitsHistoryNoRecords)]
            : history.lastRecords.map { "  " + l.weekdayShort($0.weekday) + " " + l.longDate($0) }
        return lines
    }

    /// The question and the description, each wrapped to `width`.
    func texts(of tracker: Tracker, width: Int) -> [String] {
        [tracker.question, tracker.details].filter { !$0.isEmpty }.flatMap {
            DisplayWidth.wrap(Sanitizer.clean($0), width: max(20, width))
        }
    }

    /// "30 days: 80% (24 of 30)", or that nothing was due. A count habit asks
    /// for `times · days ÷ per` records, rarely a whole number: it is shown
    /// to one decimal ("1 of 1.3"), so that the percentage reads true.
    func rateLine(_ rate: HabitHistory.Rate) -> String {
        let l = localizer
        let window = l(.formatDays(rate.days))
        guard let fraction = rate.fraction else { return l(.habitsHistoryRateNone(window)) }
        let asked = l.decimal(rate.expected, maxFractionDigits: 1)
        return l(.habitsHistoryRate(window, l.percent(fraction), l.integer(rate.done), asked))
    }

    /// The month names over the weeks they begin in, then seven rows of days
    /// (Monday, Wednesday and Friday named).
    func heatmap(_ tracker: Tracker, days: [LocalDate], today: LocalDate, width: Int) -> [String] {
        let l = localizer
        let labels = Weekday.allCases.map { [.monday, .wednesday, .friday].contains($0) ? l.weekdayShort($0) : "" }
        let labelWidth = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 1
        let weeks = max(1, min(HistoryHeatmap.yearWeeks, (width - labelWidth + 1) / Self.columnWidth))
        let columns = HistoryHeatmap.build(tracker: tracker, days: days, today: today, weeks: weeks)
        var lines = [monthRow(columns.map(\.monday), indent: labelWidth)]
        for row in 0..<7 {
            let cells = columns.map { cell($0.cells[row], tracker) }.joined(separator: " ")
            lines.append(DisplayWidth.pad(labels[row], to: labelWidth) + cells)
        }
        return lines.map(\.withoutTrailingSpaces)
    }

    /// A month's short name over the first week whose Monday is in it, when
    /// it does not run into the name before nor past the last week's cell
    /// (the graph's width, which fits the terminal: «дек.» over the last
    /// week would wrap or be cut to a letter).
    func monthRow(_ mondays: [LocalDate], indent: Int) -> String {
        var row = String(repeating: " ", count: indent)
        var used = indent
        let end = indent + mondays.count * Self.columnWidth - 1
        for (column, monday) in mondays.enumerated() where column > 0 && monday.month != mondays[column - 1].month {
            let position = indent + column * Self.columnWidth
            let name = localizer.monthShort(monday.month)
            guard position >= used + (used > indent ? 1 : 0), position + DisplayWidth.of(name) <= end else { continue }
            row += String(repeating: " ", count: position - used) + name
            used = position + DisplayWidth.of(name)
        }
        return row
    }

    private func cell(_ cell: HistoryHeatmap.Cell, _ tracker: Tracker) -> String {
        switch cell {
        case .done: done("■", tracker)
        case .missed: dim("□")
        // Today, due and still open: the due-day mark, not dimmed.
        case .pending: "□"
        case .rest: dim("·")
        case .outside, .future: " "
        }
    }

    private func done(_ text: String, _ tracker: Tracker) -> String {
        style.paint(text, foreground: TrackerColors(theme: theme).readable(tracker.color.terminalColor))
    }

    private func dim(_ text: String) -> String { style.paint(text, foreground: TrackerColors(theme: theme).secondary) }
}

extension AppEnvironment {
    /// The history screen's lines for `tracker` read from the store, for a
    /// terminal `width` columns wide: what `show` prints, for the
    /// interactive screen's history view.
    package func historyLines(for tracker: Tracker, width: Int) throws -> [String] {
        let days = try store().read { try $0.days(of: tracker.id) }
        return HistoryScreen(localizer: localizer, style: style, theme: theme).render(
            tracker, days: days, today: today, width: width)
    }
}

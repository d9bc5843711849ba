import Localization
import SharedModels
import TerminalUI
import TrackerKit

/// The human form of `tracker calendar` (and `goals calendar`).
///
/// Each week takes two lines: the day numbers, then each day's completions
/// under them (`·` for none, nothing for days still to come). The count is
/// always written, so the grid reads the same without color; with colors each
/// day is also shaded by its completions relative to the month's busiest day
/// (four steps, chosen per theme so text stays readable on light and dark
/// backgrounds). Today is bracketed (`[29]`) and bold; future days are dim.
///
/// ```
///          November 2026
///   Mon  Tue  Wed  Thu  Fri  Sat  Sun
///                                   1
///                                   3
///     2    3    4    5    6    7    8
///     4    ·    1    2    5    ·    ·
/// ```
package struct CalendarScreen {
    package let localizer: Localizer
    package let style: TerminalStyle
    package let theme: Theme
    /// The app's total and today lines (`TrackerAppFlavor.card`).
    package let texts: TrackerAppFlavor.CardTexts
    /// A day picked on an interactive calendar, drawn `›29‹`.
    package var selected: LocalDate?

    package init(localizer: Localizer, style: TerminalStyle, theme: Theme, texts: TrackerAppFlavor.CardTexts) {
        self.localizer = localizer
        self.style = style
        self.theme = theme
        self.texts = texts
    }

    package func render(_ grid: [[GridDay?]], month: CalendarMonth) -> [String] {
        let l = localizer
        let days = grid.joined().compactMap { $0 }
        let busiest = days.map(\.completions).max() ?? 0
        // Cells are 5 columns (" [29]"); wider when a count needs 5+ digits.
        let cellWidth = max(5, String(busiest).count + 1)
        let title = l.monthYear(year: month.year, month: month.month)
        let indent = max(0, cellWidth * 7 - DisplayWidth.of(title)) / 2
        var lines = [String(repeating: " ", count: indent) + style.paint(title, bold: true)]
        lines.append(
            Weekday.allCases.map { day in
                DisplayWidth.pad(
                    DisplayWidth.truncate(l.weekdayShort(day), to: cellWidth - 1, ellipsis: ""),
                    to: cellWidth - 1, alignment: .right) + " "
            }.joined().withoutTrailingSpaces)
        for week in grid {
            lines.append(week.map { dayCell($0, width: cellWidth, busiest: busiest) }.joined().withoutTrailingSpaces)
            lines.append(week.map { countCell($0, width: cellWidth, busiest: busiest) }.joined().withoutTrailingSpaces)
        }
        lines.append("")
        // The count picks the plural form; the grouped text is what is shown.
        let total = days.reduce(0) { $0 + $1.completions }
        lines.append(l(texts.calendarTotal(total, l.integer(total))))
        if let today = days.first(where: \.isToday) {
            lines.append(l(.habitsCalendarToday("[" + twoDigits(today.date.day) + "]")))
        }
        return lines
    }

    /// `"   29 "`, or `"  [29]"` for today; shaded from the second column on.
    private func dayCell(_ day: GridDay?, width: Int, busiest: Int) -> String {
        guard let day else { return String(repeating: " ", count: width) }
        let number = twoDigits(day.date.day)
        let text = day.date == selected ? "›" + number + "‹" : day.isToday ? "[" + number + "]" : " " + number + " "
        return String(repeating: " ", count: width - 4) + shade(text, day, busiest: busiest)
    }

    /// The day's completions right-aligned under the day number.
    private func countCell(_ day: GridDay?, width: Int, busiest: Int) -> String {
        guard let day else { return String(repeating: " ", count: width) }
        let count = day.completions > 0 ? String(day.completions) : (day.isFuture ? "" : "·")
        let padded = DisplayWidth.pad(count, to: width - 1, alignment: .right) + " "
        return String(padded.prefix(width - 4)) + shade(String(padded.suffix(4)), day, busiest: busiest)
    }

    /// A shaded cell keeps its spaces inside the color (a tile); an
    /// unshaded one has only its text styled, so plain lines end in text.
    private func shade(_ text: String, _ day: GridDay, busiest: Int) -> String {
        let level = CalendarShading.level(day.completions, busiest: busiest)
        let dim = day.isFuture && day.completions == 0
        if level > 0 {
            let colors = CalendarShading.colors(level: level, theme: theme)
            return style.paint(
                text, foreground: colors.text, background: colors.background, bold: day.isToday, dim: dim)
        }
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return text
        }
        return String(text[..<first])
            + style.paint(String(text[first...last]), bold: day.isToday || day.date == selected, dim: dim)
            + String(text[text.index(after: last)...])
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? " " + String(value) : String(value) }
}

/// The heat-map steps of the calendar: greens as in a contribution graph,
/// darker on dark terminals, lighter on light ones, each with a text color
/// that keeps the numbers legible on it.
package enum CalendarShading {
    /// 0 for no completions; otherwise 1…4 by quarters of the busiest day
    /// (rounded up, so any completion shows and the busiest day is 4).
    package static func level(_ completions: Int, busiest: Int) -> Int {
        guard completions > 0, busiest > 0 else { return 0 }
        return min(4, (completions * 4 + busiest - 1) / busiest)
    }

    package static func colors(level: Int, theme: Theme) -> (background: RGB, text: RGB) {
        let black = RGB(red: 0x1B, green: 0x1F, blue: 0x24)
        let white = RGB(red: 0xFF, green: 0xFF, blue: 0xFF)
        let step = min(max(level, 1), 4) - 1
        switch theme {
        case .dark:
            let greens = [(0x0E, 0x44, 0x29), (0x00, 0x6D, 0x32), (0x26, 0xA6, 0x41), (0x39, 0xD3, 0x53)]
            return (rgb(greens[step]), step < 2 ? white : black)
        case .light:
            let greens = [(0x9B, 0xE9, 0xA8), (0x40, 0xC4, 0x63), (0x30, 0xA1, 0x4E), (0x21, 0x6E, 0x39)]
            return (rgb(greens[step]), step < 2 ? black : white)
        }
    }

    private static func rgb(_ triple: (Int, Int, Int)) -> RGB {
        RGB(red: UInt8(triple.0), green: UInt8(triple.1), blue: UInt8(triple.2))
    }
}

extension String {
    /// Without trailing spaces, so plain output has no invisible tails.
    var withoutTrailingSpaces: String {
        guard let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...last])
    }
}

import CLIKit
import HabitKit
import HabitScreens
import Localization
import SharedModels

/// One frame of the interactive main screen for a terminal size: the
/// header with the date and a week strip, the cards (the pointed one marked
/// `›`) or the statistics, an overlay when one is open, a status line and
/// the tab bar. Pure: the same state, content and size give the same lines,
/// each within the width, never more than the rows.
public struct MainScreenFrame {
    public let app: HabitApp
    public let l: Localizer
    public let style: TerminalStyle
    public let theme: Theme
    public let size: TerminalSize
    public let today: LocalDate

    public init(app: HabitApp, l: Localizer, style: TerminalStyle, theme: Theme, size: TerminalSize, today: LocalDate) {
        self.app = app
        self.l = l
        self.style = style
        self.theme = theme
        self.size = size
        self.today = today
    }

    var colors: TrackerColors { TrackerColors(theme: theme) }

    /// `statistics` is read only for the statistics tab; `calendar` only
    /// while the calendar is open (the month's completions by day).
    public func lines(
        _ state: MainScreenState, _ content: MainScreenContent, statistics: Statistics?,
        calendar: [[GridDay?]]?
    ) -> [String] {
        let width = self.width
        let renderer = self.renderer
        let top = self.top(content)
        let room = self.room(content)
        var status = statusLine(state, content)
        let middle: [String]
        switch state.overlay {
        case .filterMenu(let menu): middle = filterMenu(menu)
        case .help: middle = help()
        case .confirmDelete(_, let question):
            middle = DisplayWidth.wrap(question, width: width) + [""] + wrapped(l(.habitsScreenConfirm))
        case .calendar(let picked): middle = calendarLines(picked, grid: calendar)
        case .none, .search:
            if state.tab == .statistics, let statistics {
                // Taller than the room, they scroll; the status line says where.
                let lines = statisticsLines(statistics)
                middle = state.statisticsScroll.visible(lines, height: room)
                if ScrollWindow.scrolls(total: lines.count, height: room), state.message == nil {
                    status = secondary(
                        state.statisticsScroll.indicator(total: lines.count, height: room)
                            + "   " + l(.habitsScreenScrollKeys))
                }
            } else {
                middle = cards(renderer.body(content), cursor: state.cursor, room: room)
            }
        }
        let body = Array(middle.prefix(room)) + Array(repeating: "", count: max(0, room - middle.count))
        return (top + body + [status, tabBar(state)]).prefix(max(1, size.rows)).map { StyledText.clip($0, to: width) }
    }

    var width: Int { max(20, size.columns) }

    var renderer: MainScreenRenderer {
        MainScreenRenderer(cards: CardRenderer(l: l, style: style, theme: theme, width: width, flavor: app.flavor))
    }

    /// The header, the week strip and a blank line.
    func top(_ content: MainScreenContent) -> [String] {
        renderer.header(content) + [weekStrip(around: content.date, width: width), ""]
    }

    /// The rows between the top and the status line and tab bar.
    func room(_ content: MainScreenContent) -> Int { max(1, size.rows - top(content).count - 2) }

    func statisticsLines(_ statistics: Statistics) -> [String] {
        StatsScreen(localizer: l, style: style, bigDigits: true, width: width, texts: app.flavor.stats).render(
            statistics)
    }

    /// How many lines the statistics have and the rows they get, so the
    /// state can scroll them; none without statistics on screen.
    public func statisticsExtent(_ statistics: Statistics?, _ content: MainScreenContent) -> (lines: Int, rows: Int) {
        guard let statistics else { return (0, 0) }
        return (statisticsLines(statistics).count, room(content))
    }

    /// A key hint broken between its items into lines of the width.
    func wrapped(_ hint: String) -> [String] { DisplayWidth.wrapList(hint, width: width).map(secondary) }

    /// The cards in a window of `room` lines that keeps the pointed card in
    /// view (and its section's title when it fits).
    func cards(_ body: MainScreenRenderer.Body, cursor: Int, room: Int) -> [String] {
        var lines = body.lines
        guard body.cardLines.indices.contains(cursor) else { return lines }
        let line = body.cardLines[cursor]
        let marker = style.paint("›", foreground: colors.accent, bold: true)
        lines[line] = " " + marker + String(lines[line].dropFirst(2))
        guard lines.count > room else { return lines }
        let start = min(max(0, line - room / 2), lines.count - room)
        return Array(lines[start..<(start + room)])
    }

    /// The week of `day`, Monday first: `Пн 30  Вт 1  [Ср 2] …`, the day shown
    /// in brackets (and bold), today underlined by color; names dropped when narrow.
    func weekStrip(around day: LocalDate, width: Int) -> String {
        let monday = day.dayNumber - (day.weekday.rawValue - 1)
        let days = (0..<7).map { LocalDate(dayNumber: monday + $0) }
        let named = days.map { l.weekdayShort($0.weekday) + " " + String($0.day) }
        let plain = days.map { String($0.day) }
        let cells = named.map { DisplayWidth.of($0) + 3 }.reduce(0, +) <= width ? named : plain
        return zip(days, cells).map { date, text in
            if date == day { return style.paint("[" + text + "]", bold: true) }
            return date == today ? " " + style.paint(text, foreground: colors.accent) + " " : " " + text + " "
        }.joined(separator: " ")
    }

    func statusLine(_ state: MainScreenState, _ content: MainScreenContent) -> String {
        if let message = state.message { return style.paint(message, foreground: AddWizardView.red) }
        if state.overlay == .search {
            return "/ " + Sanitizer.clean(state.search)
                + (style.depth == .none ? "_" : style.inverse + " " + style.reset)
        }
        // The search is in the header already; the filter bar only on a day with trackers.
        guard app.hasFilters, content.showsFilter else { return "" }
        return secondary(l(.habitsScreenFilterBar(MainScreenRenderer.filterName(content.filter, l, app.flavor.list))))
    }

    /// `[ Трекеры ]  Статистика` and where the keys are.
    func tabBar(_ state: MainScreenState) -> String {
        let tabs = [(l(app.flavor.list.title), state.tab == .habits), (l(.habitsStatsTitle), state.tab == .statistics)]
        let shown = tabs.map { title, on in on ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  " }
        return shown.joined(separator: " ") + "   " + secondary(l(.habitsScreenKeysHint))
    }

    func filterMenu(_ menu: ChoiceMenu) -> [String] {
        let names = TrackerFilter.allCases.map { MainScreenRenderer.filterName($0, l, app.flavor.list) }
        return ChoiceMenu(title: l(.habitsScreenFilters), options: names, checked: menu.checked)
            .moved(to: menu.cursor).lines(style)
    }

    func help() -> [String] {
        var keys: [LocalizedText] = [
            .habitsScreenHelpDay, .habitsScreenHelpCard, .habitsScreenHelpMark, .habitsScreenHelpSearch,
        ]
        if app.hasFilters { keys.append(.habitsScreenHelpFilter) }
        keys += [
            .habitsScreenHelpAdd, .habitsScreenHelpEdit, .habitsScreenHelpPin, .habitsScreenHelpDelete,
            .habitsScreenHelpHistory, .habitsScreenHelpCalendar, .habitsScreenHelpTab, .habitsScreenHelpQuit,
        ]
        // Each entry is its keys, three spaces and what they do: the keys
        // padded to the widest, so the descriptions line up.
        let entries = keys.map { key -> (keys: String, text: String) in
            let entry = l(key)
            guard let gap = entry.firstRange(of: "   ") else { return (entry, "") }
            return (String(entry[..<gap.lowerBound]), String(entry[gap.upperBound...]).trimmedOfWhitespace)
        }
        let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        return [style.paint(l(.habitsScreenHelpTitle), bold: true)]
            + entries.map { "  " + DisplayWidth.pad($0.keys, to: keyWidth) + "   " + $0.text }
            + [""] + wrapped(l(.habitsScreenHelpClose))
    }

    func calendarLines(_ picked: LocalDate, grid: [[GridDay?]]?) -> [String] {
        let month = CalendarMonth(year: picked.year, month: picked.month)
        var screen = CalendarScreen(localizer: l, style: style, theme: theme, texts: app.flavor.card)
        screen.selected = picked
        let grid = grid ?? MonthGrid.build(year: month.year, month: month.month, completions: [:], today: today)
        return screen.render(grid, month: month) + wrapped(l(.habitsScreenCalendarKeys))
    }

    private func secondary(_ text: String) -> String { style.paint(text, foreground: colors.secondary) }
}

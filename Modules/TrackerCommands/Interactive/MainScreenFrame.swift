import Localization
import SharedModels
import TerminalUI
import TrackerKit
import TrackerScreens

/// One frame of the interactive main screen for a terminal size: the
/// header with the date and a week strip, the cards (the pointed one marked
/// `›`) or the statistics, an overlay when one is open, a status line and
/// the tab bar. Pure: the same state, content and size give the same lines,
/// each within the width, never more than the rows.
package struct MainScreenFrame {
    package let app: TrackerAppProfile
    package let l: Localizer
    package let style: TerminalStyle
    package let theme: Theme
    package let size: TerminalSize
    package let today: LocalDate

    package init(
        app: TrackerAppProfile, l: Localizer, style: TerminalStyle, theme: Theme, size: TerminalSize, today: LocalDate
    ) {
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
    package func lines(
        _ state: MainScreenState, _ content: MainScreenContent, statistics: Statistics?,
        calendar: [[GridDay?]]?
    ) -> [String] {
        let width = self.width
        let renderer = self.renderer
        let top = self.top(state, content)
        let room = self.room(state, content)
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
                let body = renderer.body(content, onScreen: true)
                middle = cards(body, cursor: state.cursor, room: room)
                // More cards than rows: where the window is, as the statistics say it.
                if body.lines.count > room, state.message == nil, state.overlay != .search {
                    let start = Self.cardsStart(body, cursor: state.cursor, room: room)
                    status = withPlace(
                        status, ScrollWindow(top: start).indicator(total: body.lines.count, height: room))
                }
            }
        }
        let body = Array(middle.prefix(room)) + Array(repeating: "", count: max(0, room - middle.count))
        return (top + body + [status, tabBar(state)]).prefix(max(1, size.rows)).map { StyledText.clip($0, to: width) }
    }

    var width: Int { max(20, size.columns) }

    var renderer: MainScreenRenderer {
        MainScreenRenderer(cards: CardRenderer(l: l, style: style, theme: theme, width: width, flavor: app.flavor))
    }

    /// The header, the week strip and a blank line; none on the statistics
    /// tab, whose lines begin with its own title (the 001 spec: «Статистика»,
    /// the figures, the tab bar).
    func top(_ state: MainScreenState, _ content: MainScreenContent) -> [String] {
        if state.tab == .statistics { return [] }
        return renderer.header(content) + [weekStrip(around: content.date, width: width), ""]
    }

    /// The rows between the top and the status line and tab bar.
    func room(_ state: MainScreenState, _ content: MainScreenContent) -> Int {
        max(1, size.rows - top(state, content).count - 2)
    }

    /// `status` with the window's place (`▲ 3–20/41 ▼`) at the right end,
    /// or in its place when both do not fit.
    func withPlace(_ status: String, _ place: String) -> String {
        let room = width - StyledText.width(status) - 3
        guard room >= DisplayWidth.of(place) else { return secondary(place) }
        return status + String(repeating: " ", count: room - DisplayWidth.of(place) + 3) + secondary(place)
    }

    func statisticsLines(_ statistics: Statistics) -> [String] {
        StatsScreen(localizer: l, style: style, bigDigits: true, width: width, texts: app.flavor.stats).render(
            statistics)
    }

    /// How many lines the statistics have and the rows they get, so the
    /// state can scroll them; none without statistics on screen.
    package func statisticsExtent(
        _ state: MainScreenState, _ statistics: Statistics?, _ content: MainScreenContent
    ) -> (lines: Int, rows: Int) {
        guard let statistics else { return (0, 0) }
        return (statisticsLines(statistics).count, room(state, content))
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
        let start = Self.cardsStart(body, cursor: cursor, room: room)
        return Array(lines[start..<(start + room)])
    }

    /// The first line of the window of `room` lines that keeps the pointed card in view.
    static func cardsStart(_ body: MainScreenRenderer.Body, cursor: Int, room: Int) -> Int {
        guard body.cardLines.indices.contains(cursor), body.lines.count > room else { return 0 }
        return min(max(0, body.cardLines[cursor] - room / 2), body.lines.count - room)
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

    /// `[ Трекеры ]  Статистика`, the add key (the 001 spec's first button)
    /// and where the other keys are, cut between keys when narrow.
    func tabBar(_ state: MainScreenState) -> String {
        let tabs = [(l(app.flavor.list.title), state.tab == .habits), (l(.habitsStatsTitle), state.tab == .statistics)]
        let shown = tabs.map { title, on in on ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  " }
        let bar = shown.joined(separator: " ")
        let more = l(.habitsScreenKeysHint)
        let keys = state.tab == .habits ? l(app.flavor.list.addKey) + " · " + more : more
        return bar + "   " + secondary(KeyLine.fit(keys, more: more, width: width - StyledText.width(bar) - 3))
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
        // Each entry is its keys, three spaces and what they do: aligned and
        // wrapped under their column as every app's `?` page is.
        return [style.paint(l(.habitsScreenHelpTitle), bold: true)]
            + KeyLine.helpRows(keys.map { l($0) }, width: width)
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

import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

/// One frame of the interactive Habits screen for a terminal size. The
/// Habits tab: «Сегодня», the progress card, the habits by time of day (the
/// pointed one marked `›`; only the cards in view are drawn, with `1–5/12 ▼`
/// under them when there are more), or the keys (`?`) or the delete alert in
/// their place (without the progress card when it would leave them too few
/// rows). The Information tab: the text, scrolled. Below either, the note
/// rows (wrapped at words) and the tab bar. Pure: the same state and habits
/// give the same lines, within the size.
struct HabitsScreenFrame {
    let env: AppEnvironment
    let size: TerminalSize

    private var l: Localizer { env.localizer }
    private var style: TerminalStyle { env.style }
    private var width: Int { max(20, size.columns) }
    /// The note row and the tab bar on the Information tab.
    private static let infoBottomRows = 2
    /// «Сегодня», the progress card's four rows and a blank one.
    private static let cardRows = 6

    func lines(_ state: HabitsScreenState, habits: [HabitSummary], progress: Double) -> [String] {
        let cards = HabitCardView(environment: env, columns: width)
        let bottom = noteRows(state, cards) + [tabBar(state, cards)]
        let title = state.tab == .info ? [] : [style.bold + l(.myhabitsListTitle) + style.reset]
        let card = state.tab == .info ? [] : cards.progress(progress) + [""]
        switch state.overlay {
        case .help(let top):
            let layout = helpLayout(state.tab)
            let head = layout.withCard ? title + card : title
            return FullScreenFrame.compose(
                top: head, middle: helpPage(top: top, layout, cards), bottom: bottom, rows: size.rows)
        case .delete(_, let alert):
            return deleteFrame(alert.lines(style, width: width), title: title, card: card, bottom: bottom, cards)
        case .none: break
        }
        if state.tab == .info {
            return FullScreenFrame.compose(
                top: [], middle: Array(info(top: state.infoTop).page), bottom: bottom, rows: size.rows)
        }
        let room = max(1, size.rows - title.count - card.count - bottom.count)
        let middle =
            habits.isEmpty
            ? [cards.secondary(l(.myhabitsScreenEmpty))] : list(habits, cursor: state.cursor, room: room, cards)
        return FullScreenFrame.compose(top: title + card, middle: middle, bottom: bottom, rows: size.rows)
    }

    /// The Information text as a pager over the rows the tab has, at `top`.
    func info(top: Int) -> Pager {
        let lines = InfoCommand.lines(
            title: l(.myhabitsInfoTitle), text: l(.myhabitsInfoText), width: width, style: style)
        return Pager(lines: lines, pageHeight: size.rows - Self.infoBottomRows, top: top)
    }

    /// The cards in view, four rows each (three and a gap), the pointed one
    /// in the window; when not all fit, the last row says which are shown
    /// and that more lie above or below (`ScrollWindow.indicator`).
    private func list(_ habits: [HabitSummary], cursor: Int, room: Int, _ cards: HabitCardView) -> [String] {
        let fitsAll = habits.count * 4 - 1 <= room
        let listRoom = fitsAll ? room : max(1, room - 1)
        let visible = max(1, (listRoom + 1) / 4)
        let first = FullScreenFrame.windowStart(selected: cursor, count: habits.count, room: visible)
        var lines: [String] = []
        for index in first..<min(habits.count, first + visible) {
            var card = cards.card(habits[index])
            if index == cursor { card[0] = style.paint("›", bold: true) + " " + String(card[0].dropFirst(2)) }
            lines += (lines.isEmpty ? [] : [""]) + card
        }
        guard !fitsAll else { return lines }
        let padding = Array(repeating: "", count: max(0, listRoom - lines.count))
        let indicator = ScrollWindow(top: first).indicator(total: habits.count, height: visible)
        return Array(lines.prefix(listRoom)) + padding + [cards.secondary(indicator)]
    }

    /// The alert's box whole (its buttons are its last row): the progress
    /// card, then the title, then the second row of its keys give way to it.
    private func deleteFrame(
        _ box: [String], title: [String], card: [String], bottom: [String], _ cards: HabitCardView
    ) -> [String] {
        var bottom = bottom
        if size.rows - title.count - bottom.count < box.count {
            bottom =
                HabitsScreenKeys.hintRows(l(.myhabitsEditorHintAlert), width: width, limit: 1)
                .map(cards.secondary) + [bottom.last ?? ""]
        }
        let room = size.rows - bottom.count
        let head = [title + card, title].first { room - $0.count >= box.count } ?? []
        return FullScreenFrame.compose(top: head, middle: box, bottom: bottom, rows: size.rows)
    }

    // MARK: The keys

    /// How the `?` page sits: with the progress card above it when both fit,
    /// and scrolled (a row for `1–6/8 ▼`) when it is longer than its room.
    struct HelpLayout: Equatable {
        var withCard: Bool
        var room: Int
        var scrolls: Bool
        /// The rows of entries shown at a time.
        var height: Int { scrolls ? max(1, room - 2) : room - 1 }
    }

    /// The `?` page's rows for this width.
    var helpRows: [String] { HabitsScreenKeys.helpRows(l, width: width) }

    func helpLayout(_ tab: HabitsScreenState.Tab) -> HelpLayout {
        let content = 1 + helpRows.count
        let titleRows = tab == .info ? 0 : 1
        let closeRows = helpNote(scrolls: false).count + 1
        if tab == .habits, size.rows - Self.cardRows - closeRows >= content {
            return HelpLayout(withCard: true, room: size.rows - Self.cardRows - closeRows, scrolls: false)
        }
        let room = size.rows - titleRows - closeRows
        if room >= content { return HelpLayout(withCard: false, room: room, scrolls: false) }
        let scrollRoom = size.rows - titleRows - helpNote(scrolls: true).count - 1
        return HelpLayout(withCard: false, room: max(3, scrollRoom), scrolls: true)
    }

    /// The `?` page's size, for the state to scroll it.
    func helpSize(_ tab: HabitsScreenState.Tab) -> HabitsScreenState.PageSize {
        let layout = helpLayout(tab)
        return HabitsScreenState.PageSize(total: helpRows.count, height: layout.height)
    }

    private func helpPage(top: Int, _ layout: HelpLayout, _ cards: HabitCardView) -> [String] {
        let title = style.paint(l(.habitsScreenHelpTitle), bold: true)
        guard layout.scrolls else { return [title] + helpRows }
        let window = ScrollWindow(top: top)
        let rows = helpRows
        return [title] + window.visible(rows, height: layout.height)
            + [cards.secondary(window.indicator(total: rows.count, height: layout.height))]
    }

    /// What closes the `?` page (and scrolls it, when it does).
    private func helpNote(scrolls: Bool) -> [String] {
        HabitsScreenKeys.hintRows(
            l(scrolls ? .myhabitsScreenHelpScrollClose : .habitsScreenHelpClose), width: width, limit: 2)
    }

    /// The rows above the tab bar: the last note, wrapped at words; the
    /// keys of the `?` page or the alert; on the Information tab, where it
    /// is scrolled to with its keys, cut between items (`KeyLine.fit`).
    private func noteRows(_ state: HabitsScreenState, _ cards: HabitCardView) -> [String] {
        if let message = state.message {
            return HabitsScreenKeys.noteRows(message, width: width).map { style.paint($0, bold: true) }
        }
        switch state.overlay {
        case .help: return helpNote(scrolls: helpLayout(state.tab).scrolls).map(cards.secondary)
        case .delete:
            return HabitsScreenKeys.hintRows(l(.myhabitsEditorHintAlert), width: width, limit: 2)
                .map(cards.secondary)
        case .none: break
        }
        guard state.tab == .info else { return [""] }
        let pager = info(top: state.infoTop)
        guard pager.isLongerThanPage else { return [""] }
        let status = l(.myhabitsInfoPagerStatus(pager.top + 1, pager.top + pager.page.count, pager.lines.count))
        return [cards.secondary(KeyLine.fit(status, more: l(.habitsScreenKeysHint), width: width))]
    }

    /// `[ Привычки ]  Информация   ? клавиши`, spaced tighter (or the open
    /// tab alone) when the terminal is too narrow for it.
    private func tabBar(_ state: HabitsScreenState, _ cards: HabitCardView) -> String {
        let tabs = [
            (l(.myhabitsScreenTabHabits), state.tab == .habits), (l(.myhabitsScreenTabInfo), state.tab == .info),
        ]
        let hint = l(.habitsScreenKeysHint)
        let layout = HabitsScreenKeys.tabBarLayout(titles: tabs.map(\.0), hint: hint, width: width)
        let shown: [String] =
            switch layout {
            case .roomy:
                tabs.map { title, on in on ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  " }
            case .tight: tabs.map { title, on in on ? style.paint("[" + title + "]", bold: true) : title }
            case .openTabOnly: tabs.filter(\.1).map { style.paint("[" + $0.0 + "]", bold: true) }
            }
        return shown.joined(separator: " ") + (layout == .roomy ? "   " : "  ") + cards.secondary(hint)
    }
}

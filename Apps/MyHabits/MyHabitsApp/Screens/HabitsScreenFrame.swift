import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage

/// One frame of the interactive Habits screen for a terminal size. The
/// Habits tab: «Сегодня», the progress card, the habits by time of day (the
/// pointed one marked `›`; only the cards in view are drawn), or the keys
/// (`?`) or the delete alert in their place. The Information tab: the text,
/// scrolled. Below either, a note row and the tab bar. Pure: the same state
/// and habits give the same lines, within the size.
struct HabitsScreenFrame {
    let env: AppEnvironment
    let size: TerminalSize

    private var l: Localizer { env.localizer }
    private var style: TerminalStyle { env.style }
    private var width: Int { max(20, size.columns) }
    /// The note row and the tab bar.
    private static let bottomRows = 2

    func lines(_ state: HabitsScreenState, habits: [HabitSummary], progress: Double) -> [String] {
        let cards = HabitCardView(environment: env, columns: width)
        let bottom = [statusLine(state, cards), tabBar(state, cards)]
        switch state.tab {
        case .info:
            let pager = info(top: state.infoTop)
            return FullScreenFrame.compose(top: [], middle: Array(pager.page), bottom: bottom, rows: size.rows)
        case .habits:
            let top = [style.bold + l(.myhabitsListTitle) + style.reset] + cards.progress(progress) + [""]
            let room = max(1, size.rows - top.count - bottom.count)
            let middle: [String] =
                switch state.overlay {
                case .help: help(cards)
                case .delete(_, let alert): alert.lines(style, width: width)
                case .none:
                    habits.isEmpty
                        ? [cards.secondary(l(.myhabitsScreenEmpty))]
                        : list(habits, cursor: state.cursor, room: room, cards)
                }
            return FullScreenFrame.compose(top: top, middle: middle, bottom: bottom, rows: size.rows)
        }
    }

    /// The Information text as a pager over the rows the tab has, at `top`.
    func info(top: Int) -> Pager {
        let lines = InfoCommand.lines(
            title: l(.myhabitsInfoTitle), text: l(.myhabitsInfoText), width: width, style: style)
        return Pager(lines: lines, pageHeight: size.rows - Self.bottomRows, top: top)
    }

    /// The cards in view, four rows each (three and a gap), the pointed one in the window.
    private func list(_ habits: [HabitSummary], cursor: Int, room: Int, _ cards: HabitCardView) -> [String] {
        let visible = max(1, (room + 1) / 4)
        let first = FullScreenFrame.windowStart(selected: cursor, count: habits.count, room: visible)
        var lines: [String] = []
        for index in first..<min(habits.count, first + visible) {
            var card = cards.card(habits[index])
            if index == cursor { card[0] = style.paint("›", bold: true) + " " + String(card[0].dropFirst(2)) }
            lines += (lines.isEmpty ? [] : [""]) + card
        }
        return lines
    }

    private func statusLine(_ state: HabitsScreenState, _ cards: HabitCardView) -> String {
        if let message = state.message { return style.paint(message, bold: true) }
        guard state.tab == .info else { return "" }
        let pager = info(top: state.infoTop)
        guard pager.isLongerThanPage else { return "" }
        return cards.secondary(
            l(.myhabitsInfoPagerStatus(pager.top + 1, pager.top + pager.page.count, pager.lines.count)))
    }

    /// `[ Привычки ]  Информация   ? клавиши`.
    private func tabBar(_ state: HabitsScreenState, _ cards: HabitCardView) -> String {
        let tabs = [
            (l(.myhabitsScreenTabHabits), state.tab == .habits), (l(.myhabitsScreenTabInfo), state.tab == .info),
        ]
        let shown = tabs.map { title, on in on ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  " }
        return shown.joined(separator: " ") + "   " + cards.secondary(l(.habitsScreenKeysHint))
    }

    private func help(_ cards: HabitCardView) -> [String] {
        let keys: [LocalizedText] = [
            .habitsScreenHelpCard, .myhabitsScreenHelpTrack, .myhabitsScreenHelpDetails, .habitsScreenHelpAdd,
            .habitsScreenHelpEdit, .habitsScreenHelpDelete, .myhabitsScreenHelpTab, .habitsScreenHelpQuit,
        ]
        return [style.paint(l(.habitsScreenHelpTitle), bold: true)] + keys.map { "  " + l($0) }
            + ["", cards.secondary(l(.habitsScreenHelpClose))]
    }
}

import AppPlugin
import CLIKit
import HabitKit
import Localization
import SharedModels

/// Draws tracker cards as aligned terminal lines:
/// `  ▌🙂 Name            5 days   +`.
///
/// The swatch and the mark carry the tracker's color (the mark a filled chip
/// when not done, a ✓ in the color when done, as the original app's button);
/// the name keeps the terminal's foreground so it reads on any theme; the
/// day count is secondary text. Without color the swatch is left out and the
/// marks are the plain `+` and `✓`.
struct CardRenderer {
    let l: Localizer
    let style: TerminalStyle
    let colors: TrackerColors
    /// The columns a line may take.
    let width: Int

    init(environment env: AppEnvironment) {
        l = env.localizer
        style = env.style
        colors = TrackerColors(theme: env.theme)
        width = max(40, env.terminal.size.columns)
    }

    init(l: Localizer, style: TerminalStyle, theme: Theme, width: Int) {
        self.l = l; self.style = style; colors = TrackerColors(theme: theme); self.width = max(40, width)
    }

    private var colored: Bool { style.depth != .none }

    /// «5 дней» / "5 days" / "5 Tage".
    func daysText(_ count: Int) -> String { l("format.days", count) }

    /// One line per card, names and counts aligned across `cards`.
    func lines(_ cards: [TrackerCard]) -> [String] {
        let prepared = prepare(cards)
        return lines(prepared[...], columns: layout(for: prepared))
    }

    /// One line per card in the given columns (`layout(for:)` of every card
    /// of the screen, so that all sections share them).
    func lines(_ cards: [TrackerCard], columns: Columns) -> [String] {
        lines(prepare(cards)[...], columns: columns)
    }

    /// One line per prepared card in the given columns: the main screen
    /// prepares every card once and draws its sections as slices.
    func lines(_ cards: ArraySlice<PreparedCard>, columns: Columns) -> [String] {
        var pieces = CardPieces(renderer: self, columns: columns)
        return pieces.lines(cards)
    }

    struct Columns { var name: Int; var days: Int }

    func layout(for cards: [TrackerCard]) -> Columns { layout(for: prepare(cards)) }

    func layout(for cards: [PreparedCard]) -> Columns {
        let days = cards.lazy.map(\.daysWidth).max() ?? 0
        let names = cards.lazy.map(\.nameWidth).max() ?? 0
        // indent 2, swatch 1, emoji 2, space 1, gaps 2 + 2, mark up to 3
        let fixed = 2 + (colored ? 1 : 0) + 2 + 1 + 2 + days + 2 + (colored ? 3 : 1)
        return Columns(name: min(names, max(8, width - fixed)), days: days)
    }

    /// Each card's cleaned name and day count, measured once. Counts repeat
    /// (a thousand trackers share a few dozen), so each count's plural is
    /// looked up once.
    func prepare(_ cards: [TrackerCard]) -> [PreparedCard] {
        var days = CountMemo<(text: String, width: Int)>()
        return cards.map { card in
            let counted = days.value(for: card.completedDays) {
                let text = daysText(card.completedDays)
                return (text, DisplayWidth.of(text))
            }
            let name = Sanitizer.clean(card.tracker.name)
            return PreparedCard(card: card, name: name, nameWidth: DisplayWidth.of(name),
                                days: counted.text, daysWidth: counted.width)
        }
    }

    /// `✓` in the tracker's color when done; a `+` chip filled with it when not.
    func mark(done: Bool, color: RGB) -> String {
        guard colored else { return done ? "✓" : "+" }
        if done { return " " + style.paint("✓", foreground: colors.readable(color), bold: true) }
        return style.paint(" + ", foreground: TrackerColors.contrasting(on: color), background: color, bold: true)
    }

    /// A section or screen title.
    func title(_ text: String) -> String { style.paint(text, bold: true) }

    /// Secondary text in the theme's gray.
    func secondary(_ text: String) -> String { style.paint(text, foreground: colors.secondary) }

    /// The output of a command that changed one tracker: its category as a
    /// title, then its card, then (habits) its schedule.
    func single(_ card: TrackerCard, categoryTitle: String) -> [String] {
        var lines = [title(Sanitizer.clean(categoryTitle))]
        lines += self.lines([card])
        let tracker = card.tracker
        let kind = tracker.kind == .habit
            ? ScheduleText.describe(tracker.schedule, l) : l("tracker.card.event")
        lines.append("  " + secondary(kind))
        return lines
    }
}

/// «Пн, Ср, Пт» in week order, or «Каждый день» when all seven.
enum ScheduleText {
    static func describe(_ schedule: Schedule, _ l: Localizer) -> String {
        if schedule.isEveryDay { return l("tracker.schedule.everyDay") }
        return schedule.ordered.map { l.weekdayShort($0) }.joined(separator: ", ")
    }
}

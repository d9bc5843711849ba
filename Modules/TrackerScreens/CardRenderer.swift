import AppPlugin
import Localization
import SharedModels
import TerminalUI
import TrackerKit

/// Draws habit cards as aligned terminal lines:
/// `  ▌🙂 Name            5 days   +`.
///
/// The swatch and the mark carry the habit's color (the mark a filled chip
/// when not done, a ✓ in the color when done, as the original app's button);
/// the name keeps the terminal's foreground so it reads on any theme; the
/// day count is secondary text. Without color the swatch is left out and the
/// marks are the plain `+` and `✓`.
package struct CardRenderer {
    package let l: Localizer
    package let style: TerminalStyle
    package let colors: TrackerColors
    /// The columns a line may take.
    package let width: Int
    /// The app's texts and which parts of a habit it shows.
    package let flavor: TrackerAppFlavor

    package init(environment env: AppEnvironment, flavor: TrackerAppFlavor) {
        l = env.localizer
        style = env.style
        colors = TrackerColors(theme: env.theme)
        width = max(40, env.terminal.size.columns)
        self.flavor = flavor
    }

    package init(l: Localizer, style: TerminalStyle, theme: Theme, width: Int, flavor: TrackerAppFlavor) {
        self.l = l
        self.style = style
        colors = TrackerColors(theme: theme)
        self.width = max(40, width)
        self.flavor = flavor
    }

    private var colored: Bool { style.depth != .none }

    /// «5 дней» / "5 days" / "5 Tage".
    package func daysText(_ count: Int) -> String { l(.formatDays(count)) }

    /// The card's count column: its days, and for a count habit the records
    /// in the day's window over those it needs («5 дней · 2/3»).
    package func daysText(_ card: TrackerCard) -> String {
        guard let count = card.count else { return daysText(card.completedDays) }
        return daysText(card.completedDays) + " · " + l.integer(count.completions) + "/"
            + l.integer(count.schedule.times)
    }

    /// One line per card, names and counts aligned across `cards`.
    package func lines(_ cards: [TrackerCard]) -> [String] {
        let prepared = prepare(cards)
        return lines(prepared[...], columns: layout(for: prepared))
    }

    /// One line per card in the given columns (`layout(for:)` of every card
    /// of the screen, so that all sections share them).
    package func lines(_ cards: [TrackerCard], columns: Columns) -> [String] {
        lines(prepare(cards)[...], columns: columns)
    }

    /// One line per prepared card in the given columns: the main screen
    /// prepares every card once and draws its sections as slices.
    package func lines(_ cards: ArraySlice<PreparedCard>, columns: Columns) -> [String] {
        var pieces = CardPieces(renderer: self, columns: columns)
        return pieces.lines(cards)
    }

    package struct Columns: Sendable {
        package var name: Int
        package var days: Int
        package init(name: Int, days: Int) {
            self.name = name
            self.days = days
        }
    }

    package func layout(for cards: [TrackerCard]) -> Columns { layout(for: prepare(cards)) }

    package func layout(for cards: [PreparedCard]) -> Columns { layout(for: cards.map(\.texts)) }

    func layout(for cards: [CardTexts]) -> Columns {
        let days = cards.lazy.map(\.daysWidth).max() ?? 0
        let names = cards.lazy.map(\.nameWidth).max() ?? 0
        // indent 2, swatch 1, emoji 2, space 1, gaps 2 + 2, mark up to 3
        let fixed = 2 + (colored ? 1 : 0) + 2 + 1 + 2 + days + 2 + (colored ? 3 : 1)
        return Columns(name: min(names, max(8, width - fixed)), days: days)
    }

    /// Each card's cleaned name and day count, measured once. Counts repeat
    /// (a thousand trackers share a few dozen), so each count's plural is
    /// looked up once.
    package func prepare(_ cards: [TrackerCard]) -> [PreparedCard] {
        zip(cards, texts(of: cards)).map { PreparedCard(card: $0, texts: $1) }
    }

    /// `prepare` without the cards (the printed list's way).
    func texts(of cards: some Sequence<TrackerCard>, count: Int? = nil) -> [CardTexts] {
        var days = CountMemo<(text: String, width: Int)>()
        var result: [CardTexts] = []
        result.reserveCapacity(count ?? cards.underestimatedCount)
        for card in cards {
            // A count habit's column also holds its window, so it is not memoized by days.
            let counted =
                card.count == nil
                ? days.value(for: card.completedDays) { Self.measured(daysText(card.completedDays)) }
                : Self.measured(daysText(card))
            // Printable ASCII (nearly every name) is clean and one column a
            // byte: one pass over the bytes instead of two (cleaning, then
            // measuring).
            if let columns = DisplayWidth.printableASCIIColumns(card.tracker.name) {
                result.append(
                    CardTexts(name: card.tracker.name, nameWidth: columns, days: counted.text, daysWidth: counted.width)
                )
            } else {
                let name = Sanitizer.clean(card.tracker.name)
                result.append(
                    CardTexts(
                        name: name, nameWidth: DisplayWidth.of(name), days: counted.text, daysWidth: counted.width))
            }
        }
        return result
    }

    private static func measured(_ text: String) -> (text: String, width: Int) { (text, DisplayWidth.of(text)) }

    /// `✓` in the habit's color when done; a `+` chip filled with it when not.
    /// A count habit whose window is met without a record on the day shows
    /// a ✓ in secondary gray: nothing is needed, but it can still be marked.
    package func mark(done: Bool, color: RGB, met: Bool = false) -> String {
        guard colored else { return done || met ? "✓" : "+" }
        if met, !done { return " " + style.paint("✓", foreground: colors.secondary, bold: true) }
        if done { return " " + style.paint("✓", foreground: colors.readable(color), bold: true) }
        return style.paint(" + ", foreground: TrackerColors.contrasting(on: color), background: color, bold: true)
    }

    /// A section or screen title.
    package func title(_ text: String) -> String { style.paint(text, bold: true) }

    /// Secondary text in the theme's gray.
    package func secondary(_ text: String) -> String { style.paint(text, foreground: colors.secondary) }

    /// The output of a command that changed one habit: its category as a
    /// title (when the app has categories), then its card, then (when the
    /// app has schedules) its schedule or «Нерегулярное событие».
    package func single(_ card: TrackerCard, categoryTitle: String) -> [String] {
        var lines = flavor.hasCategories ? [title(Sanitizer.clean(categoryTitle))] : []
        lines += self.lines([card])
        guard flavor.hasSchedules else { return lines }
        let tracker = card.tracker
        let kind =
            tracker.kind == .habit
            ? ScheduleText.describe(tracker.schedule, l) : l(flavor.card.event)
        lines.append("  " + secondary(kind))
        return lines
    }
}

/// «Пн, Ср, Пт» in week order, «Каждый день» when all seven, or a count's
/// «3 раза за 7 дней».
package enum ScheduleText {
    package static func describe(_ schedule: Schedule, _ l: Localizer) -> String {
        if let count = schedule.count { return describe(count, l) }
        if schedule.isEveryDay { return l(.habitsScheduleEveryDay) }
        return schedule.ordered.map { l.weekdayShort($0) }.joined(separator: ", ")
    }

    /// «3 раза за 7 дней» / "3 times in 7 days" / "3-mal in 7 Tagen".
    package static func describe(_ count: CountSchedule, _ l: Localizer) -> String {
        l(
            .trackerScheduleCount(
                l(.trackerScheduleCountTimes(count.times)),
                l(.trackerScheduleCountDays(count.per))))
    }
}

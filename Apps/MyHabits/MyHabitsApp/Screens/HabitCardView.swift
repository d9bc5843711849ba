import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

/// How a habit and today's progress look in human output. Names are
/// sanitized (they are the user's text) and drawn in the habit's own color,
/// adjusted to stay readable on the terminal's theme.
struct HabitCardView {
    let l: Localizer
    let style: TerminalStyle
    let colors: ThemeColors
    let width: Int
    /// Looked up once per screen: a list of a hundred cards must not cost a
    /// hundred table look-ups per line.
    private let schedule: TextTemplate, counter: TextTemplate, time: TimeOfDayFormat

    init(environment env: AppEnvironment) { self.init(environment: env, columns: env.terminal.size.columns) }

    /// Cards for a terminal `columns` wide (a full-screen view after a resize).
    init(environment env: AppEnvironment, columns: Int) {
        l = env.localizer
        style = env.style
        colors = ThemeColors(theme: env.theme)
        width = max(24, min(columns, 72))
        schedule = l.template(LocalizedText.myhabitsHabitSchedule)
        counter = l.template(LocalizedText.myhabitsHabitCounter)
        time = TimeOfDayFormat(l)
    }

    /// `[✓] Name` / `[ ] Name`, then «Каждый день в 7:30» and «Счётчик: N».
    func card(_ summary: HabitSummary) -> [String] {
        let habit = summary.habit
        let color = habit.color.terminalColor
        let name = DisplayWidth.truncate(Sanitizer.clean(habit.name), to: width - 6)
        return [
            "  " + mark(tracked: summary.isTrackedOnDay, color: color) + " "
                + style.paint(name, foreground: colors.readable(color), bold: true),
            "      " + secondary(schedule(time(minuteOfDay: habit.minuteOfDay))),
            "      " + secondary(counter(String(summary.trackedDayCount))),
        ]
    }

    /// The habit's colored circle: filled with a check when tracked today.
    func mark(tracked: Bool, color: RGBColor) -> String { mark(tracked: tracked, color: color.terminalColor) }

    private func mark(tracked: Bool, color: RGB) -> String {
        tracked
            ? style.paint("[✓]", foreground: colors.readable(color), bold: true)
            : style.paint("[ ]", foreground: colors.readable(color))
    }

    /// A colored circle (the form's swatch).
    func swatch(_ color: RGBColor) -> String { style.paint("●", foreground: color.terminalColor) }

    /// The progress card: «Всё получится!», the share as a percentage, and a bar.
    func progress(_ value: Double) -> [String] {
        let percent = String(HabitDays.percent(value)) + "%"
        let motto = l(.myhabitsProgressMotto)
        let inner = width - 4
        let gap = max(1, inner - DisplayWidth.of(motto) - DisplayWidth.of(percent))
        let filled = Int((Double(inner) * value).rounded(.down))
        let accent = colors.readable(RGB(red: 0xA1, green: 0x16, blue: 0xCC))
        let bar =
            style.paint(String(repeating: "█", count: filled), foreground: accent)
            + style.paint(String(repeating: "░", count: inner - filled), foreground: colors.secondary)
        return [
            "╭" + String(repeating: "─", count: width - 2) + "╮",
            "│ " + motto + String(repeating: " ", count: gap) + secondary(percent) + " │",
            "│ " + bar + " │",
            "╰" + String(repeating: "─", count: width - 2) + "╯",
        ]
    }

    func secondary(_ text: String) -> String { style.paint(text, foreground: colors.secondary) }
}

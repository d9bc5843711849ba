import AppPlugin
import Localization
import SharedModels
import TerminalUI

/// What the habit form looks like; pure, so tests can read its frames.
struct HabitFormView {
    let l: Localizer
    let style: TerminalStyle
    let card: HabitCardView
    /// «Создать» or «Править» (the form's title).
    let title: String

    func lines(_ form: HabitForm) -> [String] {
        var lines = [style.bold + title + style.reset, ""]
        let draft = form.draft
        lines.append(
            label(.myhabitsFormName, active: form.field == .name)
                + (form.field == .name ? field(form.text) : Sanitizer.clean(draft.name ?? "")))
        lines.append(
            label(.myhabitsFormTime, active: form.field == .time)
                + (form.field == .time ? field(form.text) : draft.minuteOfDay.map(HabitInputs.timeText) ?? ""))
        lines.append(
            label(.myhabitsFormColor, active: form.field == .color)
                + ((form.field == .color ? form.picker.preview : draft.color).map { card.swatch($0) + " " + $0.hex }
                    ?? ""))
        if form.field == .color { lines += picker(form.picker, width: card.width) }
        if let problem = form.problem { lines += ["", style.paint(problem.message(l), bold: true)] }
        let hint = form.field == .color ? l(.myhabitsFormPickerHint) : l(.myhabitsFormTextHint)
        lines += [""] + HabitsScreenKeys.hintRows(hint, width: card.width, limit: 4).map(card.secondary)
        return lines
    }

    private func label(_ text: LocalizedText, active: Bool) -> String {
        let text = DisplayWidth.pad(l(text), to: 12)
        return (active ? "› " : "  ") + (active ? style.bold + text + style.reset : text)
    }

    private func field(_ text: String) -> String { "> " + Sanitizer.clean(text) + "▏" }

    /// The palette as a grid of swatches (the highlighted one in brackets),
    /// then the entry for a `#RRGGBB` or a CSS name: empty, with the color
    /// it stands for greyed as its placeholder, and a preview of what it names.
    func picker(_ picker: ColorPicker, width: Int) -> [String] {
        var rows: [String] = []
        let colors = ColorPicker.colors
        for start in stride(from: 0, to: colors.count, by: ColorPicker.columns) {
            var row = "    "
            for index in start..<min(start + ColorPicker.columns, colors.count) {
                let swatch = style.paint("██", foreground: colors[index].terminalColor)
                row += picker.cell == index ? "[" + swatch + "]" : " " + swatch + " "
            }
            rows.append(row)
        }
        rows.append(entryRow(picker, width: width))
        if picker.entryIsInvalid {
            rows.append("  " + style.paint(MyHabitsError.invalidColor(picker.entry).message(l), bold: true))
        }
        return rows
    }

    /// `› hex or name: > tomato▏ ● #FF6347`; the hex is left out when the row
    /// would not fit `width` (the swatch still shows the color).
    private func entryRow(_ picker: ColorPicker, width: Int) -> String {
        let label = l(.myhabitsFormColorEntry) + ": "
        guard picker.cell == nil else { return "    " + label }
        let placeholder = picker.entry.isEmpty ? picker.placeholder.map { card.secondary($0.hex) } ?? "" : ""
        let start = "  › " + label + field(picker.entry) + placeholder
        guard let color = picker.preview else { return start }
        let full = start + " " + card.swatch(color) + " " + color.hex
        let short = start + " " + card.swatch(color)
        return picker.entry.isEmpty || StyledText.width(full) > width ? short : full
    }
}

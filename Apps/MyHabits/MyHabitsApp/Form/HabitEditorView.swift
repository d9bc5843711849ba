import AppPlugin
import CLIKit
import Localization
import SharedModels

/// What the habit form of the Habits screen looks like for a terminal size:
/// the title («Создать» / «Править»), the rows (the pointed one marked `›`),
/// the palette under the color row while it has the focus, the buttons, a
/// refusal, and the keys of the pointed row wrapped into the last rows.
/// With the delete question open, the alert stands in for the rows. Pure.
struct HabitEditorView {
    let form: HabitFormView
    let size: TerminalSize

    private var l: Localizer { form.l }
    private var style: TerminalStyle { form.style }

    func lines(_ editor: HabitEditor) -> [String] {
        let width = max(20, size.columns)
        let top = [style.bold + form.title + style.reset, ""]
        var middle: [String]
        if let alert = editor.alert {
            middle = alert.lines(style, width: width)
        } else {
            middle = rows(editor)
            if let problem = editor.problem { middle += ["", style.paint(problem.message(l), bold: true)] }
        }
        let hint = DisplayWidth.wrap(l(hintKey(editor)), width: width).map(form.card.secondary)
        return FullScreenFrame.compose(top: top, middle: middle, bottom: [""] + hint, rows: size.rows)
    }

    private func rows(_ editor: HabitEditor) -> [String] {
        let time =
            editor.time.typed.map { $0.shown(style) }
            ?? HabitInputs.timeText(editor.time.minuteOfDay) + (editor.row == .time ? "  ‹ ›" : "")
        var lines = [
            label("myhabits.form.name", editor.row == .name)
                + (editor.row == .name
                    ? Self.tail(editor.name.shown(style), to: size.columns - 15) : Sanitizer.clean(editor.name.text)),
            label("myhabits.form.time", editor.row == .time) + time,
            label("myhabits.form.color", editor.row == .color)
                + (editor.picker.preview.map { form.card.swatch($0) + " " + $0.hex } ?? ""),
        ]
        if editor.row == .color { lines += form.picker(editor.picker) }
        lines += ["", buttons(editor)]
        return lines
    }

    /// The end of a text being typed that is wider than its room, after
    /// `…`, so the cursor stays in view.
    static func tail(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width, width > 1 else { return text }
        var shown = ""
        var used = 1
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            used += columns
            shown.insert(character, at: shown.startIndex)
        }
        return "…" + shown
    }

    private func label(_ key: String, _ active: Bool) -> String {
        let text = DisplayWidth.pad(l(key), to: 12)
        return active ? "› " + style.bold + text + style.reset : "  " + text
    }

    /// `[ Создать ]  Отменить` (the pointed one in brackets while the row has the focus).
    private func buttons(_ editor: HabitEditor) -> String {
        let titles = editor.buttons.map { button -> String in
            switch button {
            case .save: editor.isEditing ? l("myhabits.form.save") : l("myhabits.form.newTitle")
            case .cancel: l("myhabits.form.cancel")
            case .delete: l("myhabits.delete.title")
            }
        }
        return "  "
            + titles.enumerated().map { index, title in
                editor.row == .buttons && index == editor.button
                    ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  "
            }.joined(separator: " ")
    }

    private func hintKey(_ editor: HabitEditor) -> String {
        if editor.alert != nil { return "myhabits.editor.hint.alert" }
        switch editor.row {
        case .name: return "myhabits.editor.hint.name"
        case .time: return "myhabits.editor.hint.time"
        case .color: return "myhabits.editor.hint.color"
        case .buttons: return "myhabits.editor.hint.buttons"
        }
    }
}

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
        let hint = DisplayWidth.wrap(l(hint(editor)), width: width).map(form.card.secondary)
        return FullScreenFrame.compose(top: top, middle: middle, bottom: [""] + hint, rows: size.rows)
    }

    private func rows(_ editor: HabitEditor) -> [String] {
        let time =
            editor.time.typed.map { $0.shown(style) }
            ?? HabitInputs.timeText(editor.time.minuteOfDay) + (editor.row == .time ? "  ‹ ›" : "")
        var lines = [
            label(.myhabitsFormName, editor.row == .name)
                + (editor.row == .name
                    ? Self.tail(editor.name.shown(style), to: size.columns - 15) : Sanitizer.clean(editor.name.text)),
            label(.myhabitsFormTime, editor.row == .time) + time,
            label(.myhabitsFormColor, editor.row == .color)
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

    private func label(_ text: LocalizedText, _ active: Bool) -> String {
        let text = DisplayWidth.pad(l(text), to: 12)
        return active ? "› " + style.bold + text + style.reset : "  " + text
    }

    /// `[ Создать ]  Отменить` (the pointed one in brackets while the row has the focus).
    private func buttons(_ editor: HabitEditor) -> String {
        let titles = editor.buttons.map { button -> String in
            switch button {
            case .save: editor.isEditing ? l(.myhabitsFormSave) : l(.myhabitsFormNewTitle)
            case .cancel: l(.myhabitsFormCancel)
            case .delete: l(.myhabitsDeleteTitle)
            }
        }
        return "  "
            + titles.enumerated().map { index, title in
                editor.row == .buttons && index == editor.button
                    ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  "
            }.joined(separator: " ")
    }

    private func hint(_ editor: HabitEditor) -> LocalizedText {
        if editor.alert != nil { return .myhabitsEditorHintAlert }
        switch editor.row {
        case .name: return .myhabitsEditorHintName
        case .time: return .myhabitsEditorHintTime
        case .color: return .myhabitsEditorHintColor
        case .buttons: return .myhabitsEditorHintButtons
        }
    }
}

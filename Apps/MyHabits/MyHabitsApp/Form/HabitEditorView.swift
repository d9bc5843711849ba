import AppPlugin
import Localization
import SharedModels
import TerminalUI

/// What the habit form of the Habits screen looks like for a terminal size:
/// the title («Создать» / «Править»), the rows (the pointed one marked `›`),
/// the palette under the color row while it has the focus, the buttons;
/// at the bottom a refusal and the keys of the pointed row, wrapped at
/// words and between keys. On a terminal too short for every row, the rows
/// scroll so the focus stays in view. With the delete question open, the
/// alert stands in for the rows, its buttons in view. Pure.
struct HabitEditorView {
    let form: HabitFormView
    let size: TerminalSize

    private var l: Localizer { form.l }
    private var style: TerminalStyle { form.style }

    func lines(_ editor: HabitEditor) -> [String] {
        let width = max(20, size.columns)
        let problem = editor.problem.map {
            HabitsScreenKeys.noteRows($0.message(l), width: width).map { style.paint($0, bold: true) }
        }
        var top = [style.bold + form.title + style.reset, ""]
        let keys = l(hint(editor))
        var bottom =
            (problem ?? []) + [""] + HabitsScreenKeys.hintRows(keys, width: width, limit: 3).map(form.card.secondary)
        // The alert's buttons are its last row: they stay in view.
        let (middle, focus) =
            editor.alert.map { alert in
                let box = alert.lines(style, width: width)
                return (box, box.count - 1)
            } ?? rows(editor, width: width)
        if editor.alert != nil, size.rows - top.count - bottom.count < middle.count {
            // The whole box rather than the blank rows and the second row of keys.
            top = [top[0]]
            bottom = HabitsScreenKeys.hintRows(keys, width: width, limit: 1).map(form.card.secondary)
        }
        let room = max(1, size.rows - top.count - bottom.count)
        let first = FullScreenFrame.windowStart(selected: focus, count: middle.count, room: room)
        return FullScreenFrame.compose(
            top: top, middle: Array(middle.dropFirst(first)), bottom: bottom, rows: size.rows)
    }

    /// The rows and the one with the focus (the palette's highlighted row or
    /// its entry), which a short terminal keeps in view.
    private func rows(_ editor: HabitEditor, width: Int) -> ([String], Int) {
        let time =
            editor.time.typed.map { $0.shown(style) }
            ?? HabitInputs.timeText(editor.time.minuteOfDay) + (editor.row == .time ? "  ‹ ›" : "")
        var lines = [
            label(.myhabitsFormName, editor.row == .name)
                + (editor.row == .name
                    ? Self.tail(editor.name.shown(style), to: width - 15)
                    : DisplayWidth.truncate(Sanitizer.clean(editor.name.text), to: width - 15)),
            label(.myhabitsFormTime, editor.row == .time) + time,
            label(.myhabitsFormColor, editor.row == .color)
                + (editor.picker.preview.map { form.card.swatch($0) + " " + $0.hex } ?? ""),
        ]
        var focus = min(editor.row.rawValue, 2)
        if editor.row == .color {
            let palette = form.picker(editor.picker, width: width)
            let gridRows = (ColorPicker.colors.count + ColorPicker.columns - 1) / ColorPicker.columns
            focus = lines.count + (editor.picker.cell.map { $0 / ColorPicker.columns } ?? gridRows)
            lines += palette
        }
        lines += [""] + buttons(editor, width: width)
        if editor.row == .buttons { focus = lines.count - 1 }
        return (lines, focus)
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

    /// `[ Создать ]  Отменить` (the pointed one in brackets while the row
    /// has the focus), on two rows when one is too narrow for them: a
    /// button's title is never cut.
    private func buttons(_ editor: HabitEditor, width: Int) -> [String] {
        let titles = editor.buttons.map { button -> String in
            switch button {
            case .save: editor.isEditing ? l(.myhabitsFormSave) : l(.myhabitsFormNewTitle)
            case .cancel: l(.myhabitsFormCancel)
            case .delete: l(.myhabitsDeleteTitle)
            }
        }
        let shown = titles.enumerated().map { index, title in
            editor.row == .buttons && index == editor.button
                ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  "
        }
        return Self.pack(shown, width: width).map { "  " + $0.joined(separator: " ") }
    }

    /// `items` in order on as few rows as fit `width` (after a two-column
    /// indent, one space between), an item too wide for any row on its own.
    static func pack(_ items: [String], width: Int) -> [[String]] {
        var rows: [[String]] = []
        var used = 0
        for item in items {
            let itemWidth = StyledText.width(item)
            if let last = rows.indices.last, used + 1 + itemWidth <= width - 2 {
                rows[last].append(item)
                used += 1 + itemWidth
            } else {
                rows.append([item])
                used = itemWidth
            }
        }
        return rows
    }

    private func hint(_ editor: HabitEditor) -> LocalizedText {
        if editor.alert != nil { return .myhabitsEditorHintAlert }
        switch editor.row {
        case .name: return .myhabitsEditorHintName
        case .time: return .myhabitsEditorHintTime
        case .color: return editor.picker.cell == nil ? .myhabitsEditorHintColorEntry : .myhabitsEditorHintColor
        case .buttons: return .myhabitsEditorHintButtons
        }
    }
}

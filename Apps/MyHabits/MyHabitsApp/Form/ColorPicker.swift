import SharedModels
import TerminalUI

/// The color picker of the habit form, as a pure state machine: a palette
/// grid plus a text entry for any `#RRGGBB` or CSS color name. It starts on
/// the current color: its palette cell, or the entry when the color is not
/// in the palette. The entry starts empty with the color it stands for as
/// its placeholder, so a name (`red`, `rebeccapurple`) can be typed as it is;
/// a `#` typed before a name is dropped (`#red` is red).
struct ColorPicker: Sendable, Equatable {
    enum Outcome: Equatable, Sendable {
        case running
        case chosen(RGBColor)
    }

    static let colors = Palette.colors
    static let columns = 6

    /// The highlighted palette cell, or nil while the entry has the focus.
    private(set) var cell: Int?
    /// The entry's text.
    private(set) var entry = ""
    /// The color an empty entry stands for (shown greyed as the placeholder
    /// and taken by Enter): the cell or current color the entry was opened on.
    private(set) var placeholder: RGBColor?
    /// The entry's text was not a color (shown until the next key).
    private(set) var entryIsInvalid = false

    init(current: RGBColor?) {
        if let current, let index = Self.colors.firstIndex(of: current) {
            cell = index
        } else if let current {
            cell = nil
            placeholder = current
        } else {
            cell = 0
        }
    }

    /// The color the picker shows as chosen so far (the preview swatch).
    var preview: RGBColor? {
        if let cell { return Self.colors[cell] }
        return entry.trimmedOfWhitespace.isEmpty ? placeholder : Self.color(entry)
    }

    /// What the entry names: `#RRGGBB`, `RRGGBB`, a CSS name, or a CSS name
    /// after a `#` (typed out of habit, or left from the placeholder's look).
    static func color(_ text: String) -> RGBColor? {
        let text = text.trimmedOfWhitespace
        if let color = RGBColor(hexOrCSSName: text) { return color }
        guard text.hasPrefix("#") else { return nil }
        return RGBColor(cssName: text.dropFirst())
    }

    mutating func handle(_ key: Key) -> Outcome {
        entryIsInvalid = false
        if key == .tab || key == .backTab { return toggleFocus() }
        guard let current = cell else { return handleEntry(key) }
        let count = Self.colors.count
        // The grid's letters are commands: read on a Russian layout as on a Latin one.
        switch key.onLatinKeys {
        case .left, .character("h"): cell = (current + count - 1) % count
        case .right, .character("l"): cell = (current + 1) % count
        case .up, .character("k"): cell = current >= Self.columns ? current - Self.columns : current
        case .down, .character("j"):
            if current + Self.columns < count { cell = current + Self.columns } else { return toggleFocus() }
        // `№` is where `#` is on a Russian keyboard (Shift-3).
        case .character("#"), .character("№"): openEntry(on: Self.colors[current])
        case .enter, .character(" "): return .chosen(Self.colors[current])
        default: break
        }
        return .running
    }

    private mutating func openEntry(on color: RGBColor) {
        cell = nil
        entry = ""
        placeholder = color
    }

    private mutating func toggleFocus() -> Outcome {
        if let current = cell {
            openEntry(on: Self.colors[current])
        } else {
            cell = preview.flatMap { Self.colors.firstIndex(of: $0) } ?? 0
        }
        return .running
    }

    private mutating func handleEntry(_ key: Key) -> Outcome {
        switch key {
        case .enter:
            guard let color = preview else {
                entryIsInvalid = true
                return .running
            }
            return .chosen(color)
        case .backspace: if !entry.isEmpty { entry.removeLast() }
        case .control(0x15): entry = ""  // Ctrl-U, as in the name field
        case .up: return toggleFocus()
        case .character(let character)
        where entry.count < 24 && (character.isLetter || character.isNumber || character == "#"):
            entry.append(character)
        default: break
        }
        return .running
    }
}

import CLIKit
import SharedModels

/// The color picker of the habit form, as a pure state machine: a palette
/// grid plus a text entry for any `#RRGGBB` or CSS color name. It starts on
/// the current color: its palette cell, or the entry holding its hex when
/// the color is not in the palette.
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
    /// The entry's text was not a color (shown until the next key).
    private(set) var entryIsInvalid = false

    init(current: RGBColor?) {
        if let current, let index = Self.colors.firstIndex(of: current) {
            cell = index
        } else if let current {
            cell = nil
            entry = current.hex
        } else {
            cell = 0
        }
    }

    /// The color the picker shows as chosen so far (the preview swatch).
    var preview: RGBColor? {
        if let cell { return Self.colors[cell] }
        return RGBColor(hexOrCSSName: entry)
    }

    mutating func handle(_ key: Key) -> Outcome {
        entryIsInvalid = false
        if key == .tab || key == .backTab { return toggleFocus() }
        guard let current = cell else { return handleEntry(key) }
        let count = Self.colors.count
        switch key {
        case .left, .character("h"): cell = (current + count - 1) % count
        case .right, .character("l"): cell = (current + 1) % count
        case .up, .character("k"): cell = current >= Self.columns ? current - Self.columns : current
        case .down, .character("j"):
            if current + Self.columns < count { cell = current + Self.columns } else { return toggleFocus() }
        case .character("#"):
            cell = nil
            entry = "#"
        case .enter, .character(" "): return .chosen(Self.colors[current])
        default: break
        }
        return .running
    }

    private mutating func toggleFocus() -> Outcome {
        if let current = cell {
            cell = nil
            entry = Self.colors[current].hex
        } else {
            cell = RGBColor(hexOrCSSName: entry).flatMap { Self.colors.firstIndex(of: $0) } ?? 0
        }
        return .running
    }

    private mutating func handleEntry(_ key: Key) -> Outcome {
        switch key {
        case .enter:
            guard let color = RGBColor(hexOrCSSName: entry.trimmedOfWhitespace) else {
                entryIsInvalid = true
                return .running
            }
            return .chosen(color)
        case .backspace: if !entry.isEmpty { entry.removeLast() }
        case .up: return toggleFocus()
        case .character(let character)
        where entry.count < 24 && (character.isLetter || character.isNumber || character == "#"):
            entry.append(character)
        default: break
        }
        return .running
    }
}

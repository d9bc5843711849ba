import TerminalUI

/// The time of the habit form, as a picker over the minutes of the day:
/// ←/→ step a minute, −/+ (and PageDown/PageUp) an hour, wrapping round
/// midnight; digits and `:` typed replace it with `HH:MM` (or `H:MM`),
/// taken when the field is left, with the rule `--time` has.
struct TimeField: Sendable, Equatable {
    private(set) var minuteOfDay: Int
    /// What was typed, while typing.
    private(set) var typed: TextField?

    init(minuteOfDay: Int) { self.minuteOfDay = minuteOfDay }

    /// True when the key was the field's own.
    mutating func handle(_ key: Key) throws(MyHabitsError) -> Bool {
        switch key {
        case .left: try step(by: -1)
        case .right: try step(by: 1)
        case .character("-"), .character("−"), .pageDown: try step(by: -60)
        case .character("+"), .pageUp: try step(by: 60)
        case .backspace:
            if typed == nil { typed = Self.entry(HabitInputs.timeText(minuteOfDay)) }
            _ = typed?.handle(key)
        case .character(let character) where character.isASCII && (character.isNumber || character == ":"):
            if typed == nil { typed = Self.entry("") }
            _ = typed?.handle(key)
        default: return false
        }
        return true
    }

    /// Takes what was typed (the field is being left); a text that is no
    /// time of day throws and stays, so it can be corrected.
    mutating func commit() throws(MyHabitsError) {
        guard let text = typed?.text else { return }
        minuteOfDay = try HabitInputs.time(text)
        typed = nil
    }

    private mutating func step(by minutes: Int) throws(MyHabitsError) {
        try commit()
        minuteOfDay = ((minuteOfDay + minutes) % 1440 + 1440) % 1440
    }

    private static func entry(_ text: String) -> TextField {
        TextField(text, limit: 5) { $0.isASCII && ($0.isNumber || $0 == ":") }
    }
}

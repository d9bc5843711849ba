import SharedModels

/// Turns option values into model values, or the `MyHabitsError` that names
/// what was wrong. Pure, so every command validates before it writes.
package enum HabitInputs {
    /// `HH:MM` or `H:MM`, 24-hour: the minute of the day.
    package static func time(_ text: String) throws(MyHabitsError) -> Int {
        guard let minute = ClockTime.minuteOfDay(text) else { throw .invalidTime(text) }
        return minute
    }

    /// `HH:MM` of a minute of the day, as JSON and the edit form show it.
    package static func timeText(_ minuteOfDay: Int) -> String { ClockTime.text(minuteOfDay) }

    /// Any `#RRGGBB` (or `RRGGBB`), or a CSS color name.
    package static func color(_ text: String) throws(MyHabitsError) -> RGBColor {
        guard let color = RGBColor(hexOrCSSName: text.trimmedOfWhitespace) else { throw .invalidColor(text) }
        return color
    }

    /// A name as the shared naming rule takes it (`NameRules`: something
    /// visible left after trimming, no control characters, a byte bound),
    /// without the tracker's 38-character limit, which MyHabits never had.
    package static func name(_ text: String) throws(MyHabitsError) -> String {
        switch NameRules.validate(text, characterLimit: nil) {
        case .success(let name): return name
        case .failure(.empty): throw .emptyName
        case .failure(let error): throw .invalidName(error)
        }
    }
}

import AppPlugin
import HabitScreens
import SharedModels

/// Turns the option values both apps take (a day, a name, an emoji, a
/// color) into model values, or the `HabitError` that names what was wrong.
/// Pure, so every command validates before it writes anything.
public enum HabitOptions {
    /// `HabitInputs.day` (`YYYY-MM-DD`, `today`, `yesterday`, in the supported
    /// range) with its refusals as `HabitError`s.
    public static func day(_ text: String?, clock: AppClock) throws(HabitError) -> LocalDate {
        do {
            return try HabitInputs.day(text, clock: clock)
        } catch {
            switch error {
            case .invalid(let text): throw .invalidDate(text)
            case .outOfRange(let text): throw .dateOutOfRange(text)
            }
        }
    }

    /// A habit name or category title by `NameRules`: 1…38 visible
    /// characters after trimming, at most 1 KB, no control characters.
    public static func name(_ text: String) throws(HabitError) -> String {
        switch NameRules.validate(text) {
        case .success(let name): return name
        case .failure(let error): throw HabitError(error)
        }
    }

    public static func emoji(_ text: String) throws(HabitError) -> String {
        guard let emoji = Palette.emoji(text.trimmedOfWhitespace) else { throw .unknownEmoji(text) }
        return emoji
    }

    public static func color(_ text: String) throws(HabitError) -> RGBColor {
        guard let color = Palette.color(text.trimmedOfWhitespace) else { throw .unknownColor(text) }
        return color
    }
}

import AppPlugin
import Localization
import SharedModels
import Storage
import TrackerKit
import TrackerScreens

/// Turns option values (a day, a name, an emoji, a color; the tracker's
/// schedules, categories and `--days`) into model values, or the
/// `TrackerError` that names what was wrong. Pure, so every command validates
/// before it writes anything.
package enum TrackerOptions {
    /// `TrackerInputs.day` (`YYYY-MM-DD`, `today`, `yesterday`, in the supported
    /// range) with its refusals as `TrackerError`s.
    package static func day(_ text: String?, clock: AppClock) throws(TrackerError) -> LocalDate {
        do {
            return try TrackerInputs.day(text, clock: clock)
        } catch {
            switch error {
            case .invalid(let text): throw .invalidDate(text)
            case .outOfRange(let text): throw .dateOutOfRange(text)
            }
        }
    }

    /// A habit name or category title by `NameRules`: 1…38 visible
    /// characters after trimming, at most 1 KB, no control characters.
    package static func name(_ text: String) throws(TrackerError) -> String {
        switch NameRules.validate(text) {
        case .success(let name): return name
        case .failure(let error): throw TrackerError(error)
        }
    }

    package static func emoji(_ text: String) throws(TrackerError) -> String {
        guard let emoji = Palette.emoji(text.trimmedOfWhitespace) else { throw .unknownEmoji(text) }
        return emoji
    }

    package static func color(_ text: String) throws(TrackerError) -> RGBColor {
        guard let color = Palette.color(text.trimmedOfWhitespace) else { throw .unknownColor(text) }
        return color
    }

    /// `mon,wed,fri`, `daily`, `every-day`, or weekday names in any of the
    /// app's languages (`пн,ср`, `Mo,Mi`), short or long.
    package static func schedule(_ text: String) throws(TrackerError) -> Schedule {
        switch Schedule.parse(text, localizedNames: localizedWeekdayNames) {
        case .success(let schedule) where !schedule.isEmpty: return schedule
        default: throw .invalidSchedule(text)
        }
    }

    /// Lower-cased short and long weekday names of every supported language.
    /// Built from the string tables, so it follows whatever they say.
    package static let localizedWeekdayNames: [String: Weekday] = {
        var names: [String: Weekday] = [:]
        for language in Language.allCases {
            let l = Localizer(language: language)
            for day in Weekday.allCases {
                names[l.weekdayShort(day).lowercased()] = day
                names[l.weekdayLong(day).lowercased()] = day
            }
        }
        return names
    }()

    /// The category whose title equals `title` ignoring case and surrounding spaces.
    package static func category(_ title: String, in categories: [TrackerCategory]) throws(TrackerError)
        -> TrackerCategory
    {
        guard let category = CategoryTitles.find(title, in: categories) else { throw .unknownCategory(title) }
        return category
    }

    package static func daysAdjustment(_ text: String) throws(TrackerError) -> DaysAdjustment {
        guard let adjustment = DaysAdjustment(argument: text) else { throw .invalidDays(text) }
        return adjustment
    }
}

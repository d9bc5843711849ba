import AppPlugin
import HabitKit
import HabitScreens
import Localization
import SharedModels
import Storage

/// The tracker's own option values (schedules, categories, `--days`) as
/// model values, or the `TrackerError` that names what was wrong; the values
/// both apps take are `HabitOptions`. Pure, so every command validates
/// before it writes anything.
enum TrackerInputs {
    /// `mon,wed,fri`, `daily`, `every-day`, or weekday names in any of the
    /// app's languages (`пн,ср`, `Mo,Mi`), short or long.
    static func schedule(_ text: String) throws(TrackerError) -> Schedule {
        switch Schedule.parse(text, localizedNames: localizedWeekdayNames) {
        case .success(let schedule) where !schedule.isEmpty: return schedule
        default: throw .invalidSchedule(text)
        }
    }

    /// Lower-cased short and long weekday names of every supported language.
    /// Built from the string tables, so it follows whatever they say.
    static let localizedWeekdayNames: [String: Weekday] = {
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
    static func category(_ title: String, in categories: [TrackerCategory]) throws(TrackerError) -> TrackerCategory {
        guard let category = CategoryTitles.find(title, in: categories) else { throw .unknownCategory(title) }
        return category
    }

    static func daysAdjustment(_ text: String) throws(TrackerError) -> DaysAdjustment {
        guard let adjustment = DaysAdjustment(argument: text) else { throw .invalidDays(text) }
        return adjustment
    }
}

import AppPlugin
import SharedModels

/// A `--date` value the habit apps refuse, for the app to word in its error.
package enum DayInputError: Error, Equatable, Sendable {
    /// Neither `YYYY-MM-DD` nor a word of `AppClock.dayWords`.
    case invalid(String)
    /// A day outside `LocalDate.supportedRange`.
    case outOfRange(String)
}

/// Option values every habit app reads the same way.
package enum TrackerInputs {
    /// `YYYY-MM-DD` or a word of `AppClock.dayWords`, within `LocalDate.supportedRange`
    /// (so `yesterday` of 1900-01-01 is refused, not year 1899 stored);
    /// no value is today.
    package static func day(_ text: String?, clock: AppClock) throws(DayInputError) -> LocalDate {
        guard let text else { return clock.today }
        guard let day = clock.parseDay(text.trimmedOfWhitespace) else { throw .invalid(text) }
        guard day.isSupported else { throw .outOfRange(text) }
        return day
    }
}

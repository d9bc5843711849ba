import SharedModels

/// Today's date for every command: `POCKET_TODAY` when set (tests, scripts),
/// else the local date, moved back a day before the day's start hour
/// (`DayStart`). A bad `POCKET_TODAY` is a usage error rather than a
/// silent fallback, so a script never runs against the wrong day.
public struct AppClock: Sendable {
    public let today: LocalDate

    public init(today: LocalDate) { self.today = today }

    public enum ClockError: Error, Equatable, Sendable {
        case invalidToday(String)
        /// A real day outside `LocalDate.supportedRange`.
        case todayOutOfRange(String)
        /// `POCKET_DAY_START` that is not an hour 0…23.
        case invalidDayStart(String)
    }

    public static func fromEnvironment(_ environment: [String: String], dayStart: DayStart = .midnight)
        -> Result<AppClock, ClockError>
    {
        guard let text = environment[.today], !text.isEmpty else {
            return .success(AppClock(today: dayStart.today()))
        }
        guard let day = LocalDate(iso: text) else { return .failure(.invalidToday(text)) }
        guard day.isSupported else { return .failure(.todayOutOfRange(text)) }
        return .success(AppClock(today: day))
    }

    /// `YYYY-MM-DD`, `today`, `yesterday` (and `tomorrow`, which `done`
    /// refuses by its own rule rather than the parser hiding it). The day
    /// may lie outside `LocalDate.supportedRange` (`yesterday` of 1900-01-01):
    /// callers check `isSupported` to name that problem precisely.
    public func parseDay(_ text: String) -> LocalDate? {
        switch text.lowercased() {
        case "today": today
        case "yesterday": today.adding(days: -1)
        case "tomorrow": today.adding(days: 1)
        default: LocalDate(iso: text)
        }
    }
}

import SharedModels

/// Today's date for every command: `POCKET_TODAY` when set (tests, scripts),
/// else the local date, moved back a day before the day's start hour
/// (`DayStart`). A bad `POCKET_TODAY` is a usage error rather than a
/// silent fallback, so a script never runs against the wrong day.
package struct AppClock: Sendable {
    package let today: LocalDate

    package init(today: LocalDate) { self.today = today }

    package enum ClockError: Error, Equatable, Sendable {
        case invalidToday(String)
        /// A real day outside `LocalDate.supportedRange`.
        case todayOutOfRange(String)
        /// `POCKET_DAY_START` that is not an hour 0…23.
        case invalidDayStart(String)
    }

    package static func fromEnvironment(_ environment: [String: String], dayStart: DayStart = .midnight)
        -> Result<AppClock, ClockError>
    {
        guard let text = environment[.today], !text.isEmpty else {
            return .success(AppClock(today: dayStart.today()))
        }
        guard let day = LocalDate(iso: text) else { return .failure(.invalidToday(text)) }
        guard day.isSupported else { return .failure(.todayOutOfRange(text)) }
        return .success(AppClock(today: day))
    }

    /// The words a day may be given by, besides `YYYY-MM-DD`, with their
    /// distance from today: one list, which the `--date` help is tested against.
    package static let dayWords: [(word: String, offset: Int)] = [("today", 0), ("yesterday", -1), ("tomorrow", 1)]

    /// `YYYY-MM-DD` or one of `dayWords`, any case (`tomorrow` too, which
    /// `done` refuses by its own rule rather than the parser hiding it). The
    /// day may lie outside `LocalDate.supportedRange` (`yesterday` of
    /// 1900-01-01): callers check `isSupported` to name that problem precisely.
    package func parseDay(_ text: String) -> LocalDate? {
        let word = text.lowercased()
        if let offset = Self.dayWords.first(where: { $0.word == word })?.offset { return today.adding(days: offset) }
        return LocalDate(iso: text)
    }
}

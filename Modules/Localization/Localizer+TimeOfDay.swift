/// The keys `timeOfDay` reads, in the scanned `L10nKey("…")` form.
enum TimeOfDayKeys {
    static let short = L10nKey("format.time.short")
    static let am = L10nKey("format.time.am")
    static let pm = L10nKey("format.time.pm")
}

extension Localizer {
    /// A time of day the way the language writes it: en "7:30 AM", ru
    /// "7:30", de "7:30". The pattern gets the 24-hour hour, the minute, the
    /// 12-hour hour and the day period, and uses what its language needs.
    public func timeOfDay(minuteOfDay: Int) -> String {
        let minutes = ((minuteOfDay % 1440) + 1440) % 1440
        let hour = minutes / 60, minute = minutes % 60
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return self(TimeOfDayKeys.short, hour, minute, hour12, self(hour < 12 ? TimeOfDayKeys.am : TimeOfDayKeys.pm))
    }
}

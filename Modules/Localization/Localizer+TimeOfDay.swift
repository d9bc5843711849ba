/// Writes times of day the way a language does: en "7:30 AM", ru "7:30",
/// de "7:30". Its texts are looked up once, so a list of a hundred times
/// costs a hundred integer formats, not a hundred table look-ups.
package struct TimeOfDayFormat: Sendable {
    let twelveHour: Bool
    let am: String, pm: String

    package init(_ l: Localizer) {
        // "12" (en: "7:30 AM") or "24" (ru, de: "7:30").
        twelveHour = l(.formatTimeClock) == "12"
        am = l(.formatTimeAm)
        pm = l(.formatTimePm)
    }

    package func callAsFunction(minuteOfDay: Int) -> String {
        let minutes = ((minuteOfDay % 1440) + 1440) % 1440
        let hour = minutes / 60
        let minute = minutes % 60
        let clock =
            String(twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour) + (minute < 10 ? ":0" : ":") + String(minute)
        return twelveHour ? clock + " " + (hour < 12 ? am : pm) : clock
    }
}

extension Localizer {
    /// One time of day (`TimeOfDayFormat` for many).
    package func timeOfDay(minuteOfDay: Int) -> String { TimeOfDayFormat(self)(minuteOfDay: minuteOfDay) }

    /// A text with one `%@`, looked up once and filled many times (the
    /// lines of a list): `template(.someKey)(value)` equals `self(.someKey(value))`.
    package func template(_ text: (any LocalizableArgument) -> LocalizedText) -> TextTemplate {
        let marker: Character = "\u{FFFF}"
        let parts = self(text(String(marker))).split(separator: marker, omittingEmptySubsequences: false).map(
            String.init)
        return TextTemplate(parts: parts)
    }
}

/// See `Localizer.template`.
package struct TextTemplate: Sendable {
    let parts: [String]

    package func callAsFunction(_ value: String) -> String {
        // One `%@` is the common case: two concatenations, no array join.
        parts.count == 2 ? parts[0] + value + parts[1] : parts.joined(separator: value)
    }
}

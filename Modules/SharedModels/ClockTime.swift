/// A time of day as people type it: `HH:MM` or `H:MM`, 24-hour, ASCII
/// digits (my-habits' `--time`, a tracker habit's `--remind`).
package enum ClockTime {
    /// The minute of the day, nil for anything else (`24:00`, `7:5`, `07.30`).
    package static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.trimmedOfWhitespace.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        return hour * 60 + minute
    }

    /// `HH:MM` of a minute of the day.
    package static func text(_ minuteOfDay: Int) -> String {
        let hour = minuteOfDay / 60
        let minute = minuteOfDay % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An instant (seconds since 1970, UTC) as people and logs read it, through
/// the C library's own time-zone rules: the offset is the one in force at
/// that instant (a time from before a DST change keeps its own), and no
/// Foundation formatter (with its ICU data) is needed.
package enum WallTime {
    /// `YYYY-MM-DDTHH:MM:SSZ`.
    package static func isoUTC(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The local calendar day and minute of the day at `seconds`, in the
    /// machine's zone (`TZ`, else /etc/localtime).
    package static func local(_ seconds: Int) -> (day: LocalDate, minuteOfDay: Int) {
        var time = time_t(seconds)
        var parts = tm()
        localtime_r(&time, &parts)
        let day =
            LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? LocalDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
        return (day, Int(parts.tm_hour) * 60 + Int(parts.tm_min))
    }

    private static func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

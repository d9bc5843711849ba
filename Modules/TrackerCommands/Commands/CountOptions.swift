import AppPlugin
import CLIKit
import Localization
import SharedModels

/// `--times N --per M`: a count schedule ("N times in M days") on the
/// tracker's `add habit` and `edit`, beside `--schedule`'s weekdays.
package enum CountOptions {
    static let times = Option<String?>("times", valueName: "N")
    static let per = Option<String?>("per", valueName: "M")

    package static let options: [CommandOption] = [
        .option(times) { $0(.trackerHelpOptionTimes) },
        .option(per) { $0(.trackerHelpOptionPer(CountSchedule.maxPer)) },
    ]

    /// The numbers given, each a whole number; nil when neither was given.
    /// `--schedule` with either is refused: a habit has one schedule.
    static func numbers(_ invocation: Invocation) throws(TrackerError) -> (times: Int?, per: Int?)? {
        let times = invocation.text(of: Self.times)
        let per = invocation.text(of: Self.per)
        guard times != nil || per != nil else { return nil }
        if invocation.text(of: CommonSpecs.scheduleOption) != nil { throw .scheduleAndCount }
        return (
            try times.map { text throws(TrackerError) in try number(text, option: "--" + Self.times.long) },
            try per.map { text throws(TrackerError) in try number(text, option: "--" + Self.per.long) }
        )
    }

    /// `add habit`: both numbers are needed.
    package static func schedule(_ invocation: Invocation) throws(TrackerError) -> Schedule? {
        guard let given = try numbers(invocation) else { return nil }
        return try schedule(times: given.times, per: given.per, current: nil)
    }

    /// The count schedule of TIMES in PER, a missing one taken from CURRENT
    /// (`edit --times 4` on a habit done 3 times in 7 days keeps the 7).
    static func schedule(times: Int?, per: Int?, current: CountSchedule?) throws(TrackerError) -> Schedule {
        guard let times = times ?? current?.times else { throw .countNeedsBoth(missing: "--" + Self.times.long) }
        guard let per = per ?? current?.per else { throw .countNeedsBoth(missing: "--" + Self.per.long) }
        switch CountSchedule.validate(times: times, per: per) {
        case .success(let count): return Schedule(count: count)
        case .failure(let problem): throw .countOutOfRange(problem, times: times, per: per)
        }
    }

    private static func number(_ text: String, option: String) throws(TrackerError) -> Int {
        let digits = text.trimmedOfWhitespace
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(digits)
        else { throw .invalidCountNumber(option: option, text: text) }
        return value
    }
}

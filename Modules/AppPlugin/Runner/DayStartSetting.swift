import CLIKit
import Localization
import SharedModels

/// `--day-start HH` and `POCKET_DAY_START`, which habit apps
/// (`AppPlugin.usesDayStart`) accept: the option wins over the variable, and
/// either wins over midnight. A bad option is a usage error naming the
/// option; a bad variable is one naming the variable (both exit 64), so a
/// script never runs on a day it did not mean.
enum DayStartSetting {
    static let option = Option<DayStart>("day-start", valueName: "hour", default: .midnight, isGlobal: true)

    static func spec(_ l: Localizer) -> OptionSpec {
        option.spec(help: l(.appOptionDayStart))
    }

    /// The option's hour when given; a bad one is a usage error saying which hours are allowed.
    static func given(_ invocation: Invocation, _ l: Localizer) throws(UsageError) -> DayStart? {
        do {
            return try invocation.givenValue(of: option)
        } catch {
            guard case .invalidValue(let subject, let value, .malformed) = error else { throw error }
            throw .invalidValue(subject, value: value, reason: .custom(l(.appErrorDayStartHour)))
        }
    }

    /// `given` (the option's), else the variable's, else the option's default.
    static func resolve(given: DayStart?, variables: [String: String]) throws -> DayStart {
        if let given { return given }
        guard let text = variables[.dayStart], !text.isEmpty else { return option.defaultValue }
        guard let start = DayStart(text: text) else { throw AppClock.ClockError.invalidDayStart(text) }
        return start
    }
}

import CLIKit
import Localization
import SharedModels

/// `--day-start HH` and `POCKET_DAY_START`, which habit apps
/// (`AppPlugin.usesDayStart`) accept: the option wins over the variable, and
/// either wins over midnight. A bad option is a usage error naming the
/// option; a bad variable is one naming the variable (both exit 64), so a
/// script never runs on a day it did not mean.
enum DayStartSetting {
    static let optionName = "day-start"
    static let variableName = "POCKET_DAY_START"

    static func spec(_ l: Localizer) -> OptionSpec {
        OptionSpec(
            optionName, help: l(.appOptionDayStart), valueName: "hour", kind: .value, defaultValue: "0",
            isGlobal: true)
    }

    static func resolve(option: String?, variables: [String: String], _ l: Localizer) throws -> DayStart {
        if let option {
            guard let start = DayStart(text: option) else {
                throw UsageError.invalidValue(
                    .option(optionName), value: option,
                    reason: .custom(l(.appErrorDayStartHour)))
            }
            return start
        }
        guard let text = variables[variableName], !text.isEmpty else { return .midnight }
        guard let start = DayStart(text: text) else { throw AppClock.ClockError.invalidDayStart(text) }
        return start
    }
}

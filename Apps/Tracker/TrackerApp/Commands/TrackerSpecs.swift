import CLIKit
import Localization

/// The options only the tracker's commands take (its habits have categories
/// and schedules); those both apps share are `CommonSpecs`.
enum TrackerSpecs {
    static func category(_ l: Localizer) -> OptionSpec {
        OptionSpec("category", help: l(.trackerHelpOptionCategory), valueName: "title", kind: .value)
    }

    static func schedule(_ l: Localizer) -> OptionSpec {
        OptionSpec("schedule", help: l(.trackerHelpOptionSchedule), valueName: "days", kind: .value)
    }
}

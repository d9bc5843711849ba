import CLIKit
import Localization
import Storage

/// The options that every app accepts before or after its
/// command.
struct GlobalOptions: Sendable {
    var store: StoreKind
    var dataDirectory: String?
    var json: Bool
    var color: ColorMode
    var theme: ThemePreference?
    var noAnalytics: Bool
    /// `--day-start` as typed (habit apps only; `DayStartSetting` checks it).
    var dayStart: String?

    static func specs(_ l: Localizer) -> [OptionSpec] {
        [
            OptionSpec("json", help: l(.appOptionJson), isGlobal: true),
            OptionSpec(
                "store", help: l(.appOptionStore), valueName: "backend", kind: .value,
                choices: StoreKind.allCases.map(\.rawValue), defaultValue: "sqlite", isGlobal: true),
            OptionSpec("data-dir", help: l(.appOptionDataDir), valueName: "path", kind: .value, isGlobal: true),
            OptionSpec(
                "color", help: l(.appOptionColor), valueName: "when", kind: .value,
                choices: ColorMode.allCases.map(\.rawValue), defaultValue: "auto", isGlobal: true),
            OptionSpec(
                "theme", help: l(.appOptionTheme), valueName: "theme", kind: .value,
                choices: ThemePreference.allCases.map(\.rawValue), defaultValue: "auto", isGlobal: true),
            OptionSpec("no-analytics", help: l(.appOptionNoAnalytics), isGlobal: true),
        ]
    }

    /// Reads the options; `POCKET_STORE` stands in for `--store`. Choices are
    /// checked by the parser, so only the environment variable can be wrong here.
    init(_ invocation: Invocation, variables: [String: String]) throws(UsageError) {
        let storeText =
            invocation.global("store") ?? variables["POCKET_STORE"].flatMap { $0.isEmpty ? nil : $0 } ?? "sqlite"
        guard let store = StoreKind(rawValue: storeText.lowercased()) else {
            throw .invalidValue(
                .option("store"), value: storeText, reason: .notOneOf(StoreKind.allCases.map(\.rawValue)))
        }
        self.store = store
        dataDirectory = invocation.global("data-dir")
        json = invocation.globalFlag("json")
        color = invocation.global("color").flatMap(ColorMode.init(rawValue:)) ?? .auto
        theme = invocation.global("theme").flatMap(ThemePreference.init(rawValue:))
        noAnalytics = invocation.globalFlag("no-analytics")
        dayStart = invocation.global(DayStartSetting.optionName)
    }
}

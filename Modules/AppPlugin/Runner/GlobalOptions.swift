import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// The options that every app accepts before or after its
/// command.
struct GlobalOptions: Sendable {
    var store: StoreKind
    var dataDirectory: String?
    var json: Bool
    var color: ColorMode
    var theme: ThemePreference?
    var noAnalytics: Bool
    /// `--day-start` when given (habit apps only; `DayStartSetting` falls back to the variable).
    var dayStart: DayStart?

    static let json = Flag("json", isGlobal: true)
    static let store = Option<StoreKind>("store", valueName: "backend", default: .sqlite, isGlobal: true)
    static let dataDirectory = Option<String?>("data-dir", valueName: "path", isGlobal: true)
    static let color = Option<ColorMode>("color", valueName: "when", default: .auto, isGlobal: true)
    /// Not given is not `auto`: `POCKET_THEME` is read then (`Theme.detect`).
    static let theme = Option<ThemePreference>("theme", valueName: "theme", default: .auto, isGlobal: true)
    static let noAnalytics = Flag("no-analytics", isGlobal: true)

    static func specs(_ l: Localizer) -> [OptionSpec] {
        [
            json.spec(help: l(.appOptionJson)),
            store.spec(help: l(.appOptionStore)),
            dataDirectory.spec(help: l(.appOptionDataDir)),
            color.spec(help: l(.appOptionColor)),
            theme.spec(help: l(.appOptionTheme)),
            noAnalytics.spec(help: l(.appOptionNoAnalytics)),
        ]
    }

    /// Reads the options; `POCKET_STORE` stands in for `--store`, and
    /// `POCKET_THEME` for `--theme`. Choices are checked by the parser, so
    /// only the environment variables can be wrong here (each refused naming itself).
    init(_ invocation: Invocation, variables: [String: String], _ l: Localizer) throws(UsageError) {
        // The variable is read (and checked) only when the option is not given.
        if let given = try invocation.givenValue(of: Self.store) {
            store = given
        } else {
            store = try Self.storeVariable(variables) ?? Self.store.defaultValue
        }
        dataDirectory = try invocation.value(of: Self.dataDirectory)
        json = invocation.isSet(Self.json)
        color = try invocation.value(of: Self.color)
        theme = try invocation.givenValue(of: Self.theme)
        if theme == nil { try Self.checkThemeVariable(variables) }
        noAnalytics = invocation.isSet(Self.noAnalytics)
        dayStart = try DayStartSetting.given(invocation, l)
    }

    /// `POCKET_STORE`, any case; nil when unset or empty.
    private static func storeVariable(_ variables: [String: String]) throws(UsageError) -> StoreKind? {
        try choice(StoreKind.self, of: .store, variables)
    }

    /// `POCKET_THEME` (read by `Theme.detect` when `--theme` is not given),
    /// refused as the option's value would be; unset or empty is `auto`.
    private static func checkThemeVariable(_ variables: [String: String]) throws(UsageError) {
        _ = try choice(ThemePreference.self, of: .theme, variables)
    }

    /// The choice `variable` names, any case; nil when unset or empty; any
    /// other text refused naming the variable, with the choices.
    private static func choice<Value: CaseIterable & RawRepresentable>(
        _: Value.Type, of variable: EnvironmentVariable, _ variables: [String: String]
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let text = variables[variable], !text.isEmpty else { return nil }
        guard let value = Value(rawValue: text.lowercased()) else {
            throw .invalidValue(.environment(variable.name), value: text, reason: .notOneOf(Value.rawValues))
        }
        return value
    }
}

extension Invocation {
    /// `--data-dir` as typed, nil when not given (the data folder then comes
    /// from the environment): for a command that tells the two apart.
    package var givenDataDirectory: String? { text(of: GlobalOptions.dataDirectory) }
}

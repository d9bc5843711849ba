import Localization
import SharedModels

extension DocumentedEnvironment {
    /// What the runner reads for every app (`AppRunner`, `AppPaths`,
    /// `GlobalOptions`, `Terminal`, `AnalyticsLog`, `LocaleResolver`), and,
    /// for an app that keeps days (`AppPlugin.usesDayStart`), the clock's
    /// variables. `app` is the name the paths show (`APP` on the host's page).
    package static func runner(app: String, keepsDays: Bool, _ l: Localizer) -> Self {
        let days: [Entry] = keepsDays ? [Entry([.today], l(.manEnvToday)), Entry([.dayStart], l(.manEnvDayStart))] : []
        return Self(
            [
                Entry([.store], l(.manEnvStore)),
                Entry([.dataDir], l(.manEnvDataDir)),
                Entry([.home, .xdgDataHome, .xdgStateHome, .xdgConfigHome], l(.manEnvXdg)),
            ] + days + [
                Entry([.noColor], l(.manEnvNoColor)),
                Entry([.theme], l(.manEnvTheme)),
                Entry([.term, .colorTerm, .colorFGBG, .columns, .lines], l(.manEnvTerminal)),
                Entry([.doNotTrack], l(.manEnvDoNotTrack)),
                Entry([.analytics], l(.manEnvAnalytics)),
                Entry([.language, .lcAll, .lcMessages, .lang], l(.manEnvLanguage)),
            ],
            files: [
                File("$XDG_DATA_HOME/pocket/\(app)/", l(.manFilesStore("~/.local/share/pocket/\(app)/"))),
                File(
                    "$XDG_STATE_HOME/pocket/analytics.jsonl",
                    l(.manFilesAnalytics("~/.local/state/pocket/analytics.jsonl"))),
            ])
    }

    /// The runner's table and `plugin`'s own: what `plugin`'s page lists.
    package static func of(_ plugin: any AppPlugin, app: String? = nil, _ l: Localizer) -> Self {
        let name = app ?? plugin.name
        return runner(app: name, keepsDays: plugin.usesDayStart, l) + plugin.documentedEnvironment(app: name, l)
    }

    /// What the host's page lists: every plugin's table, each entry once.
    package static func host(_ plugins: [any AppPlugin], _ l: Localizer) -> Self {
        plugins.reduce(runner(app: "APP", keepsDays: plugins.contains { $0.usesDayStart }, l)) {
            $0 + $1.documentedEnvironment(app: "APP", l)
        }
    }
}

import CLIKit
import Localization

/// The sections every Pocket man page shares: what the runner, the store
/// and the analytics log read from the environment and the disk, and the
/// exit codes.
enum ManPageSections {
    /// ENVIRONMENT, FILES and EXIT STATUS for `app` (a name, or `APP` on the host's page).
    static func common(app: String, _ l: Localizer) -> [ManPageSection] {
        [environment(l), files(app: app, l), exitStatus(l)]
    }

    static func environment(_ l: Localizer) -> ManPageSection {
        ManPageSection(
            l(.manHeadingEnvironment),
            [
                .entry(tag: "POCKET_STORE", text: l(.manEnvStore)),
                .entry(tag: "POCKET_DATA_DIR", text: l(.manEnvDataDir)),
                .entry(tag: "XDG_DATA_HOME, XDG_STATE_HOME", text: l(.manEnvXdg)),
                .entry(tag: "POCKET_TODAY", text: l(.manEnvToday)),
                .entry(tag: "POCKET_DAY_START", text: l(.manEnvDayStart)),
                .entry(tag: "POCKET_SYNC_TIMEOUT", text: l(.manEnvSyncTimeout)),
                .entry(tag: "NO_COLOR", text: l(.manEnvNoColor)),
                .entry(tag: "POCKET_THEME", text: l(.manEnvTheme)),
                .entry(tag: "DO_NOT_TRACK", text: l(.manEnvDoNotTrack)),
                .entry(tag: "POCKET_ANALYTICS", text: l(.manEnvAnalytics)),
                .entry(tag: "LANGUAGE, LC_ALL, LC_MESSAGES, LANG", text: l(.manEnvLanguage)),
            ])
    }

    static func files(app: String, _ l: Localizer) -> ManPageSection {
        ManPageSection(
            l(.manHeadingFiles),
            [
                .entry(
                    tag: "$XDG_DATA_HOME/pocket/\(app)/", text: l(.manFilesStore("~/.local/share/pocket/\(app)/"))),
                .entry(
                    tag: "$XDG_STATE_HOME/pocket/analytics.jsonl",
                    text: l(.manFilesAnalytics("~/.local/state/pocket/analytics.jsonl"))),
                .paragraph(l(.manFilesModes)),
            ])
    }

    static func exitStatus(_ l: Localizer) -> ManPageSection {
        let codes = ExitCode.allCases.filter { $0 != .failure } + [.failure]
        return ManPageSection(
            l(.manHeadingExitStatus),
            codes.map { .entry(tag: String($0.rawValue), text: meaning($0, l)) } + [
                .paragraph(l(.manExitErrorLine))
            ])
    }

    static func seeAlso(_ pages: [String], _ l: Localizer) -> ManPageSection {
        ManPageSection(l(.manHeadingSeeAlso), [.references(pages.map { .init($0) })])
    }

    private static func meaning(_ code: ExitCode, _ l: Localizer) -> String {
        switch code {
        case .success: l(.manExitSuccess)
        case .usage: l(.manExitUsage)
        case .dataError: l(.manExitDataError)
        case .unavailable: l(.manExitUnavailable)
        case .cannotCreate: l(.manExitCannotCreate)
        case .ioError: l(.manExitIoError)
        case .noPermission: l(.manExitNoPermission)
        case .configuration: l(.manExitConfiguration)
        case .failure: l(.manExitFailure)
        }
    }
}

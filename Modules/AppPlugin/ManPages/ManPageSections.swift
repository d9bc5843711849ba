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
            l("man.heading.environment"),
            [
                .entry(tag: "POCKET_STORE", text: l("man.env.store")),
                .entry(tag: "POCKET_DATA_DIR", text: l("man.env.dataDir")),
                .entry(tag: "XDG_DATA_HOME, XDG_STATE_HOME", text: l("man.env.xdg")),
                .entry(tag: "POCKET_TODAY", text: l("man.env.today")),
                .entry(tag: "POCKET_DAY_START", text: l("man.env.dayStart")),
                .entry(tag: "POCKET_SYNC_TIMEOUT", text: l("man.env.syncTimeout")),
                .entry(tag: "NO_COLOR", text: l("man.env.noColor")),
                .entry(tag: "POCKET_THEME", text: l("man.env.theme")),
                .entry(tag: "DO_NOT_TRACK", text: l("man.env.doNotTrack")),
                .entry(tag: "POCKET_ANALYTICS", text: l("man.env.analytics")),
                .entry(tag: "LANGUAGE, LC_ALL, LC_MESSAGES, LANG", text: l("man.env.language")),
            ])
    }

    static func files(app: String, _ l: Localizer) -> ManPageSection {
        ManPageSection(
            l("man.heading.files"),
            [
                .entry(
                    tag: "$XDG_DATA_HOME/pocket/\(app)/", text: l("man.files.store", "~/.local/share/pocket/\(app)/")),
                .entry(
                    tag: "$XDG_STATE_HOME/pocket/analytics.jsonl",
                    text: l("man.files.analytics", "~/.local/state/pocket/analytics.jsonl")),
                .paragraph(l("man.files.modes")),
            ])
    }

    static func exitStatus(_ l: Localizer) -> ManPageSection {
        let codes = ExitCode.allCases.filter { $0 != .failure } + [.failure]
        return ManPageSection(
            l("man.heading.exitStatus"),
            codes.map { .entry(tag: String($0.rawValue), text: meaning($0, l)) } + [
                .paragraph(l("man.exit.errorLine"))
            ])
    }

    static func seeAlso(_ pages: [String], _ l: Localizer) -> ManPageSection {
        ManPageSection(l("man.heading.seeAlso"), [.references(pages.map { .init($0) })])
    }

    private static func meaning(_ code: ExitCode, _ l: Localizer) -> String {
        switch code {
        case .success: l("man.exit.success")
        case .usage: l("man.exit.usage")
        case .dataError: l("man.exit.dataError")
        case .unavailable: l("man.exit.unavailable")
        case .noPermission: l("man.exit.noPermission")
        case .configuration: l("man.exit.configuration")
        case .failure: l("man.exit.failure")
        }
    }
}

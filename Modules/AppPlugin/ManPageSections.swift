import CLIKit

/// The sections every Pocket man page shares: what the runner, the store
/// and the analytics log read from the environment and the disk, and the
/// exit codes. English only, like the pages.
enum ManPageSections {
    /// ENVIRONMENT, FILES and EXIT STATUS for `app` (a name, or `APP` on the host's page).
    static func common(app: String) -> [ManPageSection] {
        [environment, files(app: app), exitStatus]
    }

    static let environment = ManPageSection("ENVIRONMENT", [
        .entry(tag: "POCKET_STORE", text: "The storage backend when `--store` is not given: `json` or `sqlite` (the default)."),
        .entry(tag: "POCKET_DATA_DIR", text: "The folder of the store when `--data-dir` is not given."),
        .entry(tag: "XDG_DATA_HOME, XDG_STATE_HOME",
               text: "The bases of the store folder and the analytics log (see FILES); a value that is not an absolute path is ignored."),
        .entry(tag: "POCKET_TODAY", text: "Today's date as YYYY-MM-DD, for scripts and tests; a malformed date is a usage error."),
        .entry(tag: "NO_COLOR", text: "Any non-empty value turns colors off, unless `--color always` is given."),
        .entry(tag: "POCKET_THEME",
               text: "The palette when `--theme` is not given: `light`, `dark` or `auto`, which reads the background from `COLORFGBG` and is dark without it."),
        .entry(tag: "DO_NOT_TRACK", text: "Any value but empty or `0` stops the app logging analytics events, as `--no-analytics` does."),
        .entry(tag: "POCKET_ANALYTICS", text: "`off` (or `0`, `false`, `no`) stops the app logging analytics events."),
        .entry(tag: "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
               text: "The language of messages and help: the first of English, Russian and German (`en`, `ru`, `de`) named by "
                   + "`LANGUAGE` (a colon-separated list, ignored when the locale is C, POSIX or unset), then `LC_ALL`, "
                   + "`LC_MESSAGES`, `LANG`; anything else is English."),
    ])

    static func files(app: String) -> ManPageSection {
        ManPageSection("FILES", [
            .entry(tag: "$XDG_DATA_HOME/pocket/\(app)/",
                   text: "The store (default `~/.local/share/pocket/\(app)/`): `store.sqlite` with its `-wal` and `-shm` files, "
                       + "or `store.json` with `store.lock`."),
            .entry(tag: "$XDG_STATE_HOME/pocket/analytics.jsonl",
                   text: "The analytics log every app appends to, one JSON event a line (default `~/.local/state/pocket/analytics.jsonl`)."),
            .paragraph("Folders are created with mode 0700 and files with mode 0600: the store holds personal data."),
        ])
    }

    static var exitStatus: ManPageSection {
        let codes = ExitCode.allCases.filter { $0 != .failure } + [.failure]
        return ManPageSection("EXIT STATUS", codes.map { .entry(tag: String($0.rawValue), text: meaning($0)) } + [
            .paragraph("An error is one line `error: …` on standard error, followed by a hint line where one helps."),
        ])
    }

    private static func meaning(_ code: ExitCode) -> String {
        switch code {
        case .success: "Success."
        case .usage: "A bad command line, a broken rule, or a confirmation (`--yes`) missing without a terminal."
        case .dataError: "The store is unreadable, corrupt or from a newer version; it is left as it was."
        case .unavailable: "A service is unreachable, failing or rate-limiting."
        case .noPermission: "Not logged in, or the service rejected the token."
        case .configuration: "Configuration is missing."
        case .failure: "Anything else."
        }
    }
}

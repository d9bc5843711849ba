/// An environment variable Pocket reads. Every one is a static member here and
/// code reads them only as `environment[.today]`, never by a name in quotes
/// (EnvironmentVariableSourceTests), so this is the one list of what Pocket
/// reads; each app's man page is rendered from its table of these
/// (`DocumentedEnvironment`) and cannot name a variable the app does not read.
package struct EnvironmentVariable: Hashable, Sendable, CustomStringConvertible {
    package let name: String

    private init(_ name: String) { self.name = name }

    package var description: String { name }

    // The runner: store, paths, day, colors, language.
    package static let store = Self("POCKET_STORE")
    package static let dataDir = Self("POCKET_DATA_DIR")
    package static let today = Self("POCKET_TODAY")
    package static let dayStart = Self("POCKET_DAY_START")
    package static let theme = Self("POCKET_THEME")
    package static let home = Self("HOME")
    package static let xdgDataHome = Self("XDG_DATA_HOME")
    package static let xdgStateHome = Self("XDG_STATE_HOME")
    package static let xdgConfigHome = Self("XDG_CONFIG_HOME")
    package static let xdgCacheHome = Self("XDG_CACHE_HOME")
    package static let doNotTrack = Self("DO_NOT_TRACK")
    package static let analytics = Self("POCKET_ANALYTICS")
    package static let language = Self("LANGUAGE")
    package static let lcAll = Self("LC_ALL")
    package static let lcMessages = Self("LC_MESSAGES")
    package static let lang = Self("LANG")
    package static let timeZone = Self("TZ")
    package static let temporaryFolder = Self("TMPDIR")

    // The terminal: colors, size, image protocols.
    package static let noColor = Self("NO_COLOR")
    package static let term = Self("TERM")
    package static let colorTerm = Self("COLORTERM")
    package static let colorFGBG = Self("COLORFGBG")
    package static let columns = Self("COLUMNS")
    package static let lines = Self("LINES")
    package static let termProgram = Self("TERM_PROGRAM")
    package static let lcTerminal = Self("LC_TERMINAL")
    package static let kittyWindowID = Self("KITTY_WINDOW_ID")
    package static let tmux = Self("TMUX")

    // The desktop: reminders' notifications and timers, image-feed's browser.
    package static let dbusSessionBusAddress = Self("DBUS_SESSION_BUS_ADDRESS")
    package static let xdgRuntimeDir = Self("XDG_RUNTIME_DIR")
    package static let display = Self("DISPLAY")
    package static let waylandDisplay = Self("WAYLAND_DISPLAY")

    // Sync, and the libpq variables it reads to apply its rules before libpq does.
    package static let syncURL = Self("POCKET_SYNC_URL")
    package static let syncTimeout = Self("POCKET_SYNC_TIMEOUT")
    /// The crash tests' switch: not documented, as no user should set it.
    package static let syncKillAt = Self("POCKET_SYNC_KILL_AT")
    package static let pgHost = Self("PGHOST")
    package static let pgHostAddress = Self("PGHOSTADDR")
    package static let pgPort = Self("PGPORT")
    package static let pgUser = Self("PGUSER")
    package static let pgDatabase = Self("PGDATABASE")
    package static let pgPassword = Self("PGPASSWORD")
    package static let pgService = Self("PGSERVICE")
    package static let pgSSLMode = Self("PGSSLMODE")
    package static let pgOptions = Self("PGOPTIONS")
    package static let pgApplicationName = Self("PGAPPNAME")
    package static let pgConnectTimeout = Self("PGCONNECT_TIMEOUT")
    package static let pgTCPUserTimeout = Self("PGTCPUSERTIMEOUT")

    // image-feed.
    package static let unsplashAccessKey = Self("UNSPLASH_ACCESS_KEY")
    package static let unsplashSecretKey = Self("UNSPLASH_SECRET_KEY")
    package static let unsplashRedirectURI = Self("UNSPLASH_REDIRECT_URI")
    package static let unsplashAPIBase = Self("UNSPLASH_API_BASE")
    package static let unsplashAuthBase = Self("UNSPLASH_AUTH_BASE")
    package static let imageFeedTimeout = Self("IMAGE_FEED_TIMEOUT")
    package static let imageFeedLoginTimeout = Self("IMAGE_FEED_LOGIN_TIMEOUT")
    package static let imageFeedCacheMaxMB = Self("IMAGE_FEED_CACHE_MAX_MB")
    package static let imageFeedEdition = Self("IMAGE_FEED_EDITION")

    /// Every variable above, for tests that check a text names only these.
    package static let all: [Self] = [
        store, dataDir, today, dayStart, theme, home, xdgDataHome, xdgStateHome, xdgConfigHome, xdgCacheHome,
        doNotTrack, analytics, language, lcAll, lcMessages, lang, timeZone, temporaryFolder,
        noColor, term, colorTerm, colorFGBG, columns, lines, termProgram, lcTerminal, kittyWindowID, tmux,
        dbusSessionBusAddress, xdgRuntimeDir, display, waylandDisplay,
        syncURL, syncTimeout, syncKillAt, pgHost, pgHostAddress, pgPort, pgUser, pgDatabase, pgPassword, pgService,
        pgSSLMode,
        pgOptions, pgApplicationName, pgConnectTimeout, pgTCPUserTimeout,
        unsplashAccessKey, unsplashSecretKey, unsplashRedirectURI, unsplashAPIBase, unsplashAuthBase,
        imageFeedTimeout, imageFeedLoginTimeout, imageFeedCacheMaxMB, imageFeedEdition,
    ]
}

extension Dictionary where Key == String, Value == String {
    /// The value of `variable` in an environment: `environment[.today]`.
    package subscript(variable: EnvironmentVariable) -> String? { self[variable.name] }
}

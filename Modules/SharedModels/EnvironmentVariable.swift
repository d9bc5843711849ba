/// An environment variable Pocket reads. Every one is a static member here and
/// code reads them only as `environment[.today]`, never by a name in quotes
/// (EnvironmentVariableSourceTests), so this is the one list of what Pocket
/// reads; each app's man page is rendered from its table of these
/// (`DocumentedEnvironment`) and cannot name a variable the app does not read.
public struct EnvironmentVariable: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    private init(_ name: String) { self.name = name }

    public var description: String { name }

    // The runner: store, paths, day, colors, language.
    public static let store = Self("POCKET_STORE")
    public static let dataDir = Self("POCKET_DATA_DIR")
    public static let today = Self("POCKET_TODAY")
    public static let dayStart = Self("POCKET_DAY_START")
    public static let theme = Self("POCKET_THEME")
    public static let home = Self("HOME")
    public static let xdgDataHome = Self("XDG_DATA_HOME")
    public static let xdgStateHome = Self("XDG_STATE_HOME")
    public static let xdgConfigHome = Self("XDG_CONFIG_HOME")
    public static let xdgCacheHome = Self("XDG_CACHE_HOME")
    public static let doNotTrack = Self("DO_NOT_TRACK")
    public static let analytics = Self("POCKET_ANALYTICS")
    public static let language = Self("LANGUAGE")
    public static let lcAll = Self("LC_ALL")
    public static let lcMessages = Self("LC_MESSAGES")
    public static let lang = Self("LANG")
    public static let timeZone = Self("TZ")
    public static let temporaryFolder = Self("TMPDIR")

    // The terminal: colors, size, image protocols.
    public static let noColor = Self("NO_COLOR")
    public static let term = Self("TERM")
    public static let colorTerm = Self("COLORTERM")
    public static let colorFGBG = Self("COLORFGBG")
    public static let columns = Self("COLUMNS")
    public static let lines = Self("LINES")
    public static let termProgram = Self("TERM_PROGRAM")
    public static let lcTerminal = Self("LC_TERMINAL")
    public static let kittyWindowID = Self("KITTY_WINDOW_ID")
    public static let tmux = Self("TMUX")

    // The desktop: reminders' notifications and timers, image-feed's browser.
    public static let dbusSessionBusAddress = Self("DBUS_SESSION_BUS_ADDRESS")
    public static let xdgRuntimeDir = Self("XDG_RUNTIME_DIR")
    public static let display = Self("DISPLAY")
    public static let waylandDisplay = Self("WAYLAND_DISPLAY")

    // Sync, and the libpq variables it reads to apply its rules before libpq does.
    public static let syncURL = Self("POCKET_SYNC_URL")
    public static let syncTimeout = Self("POCKET_SYNC_TIMEOUT")
    /// The crash tests' switch: not documented, as no user should set it.
    public static let syncKillAt = Self("POCKET_SYNC_KILL_AT")
    public static let pgHost = Self("PGHOST")
    public static let pgHostAddress = Self("PGHOSTADDR")
    public static let pgPort = Self("PGPORT")
    public static let pgUser = Self("PGUSER")
    public static let pgDatabase = Self("PGDATABASE")
    public static let pgPassword = Self("PGPASSWORD")
    public static let pgService = Self("PGSERVICE")
    public static let pgSSLMode = Self("PGSSLMODE")
    public static let pgOptions = Self("PGOPTIONS")
    public static let pgApplicationName = Self("PGAPPNAME")
    public static let pgConnectTimeout = Self("PGCONNECT_TIMEOUT")
    public static let pgTCPUserTimeout = Self("PGTCPUSERTIMEOUT")

    // image-feed.
    public static let unsplashAccessKey = Self("UNSPLASH_ACCESS_KEY")
    public static let unsplashSecretKey = Self("UNSPLASH_SECRET_KEY")
    public static let unsplashRedirectURI = Self("UNSPLASH_REDIRECT_URI")
    public static let unsplashAPIBase = Self("UNSPLASH_API_BASE")
    public static let unsplashAuthBase = Self("UNSPLASH_AUTH_BASE")
    public static let imageFeedTimeout = Self("IMAGE_FEED_TIMEOUT")
    public static let imageFeedLoginTimeout = Self("IMAGE_FEED_LOGIN_TIMEOUT")
    public static let imageFeedCacheMaxMB = Self("IMAGE_FEED_CACHE_MAX_MB")
    public static let imageFeedEdition = Self("IMAGE_FEED_EDITION")

    /// Every variable above, for tests that check a text names only these.
    public static let all: [Self] = [
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
    public subscript(variable: EnvironmentVariable) -> String? { self[variable.name] }
}

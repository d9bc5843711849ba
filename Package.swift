// swift-tools-version: 6.1
// One package, many small modules; each target declares exactly what its
// sources import. The graph is listed in docs/architecture.md ("Module graph") and
// both are checked against the sources by Tests/EndToEndTests/ModuleGraphTests.swift:
// a dependency added here without an import, or an import without one here,
// fails the tests. Low to high: the leaves SharedModels, FileIO and JSONText; TerminalUI, CLIKit,
// Localization, TrackerKit and Storage (its SQLite and JSON backends below it);
// AppPlugin, the runner; TrackerScreens and TrackerCommands, shared by the habit
// apps; sync; the app plugins; PocketApps; the programs, a few lines each.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

func module(
    _ name: String, _ deps: [Target.Dependency] = [], exclude: [String] = [],
    plugins: [Target.PluginUsage]? = nil
) -> Target {
    .target(
        name: name, dependencies: deps, path: "Modules/\(name)", exclude: exclude, swiftSettings: strict,
        plugins: plugins)
}

func app(
    _ folder: String, _ plugin: String, _ exe: String, _ deps: [Target.Dependency],
    executableDeps: [Target.Dependency] = [], linkerSettings: [LinkerSetting]? = nil
) -> [Target] {
    [
        .target(name: plugin, dependencies: deps, path: "Apps/\(folder)/\(plugin)", swiftSettings: strict),
        .executableTarget(
            name: exe, dependencies: [.target(name: plugin), "AppPlugin", "StorageLive"] + executableDeps,
            path: "Apps/\(folder)/\(exe)", swiftSettings: strict, linkerSettings: linkerSettings),
    ]
}

// Every C library is linked shared, as Debian ships it, and found by the system
// loader: no linker flags of our own, so a Debian security update reaches every
// executable without a rebuild.

// A test target declares what it imports, the shared test support
// (Tests/PocketTestSupport) and SeededRandom included (ModuleGraphTests).
func tests(_ name: String, _ deps: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: deps, path: "Tests/\(name)", swiftSettings: strict)
}

let package = Package(
    name: "Pocket",
    products: [
        .executable(name: "tracker", targets: ["tracker"]),
        .executable(name: "goals", targets: ["goals"]),
        .executable(name: "image-feed", targets: ["image-feed"]),
        .executable(name: "my-habits", targets: ["my-habits"]),
        .executable(name: "pocket", targets: ["pocket"]),
    ],
    targets: [
        module("SharedModels"),
        // Files written and read the one way: `AtomicFile` (write, then rename, as durable as the file
        // needs), `syscall` (EINTR retried, -1 a typed error), temporaries removed on signals, output files.
        module("FileIO"),
        // utf8proc's header; links libutf8proc shared. TerminalUI measures character widths with it.
        .systemLibrary(name: "CUTF8Proc", path: "Modules/CUTF8Proc", providers: [.apt(["libutf8proc-dev"])]),
        // The terminal: raw mode, keys, screens, the pager, styles and display widths. Knows no command.
        module("TerminalUI", ["CUTF8Proc", "FileIO", "SharedModels"]),
        // The command line: parser, help, man pages and completions. Help is laid out in the
        // terminal's display widths, so it sits above TerminalUI.
        module("CLIKit", ["FileIO", "SharedModels", "TerminalUI"]),
        // The one JSON writer (strings, numbers, Encodable output) and the strict pull scanner
        // (JSONScanner: the JSON store, tracker import, the Unsplash answers): a leaf every module may use.
        module("JSONText"),
        .executableTarget(name: "LocalizationCompiler", path: "Modules/LocalizationCompiler", swiftSettings: strict),
        .plugin(
            name: "LocalizationPlugin", capability: .buildTool(),
            dependencies: ["LocalizationCompiler"], path: "Modules/LocalizationPlugin"),
        module("Localization", ["FileIO", "JSONText", "SharedModels"], plugins: ["LocalizationPlugin"]),
        module("Analytics", ["JSONText", "SharedModels"]),
        // No pkg-config: Debian's SQLite needs no flags.
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // SQLite for any app, GRDB's split: `Database`, `Statement`, `Row`, `Migrator`, named
        // `ResultCode`s and `DatabaseError`; the only module that calls sqlite3_* (docs/architecture.md).
        module("SQLite", ["CSQLite"]),
        module("Storage", ["FileIO", "SharedModels"], exclude: ["README.md"]),
        // The tracker's store over SQLite: schema, queries, `SQLiteStore`, file checks.
        module("StorageSQLite", ["FileIO", "SQLite", "SharedModels", "Storage", "SyncKit"]),
        module("StorageJSON", ["FileIO", "JSONText", "SharedModels", "Storage"]),
        .systemLibrary(name: "CJPEG", path: "Modules/CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libjpeg leaves its errors by longjmp, which Swift cannot do: the calls live in C.
        .target(
            name: "CJPEGShim", dependencies: ["CJPEG"], path: "Modules/CJPEGShim",
            linkerSettings: [.linkedLibrary("jpeg")]),
        // BlurHash and JPEG decoding, the terminal image protocols (kitty, iTerm2, sixel, half blocks).
        module("TerminalGraphics", ["CJPEGShim", "FileIO", "SharedModels", "TerminalUI"], exclude: ["README.md"]),
        // Both backends behind `StoreOpener.live`, which only the programs (and tests) link.
        module("StorageLive", ["Storage", "StorageSQLite", "StorageJSON"]),
        module(
            "AppPlugin",
            ["Analytics", "CLIKit", "FileIO", "JSONText", "Localization", "SharedModels", "Storage", "TerminalUI"]),
        module("TrackerKit", ["SharedModels"]),
        // libzip's header only: ZipArchive opens libzip.so.4 on the first ZIP (as Postgres does libpq)
        // and puts our name rules and size limits on top.
        .systemLibrary(name: "CZip", path: "Modules/CZip", providers: [.apt(["libzip-dev"])]),
        module("ZipArchive", ["CZip", "FileIO"], exclude: ["README.md"]),
        // Other trackers' files (Loop Habit Tracker's backup and CSV export, harsh's folder) read as values.
        module("ForeignHabits", ["FileIO", "SQLite", "SharedModels", "ZipArchive"], exclude: ["README.md"]),
        // Sync's pure core: cells, the hybrid logical clock, the merge rule, the server as closures.
        module("SyncKit"),
        // The device's side of sync on the SQLite store: outbox triggers, cells, merged rows, the sync loop.
        module("SyncStore", ["SQLite", "SharedModels", "Storage", "StorageSQLite", "SyncKit"]),
        // libpq's header only: no `link`, so nothing that imports it links libpq (Postgres loads it at run time).
        .systemLibrary(name: "CPostgres", path: "Modules/CPostgres", providers: [.apt(["libpq-dev"])]),
        // A small libpq client (dlopen on first use), connection settings and the TLS rule.
        module("Postgres", ["CPostgres", "FileIO", "SharedModels"]),
        // The sync server's schema, its installer and the live `SyncServer` over PostgreSQL.
        module("SyncPostgres", ["Postgres", "SyncKit"]),
        // `APP sync`, `sync status`, `pocket sync` and the server commands (init, add-user).
        // The live sync behind `SyncServerOpener.live`: PostgreSQL's server and the SQLite store's
        // engine. Only the programs (and tests) link it, as they link StorageLive.
        module("SyncLive", ["Postgres", "StorageSQLite", "SyncKit", "SyncPostgres", "SyncStore"]),
        // `APP sync`, `sync status`, `pocket sync` and the server commands (init, add-user), over
        // SyncKit's interfaces (`SyncServerOpener`, `SyncableStore`): no server or store backend.
        module(
            "SyncCommands",
            ["AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage", "SyncKit", "TerminalUI"]),
        // HTTP as values and a protocol; the live client over libcurl is NetworkingLive.
        module("Networking", ["FileIO", "Localization"]),
        // libcurl's header and typed wrappers of its variadic calls; links libcurl shared.
        .systemLibrary(name: "CCurl", path: "Modules/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        module("NetworkingLive", ["CCurl", "FileIO", "Networking"]),
        // The typed Unsplash API and OAuth over any HTTPClient.
        module("UnsplashClient", ["JSONText", "Networking", "SharedModels"]),
        // What the apps on the habit engine draw alike (cards, main screen, statistics, calendar, JSON, grids).
        module(
            "TrackerScreens",
            ["AppPlugin", "TrackerKit", "JSONText", "Localization", "SharedModels", "Storage", "TerminalUI"]),
        // The commands both apps on the habit engine run, with the app's texts (list, done, pin, delete,
        // stats, calendar, export/import, the creation wizard).
        // Desktop reminders of habits due today (`APP remind`), once a day each, and their systemd timer.
        module("Reminders", ["AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage", "TerminalUI"]),
        module(
            "TrackerCommands",
            [
                "AppPlugin", "CLIKit", "FileIO", "ForeignHabits", "TrackerKit", "TrackerScreens", "JSONText",
                "Localization", "Reminders", "SharedModels", "Storage", "TerminalUI",
            ]),
    ]
        + app(
            "Tracker", "TrackerApp", "tracker",
            [
                "AppPlugin", "CLIKit", "TrackerCommands", "TrackerKit", "TrackerScreens", "Localization",
                "SharedModels",
                "Storage", "SyncCommands", "SyncKit", "TerminalUI",
            ], executableDeps: ["SyncLive"])
        + app(
            "Goals", "GoalsApp", "goals",
            ["AppPlugin", "CLIKit", "TrackerCommands", "TrackerScreens", "Localization", "SyncCommands", "SyncKit"],
            executableDeps: ["SyncLive"])
        + app(
            "ImageFeed", "ImageFeedApp", "image-feed",
            [
                "AppPlugin", "CLIKit", "FileIO", "JSONText", "Localization", "Networking",
                "TerminalGraphics", "SharedModels", "Storage", "TerminalUI", "UnsplashClient",
            ],
            executableDeps: ["NetworkingLive"])
        + app(
            "MyHabits", "MyHabitsApp", "my-habits",
            [
                "AppPlugin", "CLIKit", "Localization", "Reminders", "SharedModels", "Storage",
                "SyncCommands", "SyncKit", "TerminalUI",
            ], executableDeps: ["SyncLive"])
        + [
            .target(
                name: "PocketApps",
                dependencies: [
                    "AppPlugin", "TrackerApp", "GoalsApp", "ImageFeedApp", "MyHabitsApp",
                    "NetworkingLive", "SyncCommands", "SyncKit", "SyncLive",
                ],
                path: "Apps/Pocket/PocketApps", swiftSettings: strict),
            .executableTarget(
                name: "pocket", dependencies: ["AppPlugin", "PocketApps", "StorageLive"],
                path: "Apps/Pocket/pocket", swiftSettings: strict),
            // Writes the man pages in share/man from the command specs (Scripts/man-pages); not installed.
            .executableTarget(
                name: "man-pages", dependencies: ["AppPlugin", "Localization", "PocketApps"],
                path: "Apps/Pocket/man-pages", swiftSettings: strict),
            // Writes the tracker benchmark's export (Scripts/bench-tracker).
            .executableTarget(
                name: "tracker-fixture",
                dependencies: ["SeededRandom", "SharedModels", "TrackerApp", "TrackerCommands", "TrackerScreens"],
                path: "Tests/TrackerFixture", swiftSettings: strict),
            // Writes and resets the my-habits benchmark's stores (Scripts/bench-my-habits).
            .executableTarget(
                name: "my-habits-fixture",
                dependencies: ["SharedModels", "Storage", "StorageLive", "SeededRandom"],
                path: "Tests/MyHabitsFixture", swiftSettings: strict),
            // The workloads of the graphics benchmark (Scripts/bench-graphics).
            .executableTarget(
                name: "graphics-bench", dependencies: ["SeededRandom", "TerminalGraphics", "TerminalUI"],
                path: "Tests/GraphicsBench", swiftSettings: strict),
            // Times sync's push at several batch sizes against psql \copy (Scripts/bench-sync-push).
            .executableTarget(
                name: "sync-push-bench", dependencies: ["PocketTestSupport", "Postgres", "SyncKit", "SyncPostgres"],
                path: "Tests/SyncPushBench", swiftSettings: strict),
            // A small writer the crash and concurrency tests start, kill and count.
            .executableTarget(
                name: "storage-probe", dependencies: ["SharedModels", "Storage", "StorageSQLite", "StorageJSON"],
                path: "Tests/StorageProbe", swiftSettings: strict),
            // Times both storage backends (Scripts/bench-storage; not a test).
            .executableTarget(
                name: "bench-storage", dependencies: ["SharedModels", "Storage", "StorageSQLite", "StorageJSON"],
                path: "Tests/StorageBench", swiftSettings: strict),
            // SplitMix64 for randomised tests and the benchmark fixtures.
            .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: strict),
            // Temporary folders, output capture, in-process runs through AppRunner.
            .target(
                name: "PocketTestSupport",
                dependencies: ["AppPlugin", "Localization", "Storage", "StorageLive", "TerminalUI"],
                path: "Tests/PocketTestSupport", swiftSettings: strict),
            tests("SharedModelsTests", ["SharedModels", "SeededRandom"]),
            tests("FileIOTests", ["FileIO"]),
            tests("CLIKitTests", ["CLIKit", "PocketTestSupport", "TerminalUI"]),
            tests("TerminalUITests", ["PocketTestSupport", "SeededRandom", "TerminalUI"]),
            tests("JSONTextTests", ["JSONText", "StorageJSON", "PocketTestSupport", "SeededRandom"]),
            tests("LocalizationTests", ["Localization", "SharedModels", "PocketTestSupport"]),
            tests("AnalyticsTests", ["Analytics", "PocketTestSupport"]),
            tests(
                "StorageTests",
                [
                    "TrackerKit", "SQLite", "SharedModels", "Storage", "StorageSQLite", "StorageJSON",
                    "PocketTestSupport", "SeededRandom",
                ]),
            tests(
                "AppPluginTests",
                [
                    "Analytics", "AppPlugin", "CLIKit", "FileIO", "Localization", "SharedModels", "Storage",
                    "StorageLive", "GoalsApp", "ImageFeedApp", "MyHabitsApp", "NetworkingLive", "TrackerApp",
                    "PocketApps", "PocketTestSupport", "TerminalUI",
                ]),
            tests("TrackerKitTests", ["TrackerKit", "SharedModels", "SeededRandom"]),
            tests("SQLiteTests", ["SQLite", "PocketTestSupport"]),
            tests("ForeignHabitsTests", ["ForeignHabits", "SharedModels", "ZipArchive", "PocketTestSupport"]),
            tests("RemindersTests", ["Reminders", "SharedModels"]),
            tests(
                "SyncTests",
                [
                    "Postgres", "SyncKit", "SyncPostgres", "SyncStore", "SharedModels", "Storage", "StorageSQLite",
                    "PocketTestSupport", "SeededRandom",
                ]),
            tests(
                "TrackerScreensTests",
                [
                    "TrackerScreens", "AppPlugin", "TrackerKit", "JSONText", "Localization", "SharedModels",
                    "TerminalUI",
                    "SeededRandom",
                ]),
            tests(
                "TrackerAppTests",
                [
                    "Analytics", "AppPlugin", "CLIKit", "ForeignHabits", "JSONText", "Localization", "SQLite",
                    "SharedModels", "Storage", "StorageLive", "TerminalUI", "TrackerApp", "TrackerCommands",
                    "TrackerKit", "TrackerScreens", "ZipArchive", "PocketTestSupport", "SeededRandom",
                ]),
            tests("TerminalGraphicsTests", ["TerminalGraphics", "PocketTestSupport", "TerminalUI"]),
            tests("MyHabitsAppTests", ["MyHabitsApp", "Localization", "SharedModels", "Storage", "TerminalUI"]),
            tests(
                "NetworkingTests",
                ["AppPlugin", "Networking", "NetworkingLive", "Localization", "PocketTestSupport", "SeededRandom"]),
            tests("UnsplashClientTests", ["UnsplashClient", "Networking", "SharedModels", "PocketTestSupport"]),
            tests(
                "ImageFeedAppTests",
                [
                    "ImageFeedApp", "AppPlugin", "JSONText", "Localization", "Networking", "TerminalUI",
                    "TerminalGraphics", "UnsplashClient", "PocketTestSupport", "Storage",
                ]),
            tests("SyncPostgresTests", ["Postgres", "SyncKit", "SyncPostgres", "PocketTestSupport"]),
            tests(
                "EndToEndTests",
                [
                    "tracker", "goals", "image-feed", "my-habits", "pocket", "storage-probe", "man-pages", "Postgres",
                    "ZipArchive", "PocketTestSupport",
                ]),
        ]
)

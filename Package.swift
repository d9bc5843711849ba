// swift-tools-version: 6.1
// One package, many small modules; each target declares exactly what its
// sources import. Low to high (README, "Module graph"):
//   leaves:   SharedModels, JSONText (the one JSON writer and the one strict scanner)
//   text:     CLIKit → SharedModels (`TerminalControls`);  Analytics → JSONText
//   domain:   Localization → SharedModels, JSONText (its syntax errors' texts);  HabitKit → SharedModels (pure)
//   storage:  Storage → SharedModels;  StorageSQLite (+ CSQLite), StorageJSON → Storage
//   archives: ZipArchive → CZlib (zlib: raw deflate, CRC-32);
//             ForeignHabits → ZipArchive, StorageSQLite (other trackers' files read as values)
//   graphics: TerminalGraphics → CLIKit, CJPEGShim (+ CJPEG, libjpeg-turbo): BlurHash, JPEG, terminal image protocols
//   runner:   AppPlugin → CLIKit, Localization, Analytics, Storage*, SharedModels
//   screens:  HabitScreens → AppPlugin, HabitKit (what the apps on the habit engine draw alike)
//   network:  Networking → Localization (HTTP client protocol, values, errors, retries; no FoundationNetworking);
//             NetworkingLive → Networking, CCurl (libcurl's multi interface on one thread); UnsplashClient → Networking, SharedModels, JSONText (its scanner)
//   commands: HabitCommands → HabitScreens, Reminders, ForeignHabits (what they run alike, with the app's texts:
//             `HabitApp`; `tracker import` of Loop Habit Tracker's files);
//             Reminders → AppPlugin (`APP remind`: the once-a-day log, the notifier, the systemd timer)
//   apps:     TrackerApp, GoalsApp, ImageFeedApp, MyHabitsApp → AppPlugin (+ HabitCommands: TrackerApp, GoalsApp; + Reminders: MyHabitsApp;
//             ImageFeedApp + UnsplashClient, NetworkingLive (the one app, so `image-feed` and `pocket`, that links
//             libcurl), TerminalGraphics)
//   sync:     SyncKit (pure);  SyncStore → StorageSQLite, SyncKit (the device's side);
//             Postgres → CPostgres (libpq's header only: libpq is dlopen'ed, never linked);
//             SyncPostgres → Postgres, SyncKit;  SyncCommands → AppPlugin, SyncStore, SyncPostgres
//             (`APP sync` in TrackerApp, GoalsApp, MyHabitsApp; `pocket sync …`)
//   host:     PocketApps → the four app plugins, SyncCommands (the one list `pocket` and `man-pages` share)
//   programs: tracker, goals, image-feed, my-habits, pocket: a few lines that compose;
//             man-pages writes share/man from the same command specs (not installed)
//   tests:    PocketTestSupport → AppPlugin, and SeededRandom (also in the fixtures); every test target links both
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

func module(_ name: String, _ deps: [Target.Dependency] = [], exclude: [String] = [],
            plugins: [Target.PluginUsage]? = nil) -> Target {
    .target(name: name, dependencies: deps, path: "Modules/\(name)", exclude: exclude, swiftSettings: strict, plugins: plugins)
}

func app(_ folder: String, _ plugin: String, _ exe: String, _ deps: [Target.Dependency],
         executableDeps: [Target.Dependency] = [], linkerSettings: [LinkerSetting]? = nil) -> [Target] {
    [
        .target(name: plugin, dependencies: deps, path: "Apps/\(folder)/\(plugin)", swiftSettings: strict),
        .executableTarget(name: exe, dependencies: [.target(name: plugin), "AppPlugin"] + executableDeps,
                          path: "Apps/\(folder)/\(exe)", swiftSettings: strict, linkerSettings: linkerSettings),
    ]
}

// Every C library is linked shared, as Debian ships it, and found by the system
// loader: no linker flags of our own, so a Debian security update reaches every
// executable without a rebuild.

// Every test target gets the shared test support (Tests/PocketTestSupport).
func tests(_ name: String, _ deps: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: deps + ["PocketTestSupport", "SeededRandom"], path: "Tests/\(name)", swiftSettings: strict)
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
        module("CLIKit", ["SharedModels"]),
        // The one JSON writer (strings, numbers, Encodable output) and the strict pull scanner
        // (JSONScanner: the JSON store, tracker import, the Unsplash answers): a leaf every module may use.
        module("JSONText"),
        .executableTarget(name: "LocalizationCompiler", path: "Modules/LocalizationCompiler", swiftSettings: strict),
        .plugin(name: "LocalizationPlugin", capability: .buildTool(),
                dependencies: ["LocalizationCompiler"], path: "Modules/LocalizationPlugin"),
        module("Localization", ["JSONText", "SharedModels"], plugins: ["LocalizationPlugin"]),
        module("Analytics", ["JSONText", "SharedModels"]),
        // No pkg-config: Debian's SQLite needs no flags.
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        module("Storage", ["SharedModels"], exclude: ["README.md"]),
        module("StorageSQLite", ["SharedModels", "Storage", "CSQLite"]),
        module("StorageJSON", ["SharedModels", "Storage", "JSONText"]),
        .systemLibrary(name: "CJPEG", path: "Modules/CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libjpeg leaves its errors by longjmp, which Swift cannot do: the calls live in C.
        .target(name: "CJPEGShim", dependencies: ["CJPEG"], path: "Modules/CJPEGShim",
                linkerSettings: [.linkedLibrary("jpeg")]),
        // BlurHash and JPEG decoding, the terminal image protocols (kitty, iTerm2, sixel, half blocks).
        module("TerminalGraphics", ["CLIKit", "CJPEGShim"], exclude: ["README.md"]),
        module("AppPlugin", ["SharedModels", "CLIKit", "Localization", "Analytics", "Storage", "StorageSQLite", "StorageJSON", "JSONText",
                             "SyncKit"]),
        module("HabitKit", ["SharedModels"]),
        // zlib's header; links libz shared. ZipArchive reads and writes ZIPs with its raw deflate and CRC-32.
        .systemLibrary(name: "CZlib", path: "Modules/CZlib", providers: [.apt(["zlib1g-dev"])]),
        module("ZipArchive", ["CZlib", "SharedModels"], exclude: ["README.md"]),
        // Other trackers' files (Loop Habit Tracker's backup and CSV export, harsh's folder) read as values.
        module("ForeignHabits", ["SharedModels", "Storage", "StorageSQLite", "ZipArchive"], exclude: ["README.md"]),
        // Sync's pure core: cells, the hybrid logical clock, the merge rule, the server as closures.
        module("SyncKit"),
        // The device's side of sync on the SQLite store: outbox triggers, cells, merged rows, the sync loop.
        module("SyncStore", ["SharedModels", "Storage", "StorageSQLite", "SyncKit"]),
        // libpq's header only: no `link`, so nothing that imports it links libpq (Postgres loads it at run time).
        .systemLibrary(name: "CPostgres", path: "Modules/CPostgres", providers: [.apt(["libpq-dev"])]),
        // A small libpq client (dlopen on first use), connection settings and the TLS rule.
        module("Postgres", ["CPostgres", "SharedModels"]),
        // The sync server's schema, its installer and the live `SyncServer` over PostgreSQL.
        module("SyncPostgres", ["Postgres", "SharedModels", "SyncKit"]),
        // `APP sync`, `sync status`, `pocket sync` and the server commands (init, add-user).
        module("SyncCommands", ["AppPlugin", "CLIKit", "Localization", "Postgres", "SharedModels", "Storage", "StorageSQLite",
                                "SyncKit", "SyncPostgres", "SyncStore"]),
        // HTTP as values and a protocol; the live client over libcurl is NetworkingLive.
        module("Networking", ["Localization"]),
        // libcurl's header and typed wrappers of its variadic calls; links libcurl shared.
        .systemLibrary(name: "CCurl", path: "Modules/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        module("NetworkingLive", ["CCurl", "Networking"]),
        // The typed Unsplash API and OAuth over any HTTPClient.
        module("UnsplashClient", ["JSONText", "Networking", "SharedModels"]),
        // What the apps on the habit engine draw alike (cards, main screen, statistics, calendar, JSON, grids).
        module("HabitScreens", ["AppPlugin", "CLIKit", "HabitKit", "JSONText", "Localization", "SharedModels", "Storage"]),
        // The commands both apps on the habit engine run, with the app's texts (list, done, pin, delete,
        // stats, calendar, export/import, the creation wizard).
        // Desktop reminders of habits due today (`APP remind`), once a day each, and their systemd timer.
        module("Reminders", ["AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage"]),
        module("HabitCommands", ["AppPlugin", "CLIKit", "ForeignHabits", "HabitKit", "HabitScreens", "JSONText", "Localization",
                                 "Reminders", "SharedModels", "Storage", "StorageJSON"]),
    ]
    + app("Tracker", "TrackerApp", "tracker", ["AppPlugin", "CLIKit", "HabitCommands", "HabitKit", "HabitScreens", "Localization", "SharedModels", "Storage",
                                              "SyncCommands"])
    + app("Goals", "GoalsApp", "goals", ["AppPlugin", "CLIKit", "HabitCommands", "HabitScreens", "Localization", "SyncCommands"])
    + app("ImageFeed", "ImageFeedApp", "image-feed", ["AppPlugin", "CLIKit", "JSONText", "Localization", "Networking", "NetworkingLive", "TerminalGraphics",
                                                      "SharedModels", "Storage", "UnsplashClient"])
    + app("MyHabits", "MyHabitsApp", "my-habits", ["AppPlugin", "CLIKit", "Localization", "Reminders", "SharedModels", "Storage",
                                                    "SyncCommands"])
    + [
        .target(name: "PocketApps", dependencies: ["AppPlugin", "TrackerApp", "GoalsApp", "ImageFeedApp", "MyHabitsApp", "SyncCommands"],
                path: "Apps/Pocket/PocketApps", swiftSettings: strict),
        .executableTarget(name: "pocket", dependencies: ["AppPlugin", "PocketApps"],
                          path: "Apps/Pocket/pocket", swiftSettings: strict),
        // Writes the man pages in share/man from the command specs (Scripts/man-pages); not installed.
        .executableTarget(name: "man-pages", dependencies: ["AppPlugin", "Localization", "PocketApps"],
                          path: "Apps/Pocket/man-pages", swiftSettings: strict),
        // Writes the tracker benchmark's export (Scripts/bench-tracker).
        .executableTarget(name: "tracker-fixture", dependencies: ["TrackerApp", "SharedModels", "SeededRandom"],
                          path: "Tests/TrackerFixture", swiftSettings: strict),
        // Writes and resets the my-habits benchmark's stores (Scripts/bench-my-habits).
        .executableTarget(name: "my-habits-fixture", dependencies: ["AppPlugin", "SharedModels", "Storage", "SeededRandom"],
                          path: "Tests/MyHabitsFixture", swiftSettings: strict),
        // The workloads of the graphics benchmark (Scripts/bench-graphics).
        .executableTarget(name: "graphics-bench", dependencies: ["CLIKit", "SeededRandom", "TerminalGraphics"],
                          path: "Tests/GraphicsBench", swiftSettings: strict),
        // Times sync's push at several batch sizes against psql \copy (Scripts/bench-sync-push).
        .executableTarget(name: "sync-push-bench", dependencies: ["PocketTestSupport", "Postgres", "SyncKit", "SyncPostgres"],
                          path: "Tests/SyncPushBench", swiftSettings: strict),
        // A small writer the crash and concurrency tests start, kill and count.
        .executableTarget(name: "storage-probe", dependencies: ["SharedModels", "Storage", "StorageSQLite", "StorageJSON"],
                          path: "Tests/StorageProbe", swiftSettings: strict),
        // Times both storage backends (Scripts/bench-storage; not a test).
        .executableTarget(name: "bench-storage", dependencies: ["SharedModels", "Storage", "StorageSQLite", "StorageJSON"],
                          path: "Tests/StorageBench", swiftSettings: strict),
        // SplitMix64 for randomised tests and the benchmark fixtures.
        .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: strict),
        // Temporary folders, output capture, in-process runs through AppRunner.
        .target(name: "PocketTestSupport", dependencies: ["AppPlugin", "CLIKit", "Localization"], path: "Tests/PocketTestSupport", swiftSettings: strict),
        tests("SharedModelsTests", ["SharedModels"]),
        tests("CLIKitTests", ["CLIKit"]),
        tests("JSONTextTests", ["JSONText", "StorageJSON"]),
        tests("LocalizationTests", ["Localization", "SharedModels"]),
        tests("AnalyticsTests", ["Analytics"]),
        tests("StorageTests", ["HabitKit", "SharedModels", "Storage", "StorageSQLite", "StorageJSON"]),
        tests("AppPluginTests", ["Analytics", "AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage", "GoalsApp", "ImageFeedApp", "MyHabitsApp"]),
        tests("HabitKitTests", ["HabitKit", "SharedModels"]),
        tests("ForeignHabitsTests", ["ForeignHabits", "SharedModels", "ZipArchive"]),
        tests("RemindersTests", ["Reminders", "SharedModels"]),
        tests("SyncTests", ["Postgres", "SyncKit", "SyncPostgres", "SyncStore", "SharedModels", "Storage", "StorageSQLite"]),
        tests("HabitScreensTests", ["HabitScreens", "AppPlugin", "HabitKit", "CLIKit", "JSONText", "Localization", "SharedModels"]),
        tests("TrackerAppTests", ["Analytics", "AppPlugin", "CLIKit", "ForeignHabits", "HabitCommands", "HabitKit", "JSONText", "Localization", "SharedModels", "Storage", "StorageSQLite",
                                   "TrackerApp", "ZipArchive"]),
        tests("TerminalGraphicsTests", ["TerminalGraphics", "CLIKit"]),
        tests("MyHabitsAppTests", ["MyHabitsApp", "CLIKit", "SharedModels", "Storage"]),
        tests("NetworkingTests", ["AppPlugin", "Networking", "NetworkingLive", "Localization", "SharedModels"]),
        tests("UnsplashClientTests", ["UnsplashClient", "Networking", "SharedModels"]),
        tests("ImageFeedAppTests", ["ImageFeedApp", "AppPlugin", "CLIKit", "JSONText", "Localization", "Networking", "SharedModels",
                                   "TerminalGraphics", "UnsplashClient"]),
        tests("SyncPostgresTests", ["Postgres", "SyncKit", "SyncPostgres"]),
        tests("EndToEndTests", ["tracker", "goals", "image-feed", "my-habits", "pocket", "storage-probe", "man-pages", "Postgres",
                                 "ZipArchive"]),
    ]
)

// swift-tools-version: 6.1
// One package, many small modules; each target declares exactly what its
// sources import. Low to high (README, "Module graph"):
//   leaves:   SharedModels, CLIKit, Analytics (Foundation only)
//   domain:   Localization → SharedModels;  HabitKit → SharedModels (pure)
//   storage:  Storage → SharedModels;  StorageSQLite (+ CSQLite), StorageJSON → Storage
//   runner:   AppPlugin → CLIKit, Localization, Analytics, Storage*, SharedModels
//   apps:     TrackerApp, GoalsApp, ImageFeedApp, MyHabitsApp → AppPlugin (+ HabitKit)
//   programs: tracker, goals, image-feed, my-habits, pocket: a few lines that compose
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

func module(_ name: String, _ deps: [Target.Dependency] = [], exclude: [String] = [],
            plugins: [Target.PluginUsage]? = nil) -> Target {
    .target(name: name, dependencies: deps, path: "Modules/\(name)", exclude: exclude, swiftSettings: strict, plugins: plugins)
}

func app(_ folder: String, _ plugin: String, _ exe: String, _ deps: [Target.Dependency]) -> [Target] {
    [
        .target(name: plugin, dependencies: deps, path: "Apps/\(folder)/\(plugin)", swiftSettings: strict),
        .executableTarget(name: exe, dependencies: [.target(name: plugin), "AppPlugin"],
                          path: "Apps/\(folder)/\(exe)", swiftSettings: strict),
    ]
}

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
        module("CLIKit"),
        .executableTarget(name: "LocalizationCompiler", path: "Modules/LocalizationCompiler", swiftSettings: strict),
        .plugin(name: "LocalizationPlugin", capability: .buildTool(),
                dependencies: ["LocalizationCompiler"], path: "Modules/LocalizationPlugin"),
        module("Localization", ["SharedModels"], plugins: ["LocalizationPlugin"]),
        module("Analytics"),
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        module("Storage", ["SharedModels"], exclude: ["README.md"]),
        module("StorageSQLite", ["SharedModels", "Storage", "CSQLite"]),
        module("StorageJSON", ["SharedModels", "Storage"]),
        module("AppPlugin", ["SharedModels", "CLIKit", "Localization", "Analytics", "Storage", "StorageSQLite", "StorageJSON"]),
        module("HabitKit", ["SharedModels"]),
    ]
    + app("Tracker", "TrackerApp", "tracker", ["AppPlugin", "CLIKit", "HabitKit", "Localization", "SharedModels", "Storage"])
    + app("Goals", "GoalsApp", "goals", ["AppPlugin", "CLIKit", "Localization"])
    + app("ImageFeed", "ImageFeedApp", "image-feed", ["AppPlugin", "CLIKit", "Localization"])
    + app("MyHabits", "MyHabitsApp", "my-habits", ["AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage"])
    + [
        .executableTarget(name: "pocket", dependencies: ["AppPlugin", "TrackerApp", "GoalsApp", "ImageFeedApp", "MyHabitsApp"],
                          path: "Apps/Pocket/pocket", swiftSettings: strict),
        // Writes the tracker benchmark's export (Scripts/bench-tracker).
        .executableTarget(name: "tracker-fixture", dependencies: ["TrackerApp", "SharedModels"],
                          path: "Tests/TrackerFixture", swiftSettings: strict),
        // Writes and resets the my-habits benchmark's stores (Scripts/bench-my-habits).
        .executableTarget(name: "my-habits-fixture", dependencies: ["AppPlugin", "SharedModels", "Storage"],
                          path: "Tests/MyHabitsFixture", swiftSettings: strict),
        // A small writer the crash and concurrency tests start, kill and count.
        .executableTarget(name: "storage-probe", dependencies: ["Storage", "StorageSQLite", "StorageJSON"],
                          path: "Tests/StorageProbe", swiftSettings: strict),
        // Times both storage backends (Scripts/bench-storage; not a test).
        .executableTarget(name: "bench-storage", dependencies: ["Storage", "StorageSQLite", "StorageJSON"],
                          path: "Tests/StorageBench", swiftSettings: strict),
        tests("SharedModelsTests", ["SharedModels"]),
        tests("CLIKitTests", ["CLIKit"]),
        tests("LocalizationTests", ["Localization"]),
        tests("AnalyticsTests", ["Analytics"]),
        tests("StorageTests", ["Storage", "StorageSQLite", "StorageJSON", "AppPlugin"]),
        tests("AppPluginTests", ["AppPlugin", "TrackerApp", "GoalsApp", "ImageFeedApp", "MyHabitsApp"]),
        tests("HabitKitTests", ["HabitKit"]),
        tests("TrackerAppTests", ["TrackerApp", "HabitKit"]),
        tests("MyHabitsAppTests", ["MyHabitsApp", "AppPlugin", "CLIKit", "Localization", "SharedModels", "Storage"]),
        tests("EndToEndTests", ["tracker", "goals", "image-feed", "my-habits", "pocket", "storage-probe"]),
    ]
)

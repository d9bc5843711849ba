// swift-tools-version: 6.1
// One package, many small modules (see DESIGN.md section 1). Low to high:
// SharedModels, CLIKit, Localization, Analytics → Storage (+ SQLite / JSON)
// → AppPlugin → HabitKit → app plugins → thin executables.
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
        module("Analytics", ["SharedModels"]),
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        module("Storage", ["SharedModels"], exclude: ["README.md"]),
        module("StorageSQLite", ["Storage", "CSQLite"]),
        module("StorageJSON", ["Storage"]),
        module("AppPlugin", ["SharedModels", "CLIKit", "Localization", "Analytics", "Storage", "StorageSQLite", "StorageJSON"]),
        module("HabitKit", ["SharedModels"]),
    ]
    + app("Tracker", "TrackerApp", "tracker", ["AppPlugin", "HabitKit", "StorageJSON"])
    + app("Goals", "GoalsApp", "goals", ["AppPlugin", "HabitKit"])
    + app("ImageFeed", "ImageFeedApp", "image-feed", ["AppPlugin"])
    + app("MyHabits", "MyHabitsApp", "my-habits", ["AppPlugin"])
    + [
        .executableTarget(name: "pocket", dependencies: ["AppPlugin", "TrackerApp", "GoalsApp", "ImageFeedApp", "MyHabitsApp"],
                          path: "Apps/Pocket/pocket", swiftSettings: strict),
        // Writes the tracker benchmark's export (Scripts/bench-tracker).
        .executableTarget(name: "tracker-fixture", dependencies: ["TrackerApp", "SharedModels"],
                          path: "Tests/TrackerFixture", swiftSettings: strict),
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
        tests("EndToEndTests", ["tracker", "goals", "image-feed", "my-habits", "pocket", "storage-probe"]),
    ]
)

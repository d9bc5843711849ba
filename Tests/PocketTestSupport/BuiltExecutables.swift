import Foundation

/// Finds the executables `swift build` produced, next to the test binary.
///
/// `swift test` runs the test bundle from the build folder
/// (`.build/<triple>/debug/PocketPackageTests.xctest`), so the directory of
/// `/proc/self/exe` is where `tracker`, `goals`, `storage-probe`, … were
/// linked. `POCKET_BIN_DIR` points the tests at another folder (a release
/// build, an installed copy).
package enum BuiltExecutables {
    /// The folder holding the built executables.
    package static var directory: String {
        if let override = ProcessInfo.processInfo.environment["POCKET_BIN_DIR"], !override.isEmpty {
            return override
        }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }

    /// Whether `name` was built (exists and is executable).
    package static func isBuilt(_ name: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: directory + "/" + name)
    }

    /// The path of executable `name`, or an error that says how to build it.
    package static func path(_ name: String) throws(Missing) -> String {
        let path = directory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Missing(name: name, directory: directory)
        }
        return path
    }

    package struct Missing: Error, CustomStringConvertible {
        package let name: String
        package let directory: String
        package var description: String {
            "executable '\(name)' not found in \(directory): run `swift build` (or `swift build --product \(name)`) "
                + "first"
        }
    }
}

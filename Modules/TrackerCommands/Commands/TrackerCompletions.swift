import AppPlugin
import CLIKit
import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the shells complete from the app's own data (`CompletionSource`):
/// the habits' names for `T` / `G`, and days for `--date`.
package enum TrackerCompletions {
    package static let names = CompletionSource("names")
    package static let dates = CompletionSource("dates")
    /// How many days back `--date` offers as ISO dates.
    package static let recentDays = 7

    /// The values of `source`. Names come from the store, which is not
    /// created for the asking: without a data folder there are none.
    package static func values(_ source: CompletionSource, in env: AppEnvironment) throws -> [String] {
        switch source {
        case names:
            guard FileManager.default.fileExists(atPath: env.paths.data) else { return [] }
            return try env.store().read { try $0.trackers() }.map(\.name)
        case dates:
            return ["today", "yesterday"] + (0..<recentDays).map { env.today.adding(days: -$0).iso }
        default:
            return []
        }
    }
}

/// The version every Pocket executable reports (`--version`): one workspace,
/// one release.
package enum PocketVersion {
    package static let current = "0.1.0"
    /// The day `current` was set, as the man pages' date (YYYY-MM-DD); a
    /// fixed date rather than the build's, so regenerated pages only change
    /// when something in them does. Change it together with `current`.
    package static let date = "2026-12-01"
}

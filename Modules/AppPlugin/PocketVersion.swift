/// The version every Pocket executable reports (`--version`): one workspace,
/// one release.
public enum PocketVersion {
    public static let current = "0.1.0"
}

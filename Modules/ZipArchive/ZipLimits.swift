/// What a reader accepts from an archive it did not write. Every size is
/// checked before memory is taken for it, so a small hostile file (a "ZIP
/// bomb", a lying header) costs at most these amounts.
package struct ZipLimits: Sendable, Hashable {
    /// The archive file itself.
    package var archiveBytes: Int
    /// Members in the central directory.
    package var entries: Int
    /// One member, unpacked.
    package var entryBytes: Int
    /// All members together, unpacked (also bounds members that share their data).
    package var totalBytes: Int

    package init(archiveBytes: Int, entries: Int, entryBytes: Int, totalBytes: Int) {
        self.archiveBytes = archiveBytes
        self.entries = entries
        self.entryBytes = entryBytes
        self.totalBytes = totalBytes
    }

    /// Generous for exports of personal data (a Loop CSV export of 50 habits
    /// over 5 years is a few MiB), small enough that a bomb is refused early.
    package static let standard = ZipLimits(
        archiveBytes: 256 << 20, entries: 10_000,
        entryBytes: 64 << 20, totalBytes: 512 << 20)
}

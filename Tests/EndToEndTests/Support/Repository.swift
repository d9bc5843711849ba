import Foundation

/// The checkout the tests were built from: for tests of the committed files
/// (the man pages) and the scripts in `Scripts/`.
enum Repository {
    /// `Tests/EndToEndTests/Support/Repository.swift` is three folders below the root.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// The committed man pages.
    static var manPages: String { root + "/share/man/man1" }

    /// The `*.1` files in `folder`, sorted.
    static func pages(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".1") }.sorted()
    }

    /// The path of `tool` on the usual system folders, nil when not installed.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

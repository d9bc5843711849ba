import Foundation

/// The checkout the tests were built from: for tests of the committed files
/// (the man pages) and the scripts in `Scripts/`.
enum Repository {
    /// `Tests/EndToEndTests/Support/Repository.swift` is three folders below the root.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// The committed man pages: `man1/APP.1` in English, `LANG/man1/APP.1` in the others.
    static var manPages: String { root + "/share/man" }

    /// The languages of the pages, as their folders and `LANG` values name them.
    static let pageLanguages = ["en", "ru", "de"]

    /// Where the page of `executable` in `language` lies below a `share/man` folder.
    static func manPage(_ executable: String, language: String = "en") -> String {
        (language == "en" ? "" : language + "/") + "man1/" + executable + ".1"
    }
}

extension Repository {
    /// The text of a committed file, by its path from the root (`docs/tracker.md`).
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }
}

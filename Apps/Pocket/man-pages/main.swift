import AppPlugin
import Foundation
import Localization
import PocketApps

// Writes the man page of every executable into the folder given (a
// `share/man`): English, the source language, as `man1/APP.1`, and each other
// language as `LANG/man1/APP.1`, where man looks for the reader's language.
// Built from the same command specs `--help` renders. Run by
// Scripts/man-pages and by the test that keeps the committed pages current;
// a build tool, not installed.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
    FileHandle.standardError.write(
        Data("usage: man-pages FOLDER   (writes FOLDER/man1/APP.1, FOLDER/LANG/man1/APP.1)\n".utf8))
    exit(64)
}
do {
    for language in Language.allCases {
        let pages = folder + (language == .en ? "" : "/" + language.rawValue) + "/man1"
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
        var texts = PocketApps.plugins.map { ($0.name, ManPages.page(for: $0, language: language)) }
        texts.append(
            (
                "pocket",
                ManPages.hostPage(
                    PocketApps.plugins, commands: PocketApps.hostCommands,
                    version: PocketVersion.current, language: language)
            ))
        for (name, text) in texts {
            try Data(text.utf8).write(to: URL(fileURLWithPath: pages + "/" + name + ".1"), options: .atomic)
        }
    }
} catch {
    FileHandle.standardError.write(Data("man-pages: \(error.localizedDescription)\n".utf8))
    exit(1)
}

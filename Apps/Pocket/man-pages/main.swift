import AppPlugin
import Foundation
import PocketApps

// Writes the man page of every executable (`tracker.1` … `pocket.1`) into the
// folder given, from the same command specs `--help` renders. Run by
// Scripts/man-pages and by the test that keeps the committed pages current;
// a build tool, not installed.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: man-pages FOLDER   (writes FOLDER/APP.1 for every executable)\n".utf8))
    exit(64)
}
var pages = PocketApps.plugins.map { ($0.name, ManPages.page(for: $0)) }
pages.append(("pocket", ManPages.hostPage(PocketApps.plugins, version: PocketVersion.current)))
do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, page) in pages {
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".1"), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("man-pages: \(error.localizedDescription)\n".utf8))
    exit(1)
}

import Foundation
import PocketTestSupport
import Testing

/// image-feed links libstdc++, SQLite and libjpeg statically (the linker
/// scripts in Apps/ImageFeed/StaticLink): with libcurl's libraries loaded
/// anyway, three shared libraries fewer were an eighth of the instructions
/// of a cold `image-feed feed`. The other apps keep the shared SQLite.
@Suite struct ImageFeedLinkTests {
    /// The `NEEDED` entries of a built executable's dynamic section.
    static func neededLibraries(_ executable: String) throws -> [String] {
        let readelf = try #require(SystemTool.path("readelf"), "readelf comes with binutils, which the Swift toolchain links with")
        let result = try ProcessRunner.run(readelf, ["-d", try BuiltExecutables.path(executable)], environment: [:])
        #expect(result.exitCode == 0, "\(result)")
        return result.stdoutLines.filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test func imageFeedLoadsNoSharedSQLiteJPEGOrCxxLibrary() throws {
        let imageFeed = try Self.neededLibraries("image-feed")
        #expect(!imageFeed.isEmpty)
        #expect(!imageFeed.contains { $0.hasPrefix("libsqlite3") || $0.hasPrefix("libjpeg") || $0.hasPrefix("libstdc++") },
                "\(imageFeed)")
        #expect(try Self.neededLibraries("tracker").contains { $0.hasPrefix("libsqlite3") })
    }
}

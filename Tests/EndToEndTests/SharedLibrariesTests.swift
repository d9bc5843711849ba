import Foundation
import PocketTestSupport
import Testing

/// Every C library is linked the way Debian ships it: shared, found by the
/// system loader, so a security update of libcurl, OpenSSL, SQLite,
/// libjpeg, libzip or utf8proc reaches the executables without a rebuild. None carries a copy of
/// its own (no version string of OpenSSL or libcurl inside the executable).
@Suite struct SharedLibrariesTests {
    /// The `NEEDED` entries of a built executable's dynamic section.
    static func neededLibraries(_ executable: String) throws -> [String] {
        let readelf = try #require(
            SystemTool.path("readelf"), "readelf comes with binutils, which the Swift toolchain links with")
        let result = try ProcessRunner.run(readelf, ["-d", try BuiltExecutables.path(executable)], environment: [:])
        #expect(result.exitCode == 0, "\(result)")
        return result.stdoutLines.filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    static let apps = ["tracker", "goals", "my-habits", "image-feed", "pocket"]

    @Test(arguments: apps) func sqliteIsTheSystemsSharedLibrary(_ app: String) throws {
        #expect(try Self.neededLibraries(app).contains { $0.hasPrefix("libsqlite3.so") })
    }

    /// Character widths come from Debian's utf8proc, so its updates bring new Unicode data.
    @Test(arguments: apps) func utf8procIsTheSystemsSharedLibrary(_ app: String) throws {
        #expect(try Self.neededLibraries(app).contains { $0.hasPrefix("libutf8proc.so") })
    }

    @Test(arguments: ["image-feed", "pocket"]) func curlAndJPEGAreTheSystemsSharedLibraries(_ app: String) throws {
        let needed = try Self.neededLibraries(app)
        #expect(needed.contains { $0.hasPrefix("libcurl.so") }, "\(needed)")
        #expect(needed.contains { $0.hasPrefix("libjpeg.so") }, "\(needed)")
    }

    /// Loop's ZIPs (import and the loop-csv export) go through Debian's libzip.
    @Test(arguments: ["tracker", "goals", "pocket"]) func zipIsTheSystemsSharedLibrary(_ app: String) throws {
        let needed = try Self.neededLibraries(app)
        #expect(needed.contains { $0.hasPrefix("libzip.so") }, "\(needed)")
    }

    @Test(arguments: ["tracker", "goals", "my-habits"]) func habitAppsNeverLinkCurl(_ app: String) throws {
        let needed = try Self.neededLibraries(app)
        #expect(
            !needed.contains { $0.hasPrefix("libcurl") || $0.hasPrefix("libssl") || $0.hasPrefix("libcrypto") },
            "\(needed)")
    }

    /// A statically linked OpenSSL or libcurl leaves its version banner in
    /// the executable's read-only data ("OpenSSL 3.0.x", "libcurl/7.x").
    @Test(arguments: apps) func noBundledOpenSSLOrCurl(_ app: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try BuiltExecutables.path(app)))
        for banner in ["OpenSSL 1.", "OpenSSL 3.", "libcurl/7.", "libcurl/8."] {
            #expect(data.range(of: Data(banner.utf8)) == nil, "\(app) contains \(banner)")
        }
    }

    /// The habit apps need only FoundationEssentials: anything of Foundation
    /// proper (`NSString`, `String(format:)`, `DateFormatter`, `NSLock`…)
    /// brings all of it in, with Foundation's internationalization and its
    /// ICU data (about 40 MB of a statically linked executable). The debug
    /// build links the toolchain's libraries shared, so its `NEEDED` entries
    /// name every Foundation library the code refers to.
    @Test(arguments: apps) func noAppLinksFoundationInternationalization(_ app: String) throws {
        let needed = try Self.neededLibraries(app)
        #expect(needed.contains("libFoundationEssentials.so"), "\(needed)")
        for library in [
            "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
            "libFoundationNetworking.so",
        ] {
            #expect(!needed.contains(library), "\(app) links \(library): \(needed)")
        }
    }
}

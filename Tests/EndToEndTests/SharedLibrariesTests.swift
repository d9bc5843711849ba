import Foundation
import PocketTestSupport
import Testing

/// Every C library is used the way Debian ships it: shared, found by the
/// system loader (linked, or opened on first use as libzip and libpq are),
/// so a security update of libcurl, OpenSSL, SQLite, libjpeg, libzip or
/// utf8proc reaches the executables without a rebuild. None carries a copy
/// of its own (no version string of OpenSSL or libcurl inside the executable).
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

    /// The libraries the dynamic loader opened during `APP ARGUMENTS`, at
    /// start or later by `dlopen` (glibc's `LD_DEBUG=libs` trace).
    static func loadedLibraries(_ app: String, _ arguments: [String], in folder: TemporaryFolder) throws -> [String] {
        let result = try ProcessRunner.run(
            try BuiltExecutables.path(app), arguments,
            environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path, "LANG": "C.UTF-8", "LD_DEBUG": "libs"])
        #expect(result.exitCode == 0, "\(result)")
        return result.stderrLines.compactMap { line in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
    }

    /// A start that touches no ZIP loads neither libzip nor the libcrypto
    /// behind it: both are opened only when a ZIP is read or written.
    @Test(arguments: ["tracker", "goals", "my-habits"]) func startLoadsNoZipLibrary(_ app: String) throws {
        let folder = try TemporaryFolder("libs")
        defer { folder.remove() }
        let loaded = try Self.loadedLibraries(app, ["list"], in: folder)
        #expect(loaded.contains { $0.contains("libsqlite3.so") }, "the trace shows the linked libraries: \(loaded)")
        #expect(!loaded.contains { $0.contains("libzip.so") || $0.contains("libcrypto.so") }, "\(loaded)")
    }

    /// Loop's ZIPs (import and the loop-csv export) go through Debian's
    /// libzip, opened from the system's folder by the dynamic loader.
    @Test func zipIsTheSystemsSharedLibraryOpenedOnUse() throws {
        let folder = try TemporaryFolder("libs")
        defer { folder.remove() }
        let exporting = try Self.loadedLibraries(
            "tracker", ["export", "--format", "loop-csv", "--output", folder.appending("loop.zip")], in: folder)
        #expect(exporting.contains { $0.hasPrefix("/") && $0.hasSuffix("/libzip.so.4") }, "\(exporting)")
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

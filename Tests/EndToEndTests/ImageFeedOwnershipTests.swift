import Foundation
import PocketTestSupport
import Testing

/// Folders and files are ours, or refused (`OwnedPath`): the built
/// `image-feed`, run as root, against folders given to `nobody` (65534),
/// folders and files others can write, and links planted in the store's
/// and the cache's places.
@Suite(.serialized) struct ImageFeedOwnershipTests {
    static let nobody: uid_t = 65534

    static func configFolder(_ world: ImageFeedWorld) -> String { world.sandbox.configHome + "/pocket/image-feed" }

    /// Makes `path` (and its parents) as a user would.
    static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    static func folders(_ world: ImageFeedWorld) -> [String] {
        [configFolder(world), world.sandbox.appDataDirectory("image-feed"), world.cacheFolder]
    }

    @Test(arguments: 0..<3) func aFolderOfAnotherUserIsRefused(which: Int) throws {
        let world = try ImageFeedWorld()
        let folder = Self.folders(world)[which]
        try Self.makeFolder(folder)
        #expect(chown(folder, Self.nobody, Self.nobody) == 0)
        chmod(folder, 0o777)
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 78, "\(result)")
        #expect(result.stderrLines == ["error: refusing \(folder): it belongs to another user"], "\(result)")
        #expect(world.sandbox.mode(of: folder) == 0o777, "another user's folder is left as it is")
    }

    /// A sticky folder everyone may write to (as /tmp is) is ours as root but
    /// shared by design: it is refused, and its mode is never changed.
    @Test(arguments: 0..<3) func aSharedStickyFolderIsRefusedAndLeftAsItIs(which: Int) throws {
        let world = try ImageFeedWorld()
        let folder = Self.folders(world)[which]
        try Self.makeFolder(folder)
        chmod(folder, 0o1777)
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 78, "\(result)")
        #expect(
            result.stderrLines.count == 1 && result.stderr.contains(folder)
                && result.stderr.contains("shared with every user"), "\(result)")
        #expect(world.sandbox.mode(of: folder) == 0o1777, "a shared folder keeps its mode")
    }

    @Test func ourFoldersOpenToOthersAreTightenedWithANotice() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let folders = Self.folders(world)
        for folder in folders {
            try Self.makeFolder(folder)
            chmod(folder, 0o777)
        }
        let result = try world.app.run(["feed", "--per-page", "2"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(
            result.stderrLines == folders.map { "note: \($0) was writable by other users; it is now 0700" }, "\(result)"
        )
        for folder in folders { #expect(world.sandbox.mode(of: folder) == 0o700, "\(folder)") }
        #expect(try world.app.run(["feed", "--per-page", "2"]).stderr.isEmpty, "once tightened, no more notices")
        let russian = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try Self.makeFolder(Self.configFolder(russian))
        chmod(Self.configFolder(russian), 0o770)
        #expect(try russian.app.run(["feed"]).stderrLines.first?.hasPrefix("примечание: ") == true)
    }

    /// A `config.json` naming another server: with mode 0666, or owned by
    /// `nobody`, it is refused (78, naming it), so its hosts are never used.
    @Test(arguments: [false, true]) func aConfigFileOthersCouldWriteIsNotRead(foreign: Bool) throws {
        let world = try ImageFeedWorld(environment: ["UNSPLASH_API_BASE": nil])
        let file = try world.sandbox.write(
            Data(#"{"UNSPLASH_API_BASE": "http://127.0.0.1:9"}"#.utf8),
            to: "home/.config/pocket/image-feed/config.json")
        if foreign { #expect(chown(file, Self.nobody, Self.nobody) == 0) } else { chmod(file, 0o666) }
        let result = try world.app.run(["login", "--code", world.server.newCode()])
        #expect(result.exitCode == 78, "\(result)")
        let reason = foreign ? "it belongs to another user" : "other users can change it (chmod 600 it)"
        #expect(result.stderrLines == ["error: refusing \(file): \(reason)"], "\(result)")
        chmod(file, 0o600)
        if foreign { #expect(chown(file, 0, 0) == 0) }
        // Once ours and private it is read: its dead API base fails the login (77), no refusal.
        let ours = try world.app.run(["login", "--code", world.server.newCode()])
        #expect(ours.exitCode == 77 && !ours.stderr.contains("refusing"), "\(ours)")
    }

    @Test(arguments: ["sqlite", "json"]) func aStoreOthersCanReadIsTightenedBeforeTheSession(kind: String) throws {
        let world = try ImageFeedWorld(environment: ["POCKET_STORE": kind])
        let store = world.sandbox.appDataDirectory("image-feed") + "/store." + kind
        try world.login()
        chmod(store, 0o644)
        _ = try world.app.run(["logout"])
        chmod(store, 0o644)
        try world.login()
        #expect(world.sandbox.mode(of: store) == 0o600)
    }

    @Test func aStoreThatIsALinkIsRefused() throws {
        let world = try ImageFeedWorld()
        let outside = try world.sandbox.write(Data(), to: "elsewhere/store.sqlite")
        try Self.makeFolder(world.sandbox.appDataDirectory("image-feed"))
        try FileManager.default.createSymbolicLink(atPath: world.storeFile, withDestinationPath: outside)
        let result = try world.app.run(["login", "--code", world.server.newCode()])
        #expect(result.exitCode == 78, "\(result)")
        #expect(result.stderrLines == ["error: refusing \(world.storeFile): it is a symbolic link"], "\(result)")
        let token = try world.server.tokens().first ?? "no token"
        let written = FileManager.default.contents(atPath: outside) ?? Data()
        #expect(written.range(of: Data(token.utf8)) == nil, "no session through the link")
    }

    @Test func aCacheFolderThatIsALinkIsRefused() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let outside = world.sandbox.root + "/elsewhere"
        try Self.makeFolder(outside)
        try? FileManager.default.removeItem(atPath: world.cacheFolder)
        try Self.makeFolder(world.sandbox.cacheHome + "/pocket")
        try FileManager.default.createSymbolicLink(atPath: world.cacheFolder, withDestinationPath: outside)
        let result = try world.app.run(["feed"])
        #expect(result.exitCode == 78, "\(result)")
        #expect(result.stderrLines == ["error: refusing \(world.cacheFolder): it is a symbolic link"], "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// Links in the cache (each entry replaced by one, and one more with an
    /// entry's name of its own) and a file the cache did not write: none is
    /// read (the planted ETag never reaches a request), and eviction with a
    /// cap of 0 deletes none of them nor what they point to.
    @Test func plantedLinksInTheCacheAreNeitherReadNorEvicted() throws {
        let world = try ImageFeedWorld()
        try world.login()
        _ = try world.app.ok(["feed", "--per-page", "2"])
        let planted = try world.sandbox.write(Data("\"planted-etag\"\n{}".utf8), to: "elsewhere/planted")
        let entries = world.cacheEntries
        #expect(!entries.isEmpty)
        for name in entries + [String(repeating: "ab", count: 16)] {
            let path = world.cacheFolder + "/" + name
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: planted)
        }
        let notes = world.cacheFolder + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: notes, contents: Data("mine".utf8)))
        try world.server.clearRequests()
        let result = try world.app.run(["feed", "--per-page", "2"], environment: ["IMAGE_FEED_CACHE_MAX_MB": "0"])
        #expect(result.exitCode == 0, "\(result)")
        let conditions = try world.server.requests(path: "/photos").map {
            ($0["headers"] as? [String: String])?["If-None-Match"]
        }
        #expect(!conditions.contains("\"planted-etag\""), "\(conditions)")
        #expect(FileManager.default.contents(atPath: planted) == Data("\"planted-etag\"\n{}".utf8))
        #expect(FileManager.default.contents(atPath: notes) == Data("mine".utf8))
        let link = world.cacheFolder + "/" + String(repeating: "ab", count: 16)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == planted, "the link is left alone")
    }
}

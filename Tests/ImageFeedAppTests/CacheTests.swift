import Foundation
import JSONText
import PocketTestSupport
import Testing
import UnsplashClient

@testable import ImageFeedApp

@Suite struct CacheTests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test func leastRecentlyUsedEntriesGoFirst() throws {
        let folder = try TemporaryFolder("cache")
        let cache = FileCache(folder: folder.appending("pocket/image-feed"), maxBytes: 2_500)
        let kilobyte = Data(repeating: 7, count: 1_000)
        try cache.write(kilobyte, for: "a")
        try cache.write(kilobyte, for: "b")
        // Make "a" clearly older, then use it: "b" is now the least recently used.
        let past = Date(timeIntervalSinceNow: -60)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: cache.path(for: "a"))
        try FileManager.default.setAttributes(
            [.modificationDate: past.addingTimeInterval(1)], ofItemAtPath: cache.path(for: "b"))
        #expect(cache.read("a") == kilobyte)
        try cache.write(kilobyte, for: "c")
        #expect(cache.contains("a") && cache.contains("c"))
        #expect(!cache.contains("b"), "the least recently used entry was evicted")
        #expect(Self.mode(cache.folder) == 0o700 && Self.mode(cache.path(for: "c")) == 0o600)
        cache.clear()
        #expect(!FileManager.default.fileExists(atPath: cache.folder))
    }

    @Test func namesAreStableHashesThatDiffer() {
        let name = FileCache.name(for: "image https://images.unsplash.com/photo-1")
        #expect(name.count == 32 && name.allSatisfy(\.isHexDigit))
        #expect(name == FileCache.name(for: "image https://images.unsplash.com/photo-1"))
        let names = Set((0..<2_000).map { FileCache.name(for: "image https://images.unsplash.com/photo-\($0)") })
        #expect(names.count == 2_000)
    }

    @Test func cachedPagesKeepTheirETagAndBody() {
        let page = CachedPage(etag: "\"abc\"", body: Data("[1,\n2]".utf8))
        #expect(CachedPage(data: page.data) == page)
        #expect(CachedPage(data: Data("no newline".utf8)) == nil)
    }

    @Test func capFromTheEnvironment() {
        #expect(FileCache.maxBytes([:]) == 200 << 20)
        #expect(FileCache.maxBytes(["IMAGE_FEED_CACHE_MAX_MB": "5"]) == 5 << 20)
        #expect(FileCache.maxBytes(["IMAGE_FEED_CACHE_MAX_MB": "0"]) == 0)
    }
}

@Suite struct PhotoJSONTests {
    /// The directly written JSON is byte for byte what the Encodable form gives.
    @Test func writerAndEncodableAgree() throws {
        let data = try Data(contentsOf: InProcessTests.fixtures.appendingPathComponent("photos.json"))
        let photos = try UnsplashJSON.decode([Photo].self, from: data).map(PhotoJSON.init)
        let feed = FeedJSON(page: 2, perPage: 30, photos: photos)
        let direct = JSONTextEncoder(layout: .indented).encode(writable: feed)
        #expect(direct == (try JSONTextEncoder(layout: .indented).encode(feed)))
        #expect(
            JSONTextEncoder(layout: .indented).encode(writable: FavoritesJSON(photos: photos))
                == (try JSONTextEncoder(layout: .indented).encode(FavoritesJSON(photos: photos))))
    }
}

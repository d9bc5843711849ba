import Foundation
import Networking
import PocketTestSupport
import Testing
import UnsplashClient

/// A page of photos whose first photo carries a JSONTestSuite `n_` document
/// as the value of a member the reader skips is not JSON, so it is refused
/// like a broken page ("unexpected answer"), never half read. The same page
/// with a `y_` document there decodes.
@Suite struct PageJSONTestSuiteTests {
    /// The page with `"pocket_extra": DOCUMENT,` as the first member of its first photo.
    static func page(embedding document: [UInt8]) throws -> Data {
        let page = Array(try Fixture.data("photos.json"))
        let brace = try #require(page.firstIndex(of: UInt8(ascii: "{")))
        return Data(
            page[...brace] + Array(#""pocket_extra": "#.utf8) + document + [UInt8(ascii: ",")] + page[(brace + 1)...])
    }

    @Test func everyNDocumentInAPhotoMakesThePageNotJSON() throws {
        for (name, bytes) in try Fixtures.jsonTestSuite(prefix: "n_") {
            #expect(throws: NetworkError.decoding("not JSON"), "\(name)") {
                try UnsplashJSON.decode([Photo].self, from: try Self.page(embedding: bytes))
            }
        }
    }

    /// Every `y_` document but the two that give a key twice, which are
    /// refused naming it (see `JSONTestSuiteTests.duplicateKeyDocuments`).
    @Test func everyYDocumentInAPhotoIsSkippedButADuplicateKey() throws {
        let whole = try UnsplashJSON.decode([Photo].self, from: try Fixture.data("photos.json"))
        for (name, bytes) in try Fixtures.jsonTestSuite(prefix: "y_") {
            guard !name.hasPrefix("y_object_duplicated_key") else {
                #expect(throws: NetworkError.decoding(#"[0].pocket_extra: duplicate key "a""#), "\(name)") {
                    try UnsplashJSON.decode([Photo].self, from: try Self.page(embedding: bytes))
                }
                continue
            }
            let photos = try UnsplashJSON.decode([Photo].self, from: try Self.page(embedding: bytes))
            #expect(photos.map(\.id) == whole.map(\.id), "\(name)")
        }
    }
}

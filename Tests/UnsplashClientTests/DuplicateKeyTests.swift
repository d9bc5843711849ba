import Foundation
import Networking
import Testing
import UnsplashClient

/// An answer that gives a key twice in one object reads two ways (Python
/// and jq take the last value, Foundation the first), so it is refused,
/// naming the object and the key: in a member the model reads, in one it
/// skips, and at the top level.
@Suite struct DuplicateKeyTests {
    /// The fixture's page as text, with its first `"id": "…",` given twice
    /// or another member put first into the first photo.
    static func page(firstPhotoStartingWith members: String) throws -> Data {
        var text = String(decoding: try Fixture.data("photos.json"), as: UTF8.self)
        let brace = try #require(text.firstIndex(of: "{"))
        text.insert(contentsOf: members, at: text.index(after: brace))
        return Data(text.utf8)
    }

    static let cases: [(label: String, members: String, detail: String)] = [
        ("a key the model reads", #""id": "first","#, #"[0]: duplicate key "id""#),
        (
            "a key inside a member the model reads", #""user": {"name": "a", "name": "b"},"#,
            #"[0].user: duplicate key "name""#
        ),
        (
            "a key inside a member it skips", #""pocket_extra": {"k": 1, "k": 2},"#,
            #"[0].pocket_extra: duplicate key "k""#
        ),
    ]

    @Test(arguments: cases.indices)
    func aKeyGivenTwiceIsRefusedAndNamed(index: Int) throws {
        let (label, members, detail) = Self.cases[index]
        let page = try Self.page(firstPhotoStartingWith: members)
        #expect(throws: NetworkError.decoding(detail), "\(label)") { try UnsplashJSON.decode([Photo].self, from: page) }
    }

    @Test func aKeyGivenTwiceAtTheTopIsNamed() throws {
        let body = Data(#"{"access_token":"a","token_type":"Bearer","access_token":"b","created_at":1}"#.utf8)
        #expect(throws: NetworkError.decoding(#"duplicate key "access_token""#)) {
            try UnsplashJSON.decode(TokenResponse.self, from: body)
        }
    }
}

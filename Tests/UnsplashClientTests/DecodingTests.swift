import Foundation
import Networking
import SharedModels
import Testing

@testable import UnsplashClient

/// Every fixture decodes into the models, with the fields the app shows.
@Suite struct DecodingTests {
    @Test func everyPhotoOfTheFixturesDecodes() throws {
        let photos = try UnsplashJSON.decode([Photo].self, from: Fixture.data("photos.json"))
        #expect(photos.count == 30)
        #expect(Set(photos.map(\.id)).count == 30)
        let first = try #require(photos.first)
        #expect(
            first.createdAt.text == "2026-11-29T20:00:00-05:00"
                && first.createdAt.day == LocalDate(year: 2026, month: 11, day: 29))
        #expect(first.description == "A quiet lake at dawn" && first.blurHash == "LEHV6nWB2yk8pyo0adR*.7kCMdnj")
        #expect(first.user.username == "anniespratt" && first.user.name == "Annie Spratt")
        #expect(first.urls.thumb.hasPrefix("https://images.unsplash.com/photo-1-thumb.jpg"))
        #expect(
            first.links.downloadLocation?.hasPrefix("https://api.unsplash.com/photos/" + first.id + "/download") == true
        )
        #expect(first.likedByUser == false && first.width == 6000 && first.height == 4000 && first.color == "#0c2626")
        // Both forms of created_at, and the nullable fields as null.
        #expect(
            photos.contains { $0.createdAt.text.hasSuffix("Z") }
                && photos.contains { $0.createdAt.text.hasSuffix("-05:00") })
        #expect(
            photos.contains { $0.description == nil } && photos.contains { $0.blurHash == nil }
                && photos.contains { $0.user.bio == nil })
        #expect(
            photos.contains { $0.description?.contains("\u{1B}]0;") == true },
            "the fixture keeps an escape sequence for the sanitiser")
    }

    @Test func usersAndTheMeFixtureDecode() throws {
        let me = try UnsplashJSON.decode(User.self, from: Fixture.data("me.json"))
        #expect(me.username == "pocket_tester" && me.name == "Pocket Tester")
        #expect(me.profileImage?.large?.hasSuffix("w=128") == true && me.bio?.contains("\u{1B}[2J") == true)
        let users = try UnsplashJSON.decode([User].self, from: Fixture.data("users.json"))
        #expect(users.map(\.username) == ["anniespratt", "kalenemsley", "pawel_czerwinski", "sonika_agarwal"])
        #expect(users[1].bio == nil)
    }

    @Test func likeTokenAndDownloadAnswersDecode() throws {
        let photo = try #require(Fixture.objects("photos.json").first)
        let me = try JSONSerialization.jsonObject(with: Fixture.data("me.json"))
        var liked = photo
        liked["liked_by_user"] = true
        let like = try UnsplashJSON.decode(LikeResponse.self, from: Fixture.json(["photo": liked, "user": me]))
        #expect(like.photo.likedByUser && like.user.username == "pocket_tester")
        let token = try UnsplashJSON.decode(
            TokenResponse.self,
            from: Data(
                """
                {"access_token":"abc","token_type":"Bearer","scope":"public read_user \
                write_likes","created_at":1436544465}
                """.utf8))
        #expect(
            token
                == TokenResponse(
                    accessToken: "abc", tokenType: "Bearer", scope: "public read_user write_likes",
                    createdAt: 1_436_544_465))
        #expect(
            try UnsplashJSON.decode(DownloadLink.self, from: Data(#"{"url":"https://x/y.jpg"}"#.utf8)).url
                == "https://x/y.jpg")
    }

    @Test func errorBodiesInBothForms() {
        #expect(
            UnsplashError.messages(in: Data(#"{"errors":["Couldn't find Photo","second"]}"#.utf8)) == [
                "Couldn't find Photo", "second",
            ])
        #expect(
            UnsplashError.messages(
                in: Data(#"{"error":"invalid_grant","error_description":"The grant is invalid."}"#.utf8))
                == ["invalid_grant: The grant is invalid."])
        #expect(UnsplashError.messages(in: Data(#"{"error":"access_denied"}"#.utf8)) == ["access_denied"])
        #expect(UnsplashError.messages(in: Data("<html>Bad gateway</html>".utf8)).isEmpty)
    }

    @Test func aPhotoMissingAFieldIsAnUnexpectedAnswerNamingIt() throws {
        var photo = try #require(Fixture.objects("photos.json").first)
        photo["urls"] = ["thumb": "x"]
        let response = HTTPResponse(status: 200, body: try Fixture.json([photo]))
        #expect(throws: UnsplashError.unexpectedAnswer(detail: "[0].urls.full: missing")) {
            try UnsplashAPI.photoPage(from: response, page: 1, perPage: 10)
        }
        #expect(throws: UnsplashError.unexpectedAnswer(detail: "not JSON")) {
            try UnsplashAPI.photoPage(
                from: HTTPResponse(status: 200, body: Data("[{\"id\": ".utf8)), page: 1, perPage: 10)
        }
    }

    /// The scanner names misfits the way JSONDecoder did, so the "unexpected
    /// answer" errors read the same.
    @Test func misfitsAreNamedByTheirPath() throws {
        let detail = AnswerRulesTests.detail
        #expect(try detail { $0["likes"] = "many" } == "[1].likes: wrong type")
        #expect(try detail { $0["id"] = NSNull() } == "[1].id: wrong type")
        #expect(try detail { $0["width"] = 1.5 } == "[1].width: wrong type")
        #expect(try detail { $0["created_at"] = "yesterday" } == "[1].created_at: malformed")
        #expect(try detail { $0["user"] = ["name": "x"] } == "[1].user.username: missing")
        #expect(
            try detail {
                $0["description"] = NSNull()
                $0["blur_hash"] = NSNull()
                $0["extra"] = [["a": [1, 2]]]
            } == nil)
        #expect(throws: NetworkError.decoding(": wrong type")) {
            try UnsplashJSON.decode([Photo].self, from: Data("{}".utf8))
        }
        // Not JSON at all, wherever the first misfit is: JSONDecoder parsed the whole body first.
        #expect(throws: NetworkError.decoding("not JSON")) {
            try UnsplashJSON.decode([Photo].self, from: Data(#"[{"likes": "x"}, {]"#.utf8))
        }
        #expect(throws: NetworkError.decoding("not JSON")) {
            try UnsplashJSON.decode([Photo].self, from: Data("[] []".utf8))
        }
        #expect(throws: NetworkError.decoding("not JSON")) { try UnsplashJSON.decode([Photo].self, from: Data()) }
    }
}

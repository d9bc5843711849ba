import Foundation
import Networking
import Testing

@Suite struct URLBuilderTests {
    let base = URL(string: "https://api.unsplash.com")!

    @Test func joinsBasePathAndEncodedQuery() throws {
        let request = HTTPRequest(.get, "/photos", query: [QueryItem("page", "2"), QueryItem("q", "a b&c+d/é")])
        let url = try URLBuilder.url(for: request, base: URL(string: "https://api.unsplash.com/")!)
        #expect(url.absoluteString == "https://api.unsplash.com/photos?page=2&q=a%20b%26c%2Bd%2F%C3%A9")
    }

    @Test func keepsPreEncodedValuesAsTheyAre() throws {
        let request = HTTPRequest(
            .get, "oauth/authorize", query: [QueryItem("scope", encodedValue: "public+read_user")])
        #expect(
            try URLBuilder.url(for: request, base: base).absoluteString
                == "https://api.unsplash.com/oauth/authorize?scope=public+read_user")
    }

    @Test func absolutePathsIgnoreTheBase() throws {
        let request = HTTPRequest(.get, "https://images.example.com/a.jpg?w=200", query: [QueryItem("h", "1")])
        #expect(
            try URLBuilder.url(for: request, base: base).absoluteString == "https://images.example.com/a.jpg?w=200&h=1")
    }

    @Test func refusesWhatIsNoWebAddress() {
        #expect(throws: NetworkError.invalidURL("photos")) {
            try URLBuilder.url(for: HTTPRequest(.get, "photos"), base: nil)
        }
        #expect(throws: NetworkError.self) {
            try URLBuilder.url(for: HTTPRequest(.get, "x"), base: URL(string: "ftp://host")!)
        }
    }

    @Test(arguments: [
        ("https://api.unsplash.com", true), ("http://127.0.0.1:8080/x", true), ("http://localhost:1", true),
        ("http://[::1]:80/", true), ("http://127.1.2.3/", true), ("http://api.unsplash.com", false),
        ("http://127.0.0.1.evil.com/", false), ("http://10.0.0.1/", false), ("file:///etc/passwd", false),
    ])
    func plainHTTPOnlyToThisMachine(url: String, allowed: Bool) {
        #expect(URLBuilder.isAllowed(URL(string: url)!) == allowed)
    }

    @Test func formBodyEncodesEveryValue() {
        let body = HTTPBody.form([QueryItem("code", "a/b+c"), QueryItem("grant_type", "authorization_code")])
        #expect(String(decoding: body.data, as: UTF8.self) == "code=a%2Fb%2Bc&grant_type=authorization_code")
        #expect(body.contentType == "application/x-www-form-urlencoded")
        #expect(
            QueryEncoding.decode("code=a%2Fb%2Bc&x=y+z&flag").map { "\($0.name)=\($0.value)" } == [
                "code=a/b+c", "x=y z", "flag=",
            ])
    }

    @Test func jsonBodyFromAnEncodable() throws {
        struct Like: Encodable { var id: String }
        let body = try HTTPBody.json(Like(id: "a\"b"))
        #expect(
            body.contentType == "application/json" && String(decoding: body.data, as: UTF8.self) == #"{"id":"a\"b"}"#)
    }

    @Test func headersIgnoreCase() {
        var headers = HTTPHeaders(["X-Ratelimit-Remaining": "0"])
        #expect(headers["x-ratelimit-remaining"] == "0")
        headers["LINK"] = "<a>"
        #expect(headers["Link"] == "<a>")
    }
}

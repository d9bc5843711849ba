import FoundationEssentials
import Networking

/// The typed Unsplash API over any `HTTPClient` whose base URL is the API's
/// (`https://api.unsplash.com`): every request carries `Accept-Version: v1`
/// and the user's `Authorization: Bearer TOKEN`; answers are decoded into
/// the models and failures mapped to `UnsplashError`.
package struct UnsplashAPI: Sendable {
    package let client: any HTTPClient
    private let token: String

    package init(client: any HTTPClient, token: String) {
        self.client = client
        self.token = token
    }

    /// The headers of every API request (the token is never logged or printed).
    package var headers: [String: String] { ["Accept-Version": "v1", "Authorization": "Bearer " + token] }

    package static let defaultPerPage = 10
    package static let maxPerPage = 30

    /// `GET /photos?page=N&per_page=M`: the Editorial feed.
    package func photos(page: Int, perPage: Int = defaultPerPage) async throws(UnsplashError) -> PhotoPage {
        try await photoPage(Self.photosRequest(page: page, perPage: perPage), page: page, perPage: perPage)
    }

    /// `GET /users/NAME/likes`: the photos the user liked.
    package func likes(of username: String, page: Int, perPage: Int = defaultPerPage) async throws(UnsplashError)
        -> PhotoPage
    {
        let request = HTTPRequest(
            .get, "users/" + QueryEncoding.encode(username) + "/likes",
            query: Self.paging(page, perPage))
        return try await photoPage(request, page: page, perPage: perPage)
    }

    package func photo(id: String) async throws(UnsplashError) -> Photo {
        try await decode(Photo.self, HTTPRequest(.get, Self.photoPath(id)))
    }

    /// `POST /photos/ID/like`.
    package func like(id: String) async throws(UnsplashError) -> LikeResponse {
        try await decode(LikeResponse.self, HTTPRequest(.post, Self.photoPath(id) + "/like"))
    }

    /// `DELETE /photos/ID/like`.
    package func unlike(id: String) async throws(UnsplashError) -> LikeResponse {
        try await decode(LikeResponse.self, HTTPRequest(.delete, Self.photoPath(id) + "/like"))
    }

    /// `GET /me`: the logged-in user.
    package func me() async throws(UnsplashError) -> User {
        try await decode(User.self, HTTPRequest(.get, "me"))
    }

    /// Tells Unsplash the photo was downloaded (its `download_location`, or
    /// `GET /photos/ID/download`), as the API guidelines require.
    package func trackDownload(of photo: Photo) async throws(UnsplashError) {
        let path = photo.links.downloadLocation ?? Self.photoPath(photo.id) + "/download"
        _ = try await decode(DownloadLink.self, HTTPRequest(.get, path))
    }

    // MARK: building and decoding

    package static func photosRequest(page: Int, perPage: Int) -> HTTPRequest {
        HTTPRequest(.get, "photos", query: paging(page, perPage))
    }

    static func paging(_ page: Int, _ perPage: Int) -> [QueryItem] {
        [QueryItem("page", String(page)), QueryItem("per_page", String(perPage))]
    }

    /// An id goes into the path encoded, so `../me` cannot reach another endpoint.
    static func photoPath(_ id: String) -> String { "photos/" + QueryEncoding.encode(id) }

    /// Sends with the API headers; any failure as `UnsplashError`.
    package func send(_ request: HTTPRequest) async throws(UnsplashError) -> HTTPResponse {
        var request = request
        request.headers.merge(headers) { own, _ in own }
        do {
            return try await client.send(request)
        } catch {
            // The app's client repeats only idempotent requests (RetryPolicy).
            throw UnsplashError(error, retried: request.method.isIdempotent).masking(token)
        }
    }

    private func decode<T: JSONModel>(_ type: T.Type, _ request: HTTPRequest) async throws(UnsplashError) -> T {
        let response = try await send(request)
        return try Self.decode(type, from: response)
    }

    package static func decode<T: JSONModel>(_ type: T.Type, from response: HTTPResponse) throws(UnsplashError) -> T {
        do {
            return try UnsplashJSON.decode(type, from: response.body)
        } catch {
            throw UnsplashError(error)
        }
    }

    private func photoPage(_ request: HTTPRequest, page: Int, perPage: Int) async throws(UnsplashError) -> PhotoPage {
        let response = try await send(request)
        return try Self.photoPage(from: response, page: page, perPage: perPage)
    }

    package static func photoPage(from response: HTTPResponse, page: Int, perPage: Int) throws(UnsplashError)
        -> PhotoPage
    {
        PhotoPage(
            page: page, perPage: perPage, photos: try decode([Photo].self, from: response),
            links: LinkHeader.parse(response.headers["Link"]), rateLimit: RateLimit(response.headers))
    }
}

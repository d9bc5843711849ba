/// A photo as `GET /photos` and `GET /photos/ID` give it (the fields the app
/// uses; Unsplash sends many more, which are ignored). `description`,
/// `blur_hash` and `alt_description` may be null.
public struct Photo: Sendable, Equatable {
    public var id: String
    public var createdAt: UnsplashTimestamp
    public var width: Int
    public var height: Int
    public var color: String?
    public var blurHash: String?
    public var description: String?
    public var altDescription: String?
    public var likes: Int
    public var likedByUser: Bool
    public var urls: PhotoURLs
    public var links: PhotoLinks
    public var user: User

    public init(
        id: String, createdAt: UnsplashTimestamp, width: Int, height: Int, color: String?, blurHash: String?,
        description: String?, altDescription: String? = nil, likes: Int, likedByUser: Bool, urls: PhotoURLs,
        links: PhotoLinks, user: User
    ) {
        self.id = id
        self.createdAt = createdAt
        self.width = width
        self.height = height
        self.color = color
        self.blurHash = blurHash
        self.description = description
        self.altDescription = altDescription
        self.likes = likes
        self.likedByUser = likedByUser
        self.urls = urls
        self.links = links
        self.user = user
    }
}

public struct PhotoURLs: Sendable, Equatable {
    public var raw: String?
    public var full: String
    public var regular: String
    public var small: String
    public var thumb: String

    public init(raw: String? = nil, full: String, regular: String, small: String, thumb: String) {
        self.raw = raw
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
    }
}

public struct PhotoLinks: Sendable, Equatable {
    /// The photo's page on unsplash.com: what `share` hands out.
    public var html: String
    public var download: String?
    /// Hit when the user downloads the photo (the API guidelines' download tracking).
    public var downloadLocation: String?

    public init(html: String, download: String? = nil, downloadLocation: String? = nil) {
        self.html = html
        self.download = download
        self.downloadLocation = downloadLocation
    }
}

/// A user (`/me`, `/users/NAME`, a photo's author). `name` and `bio` may be null.
public struct User: Sendable, Equatable {
    public var id: String?
    public var username: String
    public var name: String?
    public var bio: String?
    public var profileImage: ProfileImage?
    /// How many photos the user liked (`total_likes`), when the API says.
    public var totalLikes: Int?

    public init(
        id: String? = nil, username: String, name: String?, bio: String? = nil, profileImage: ProfileImage? = nil,
        totalLikes: Int? = nil
    ) {
        self.id = id
        self.username = username
        self.name = name
        self.bio = bio
        self.profileImage = profileImage
        self.totalLikes = totalLikes
    }
}

public struct ProfileImage: Sendable, Equatable {
    public var small: String?
    public var medium: String?
    public var large: String?

    public init(small: String? = nil, medium: String? = nil, large: String? = nil) {
        self.small = small
        self.medium = medium
        self.large = large
    }
}

/// The answer to `POST`/`DELETE /photos/ID/like`.
public struct LikeResponse: Sendable, Equatable {
    public var photo: Photo
    public var user: User
}

/// `POST /oauth/token`'s answer.
public struct TokenResponse: Sendable, Equatable {
    public var accessToken: String
    public var tokenType: String?
    public var scope: String?
    public var createdAt: Int64?
}

/// `GET /photos/ID/download`'s answer.
public struct DownloadLink: Sendable, Equatable {
    public var url: String
}

/// The API's error body: `{"errors": ["…", …]}`.
public struct APIErrorBody: Sendable, Equatable {
    public var errors: [String]
}

/// The OAuth endpoints' error body: `{"error": "invalid_grant", "error_description": "…"}`.
public struct OAuthErrorBody: Sendable, Equatable {
    public var error: String
    public var errorDescription: String?
}

/// One page of photos with what the headers said about paging and the limit.
public struct PhotoPage: Sendable, Equatable {
    public var page: Int
    public var perPage: Int
    public var photos: [Photo]
    public var links: [String: String]
    public var rateLimit: RateLimit?

    public init(page: Int, perPage: Int, photos: [Photo], links: [String: String] = [:], rateLimit: RateLimit? = nil) {
        self.page = page
        self.perPage = perPage
        self.photos = photos
        self.links = links
        self.rateLimit = rateLimit
    }

    /// Whether the `Link` header names a next page (no header: assume there is one if the page was full).
    public var hasNext: Bool { links.isEmpty ? photos.count >= perPage : links["next"] != nil }
}

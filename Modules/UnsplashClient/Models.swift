/// A photo as `GET /photos` and `GET /photos/ID` give it (the fields the app
/// uses; Unsplash sends many more, which are ignored). `description`,
/// `blur_hash` and `alt_description` may be null.
package struct Photo: Sendable, Equatable {
    package var id: String
    package var createdAt: UnsplashTimestamp
    package var width: Int
    package var height: Int
    package var color: String?
    package var blurHash: String?
    package var description: String?
    package var altDescription: String?
    package var likes: Int
    package var likedByUser: Bool
    package var urls: PhotoURLs
    package var links: PhotoLinks
    package var user: User

    package init(
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

package struct PhotoURLs: Sendable, Equatable {
    package var raw: String?
    package var full: String
    package var regular: String
    package var small: String
    package var thumb: String

    package init(raw: String? = nil, full: String, regular: String, small: String, thumb: String) {
        self.raw = raw
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
    }
}

package struct PhotoLinks: Sendable, Equatable {
    /// The photo's page on unsplash.com: what `share` hands out.
    package var html: String
    package var download: String?
    /// Hit when the user downloads the photo (the API guidelines' download tracking).
    package var downloadLocation: String?

    package init(html: String, download: String? = nil, downloadLocation: String? = nil) {
        self.html = html
        self.download = download
        self.downloadLocation = downloadLocation
    }
}

/// A user (`/me`, `/users/NAME`, a photo's author). `name` and `bio` may be null.
package struct User: Sendable, Equatable {
    package var id: String?
    package var username: String
    package var name: String?
    package var bio: String?
    package var profileImage: ProfileImage?
    /// How many photos the user liked (`total_likes`), when the API says.
    package var totalLikes: Int?

    package init(
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

package struct ProfileImage: Sendable, Equatable {
    package var small: String?
    package var medium: String?
    package var large: String?

    package init(small: String? = nil, medium: String? = nil, large: String? = nil) {
        self.small = small
        self.medium = medium
        self.large = large
    }
}

/// The answer to `POST`/`DELETE /photos/ID/like`.
package struct LikeResponse: Sendable, Equatable {
    package var photo: Photo
    package var user: User
}

/// `POST /oauth/token`'s answer.
package struct TokenResponse: Sendable, Equatable {
    package var accessToken: String
    package var tokenType: String?
    package var scope: String?
    package var createdAt: Int64?
}

/// `GET /photos/ID/download`'s answer.
package struct DownloadLink: Sendable, Equatable {
    package var url: String
}

/// The API's error body: `{"errors": ["…", …]}`.
package struct APIErrorBody: Sendable, Equatable {
    package var errors: [String]
}

/// The OAuth endpoints' error body: `{"error": "invalid_grant", "error_description": "…"}`.
package struct OAuthErrorBody: Sendable, Equatable {
    package var error: String
    package var errorDescription: String?
}

/// One page of photos with what the headers said about paging and the limit.
package struct PhotoPage: Sendable, Equatable {
    package var page: Int
    package var perPage: Int
    package var photos: [Photo]
    package var links: [String: String]
    package var rateLimit: RateLimit?

    package init(page: Int, perPage: Int, photos: [Photo], links: [String: String] = [:], rateLimit: RateLimit? = nil) {
        self.page = page
        self.perPage = perPage
        self.photos = photos
        self.links = links
        self.rateLimit = rateLimit
    }

    /// Whether the `Link` header names a next page (no header: assume there is one if the page was full).
    package var hasNext: Bool { links.isEmpty ? photos.count >= perPage : links["next"] != nil }
}

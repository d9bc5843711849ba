import JSONText
import SharedModels
import UnsplashClient

/// A photo in `--json`: `{"id","createdAt","width","height","description",
/// "likes","likedByUser","color","blurHash","urls":{"thumb","small","regular","full"},
/// "link","author":{"username","name"}}`; null where Unsplash sent null.
struct PhotoJSON: Encodable, Equatable {
    struct URLs: Encodable, Equatable { var thumb, small, regular, full: String }
    struct Author: Encodable, Equatable {
        var username: String
        var name: String?
    }

    var id: String
    var createdAt: String
    var width: Int
    var height: Int
    @AlwaysEncoded var description: String?
    var likes: Int
    var likedByUser: Bool
    @AlwaysEncoded var color: String?
    @AlwaysEncoded var blurHash: String?
    var urls: URLs
    var link: String
    var author: Author

    init(_ photo: Photo) {
        id = photo.id
        createdAt = photo.createdAt.text
        width = photo.width
        height = photo.height
        description = photo.description
        likes = photo.likes
        likedByUser = photo.likedByUser
        color = photo.color
        blurHash = photo.blurHash
        urls = URLs(
            thumb: photo.urls.thumb, small: photo.urls.small, regular: photo.urls.regular, full: photo.urls.full)
        link = photo.links.html
        author = Author(username: photo.user.username, name: photo.user.name)
    }

    enum CodingKeys: String, CodingKey {
        case id, createdAt, width, height, description, likes, likedByUser, color, blurHash, urls, link, author
    }

}

/// `feed`: `{"page","perPage","photos":[…]}`.
struct FeedJSON: Encodable, Equatable {
    var page: Int
    var perPage: Int
    var photos: [PhotoJSON]
}

/// `favorites`: `{"photos":[…]}`.
struct FavoritesJSON: Encodable, Equatable {
    var photos: [PhotoJSON]
}

/// `profile`: `{"username","name","bio","avatar"}` (avatar: the large profile image's URL).
struct ProfileJSON: Encodable, Equatable {
    var username: String
    var name: String?
    var bio: String?
    var avatar: String?

    init(_ user: User) {
        username = user.username
        name = user.name
        bio = user.bio
        avatar = user.profileImage?.large ?? user.profileImage?.medium ?? user.profileImage?.small
    }

    enum CodingKeys: String, CodingKey { case username, name, bio, avatar }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(username, forKey: .username)
        try container.encode(name, forKey: .name)
        try container.encode(bio, forKey: .bio)
        try container.encode(avatar, forKey: .avatar)
    }
}

// Written directly, keys in sorted order: a page of photos is printed
// without building an Encodable tree or looking up conformances at run time
// (the `Encodable` forms above give the same bytes; a test compares them).
extension PhotoJSON: JSONWritable {
    func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.key("author")
        json.beginObject()
        json.member("name", author.name)
        json.member("username", author.username)
        json.endObject()
        json.member("blurHash", blurHash)
        json.member("color", color)
        json.member("createdAt", createdAt)
        json.member("description", description)
        json.member("height", height)
        json.member("id", id)
        json.member("likedByUser", likedByUser)
        json.member("likes", likes)
        json.member("link", link)
        json.key("urls")
        json.beginObject()
        json.member("full", urls.full)
        json.member("regular", urls.regular)
        json.member("small", urls.small)
        json.member("thumb", urls.thumb)
        json.endObject()
        json.member("width", width)
        json.endObject()
    }

    static func write(_ photos: [PhotoJSON], to json: inout JSONStreamWriter) {
        json.key("photos")
        json.beginArray()
        for photo in photos { photo.write(to: &json) }
        json.endArray()
    }
}

extension FeedJSON: JSONWritable {
    func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("page", page)
        json.member("perPage", perPage)
        PhotoJSON.write(photos, to: &json)
        json.endObject()
    }
}

extension FavoritesJSON: JSONWritable {
    func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        PhotoJSON.write(photos, to: &json)
        json.endObject()
    }
}

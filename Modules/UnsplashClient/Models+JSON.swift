/// How each model is read from the API's JSON: the documented snake_case
/// keys, the members that may be null or absent, and every other member
/// skipped (Unsplash sends many more than the app uses).
extension Photo: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var id: String?
        var createdAt: UnsplashTimestamp?
        var width: Int?
        var height: Int?
        var color: String?
        var blurHash: String?
        var description: String?
        var altDescription: String?
        var likes: Int?
        var likedByUser: Bool?
        var urls: PhotoURLs?
        var links: PhotoLinks?
        var user: User?
        try reader.members { key, reader in
            switch key {
            case "id": id = try reader.parsed(AnswerRules.photoID)
            case "created_at": createdAt = try reader.parsed(UnsplashTimestamp.parse)
            case "width": width = try reader.int(in: AnswerRules.photoDimensions)
            case "height": height = try reader.int(in: AnswerRules.photoDimensions)
            case "color": color = try reader.optional { try $0.string() }
            case "blur_hash": blurHash = try reader.optional { try $0.string() }
            case "description": description = try reader.optional { try $0.string() }
            case "alt_description": altDescription = try reader.optional { try $0.string() }
            case "likes": likes = try reader.int()
            case "liked_by_user": likedByUser = try reader.bool()
            case "urls": urls = try reader.model(PhotoURLs.self)
            case "links": links = try reader.model(PhotoLinks.self)
            case "user": user = try reader.model(User.self)
            default: try reader.skip()
            }
        }
        self.init(
            id: try reader.require(id, "id"), createdAt: try reader.require(createdAt, "created_at"),
            width: try reader.require(width, "width"), height: try reader.require(height, "height"),
            color: color, blurHash: blurHash, description: description, altDescription: altDescription,
            likes: try reader.require(likes, "likes"), likedByUser: try reader.require(likedByUser, "liked_by_user"),
            urls: try reader.require(urls, "urls"), links: try reader.require(links, "links"),
            user: try reader.require(user, "user"))
    }
}

extension PhotoURLs: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var raw: String?
        var full: String?
        var regular: String?
        var small: String?
        var thumb: String?
        try reader.members { key, reader in
            switch key {
            case "raw": raw = try reader.optional { try $0.string() }
            case "full": full = try reader.string()
            case "regular": regular = try reader.string()
            case "small": small = try reader.string()
            case "thumb": thumb = try reader.string()
            default: try reader.skip()
            }
        }
        self.init(
            raw: raw, full: try reader.require(full, "full"), regular: try reader.require(regular, "regular"),
            small: try reader.require(small, "small"), thumb: try reader.require(thumb, "thumb"))
    }
}

extension PhotoLinks: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var html: String?
        var download: String?
        var downloadLocation: String?
        try reader.members { key, reader in
            switch key {
            case "html": html = try reader.string()
            case "download": download = try reader.optional { try $0.string() }
            case "download_location": downloadLocation = try reader.optional { try $0.string() }
            default: try reader.skip()
            }
        }
        self.init(html: try reader.require(html, "html"), download: download, downloadLocation: downloadLocation)
    }
}

extension User: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var id: String?
        var username: String?
        var name: String?
        var bio: String?
        var profileImage: ProfileImage?
        var totalLikes: Int?
        try reader.members { key, reader in
            switch key {
            case "id": id = try reader.optional { try $0.string() }
            case "username": username = try reader.string()
            case "name": name = try reader.optional { try $0.string() }
            case "bio": bio = try reader.optional { try $0.string() }
            case "profile_image": profileImage = try reader.optional { try $0.model(ProfileImage.self) }
            case "total_likes": totalLikes = try reader.optional { try $0.int() }
            default: try reader.skip()
            }
        }
        self.init(
            id: id, username: try reader.require(username, "username"), name: name, bio: bio,
            profileImage: profileImage, totalLikes: totalLikes)
    }
}

extension ProfileImage: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var small: String?
        var medium: String?
        var large: String?
        try reader.members { key, reader in
            switch key {
            case "small": small = try reader.optional { try $0.string() }
            case "medium": medium = try reader.optional { try $0.string() }
            case "large": large = try reader.optional { try $0.string() }
            default: try reader.skip()
            }
        }
        self.init(small: small, medium: medium, large: large)
    }
}

extension LikeResponse: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var photo: Photo?
        var user: User?
        try reader.members { key, reader in
            switch key {
            case "photo": photo = try reader.model(Photo.self)
            case "user": user = try reader.model(User.self)
            default: try reader.skip()
            }
        }
        self.init(photo: try reader.require(photo, "photo"), user: try reader.require(user, "user"))
    }
}

extension TokenResponse: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var accessToken: String?
        var tokenType: String?
        var scope: String?
        var createdAt: Int64?
        try reader.members { key, reader in
            switch key {
            case "access_token": accessToken = try reader.string()
            case "token_type": tokenType = try reader.optional { try $0.string() }
            case "scope": scope = try reader.optional { try $0.string() }
            case "created_at": createdAt = try reader.optional { Int64(try $0.int()) }
            default: try reader.skip()
            }
        }
        self.init(
            accessToken: try reader.require(accessToken, "access_token"), tokenType: tokenType, scope: scope,
            createdAt: createdAt)
    }
}

extension DownloadLink: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var url: String?
        try reader.members { key, reader in
            if key == "url" { url = try reader.string() } else { try reader.skip() }
        }
        self.init(url: try reader.require(url, "url"))
    }
}

extension APIErrorBody: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var errors: [String]?
        try reader.members { key, reader in
            if key == "errors" { errors = try reader.elements { try $0.string() } } else { try reader.skip() }
        }
        self.init(errors: try reader.require(errors, "errors"))
    }
}

extension OAuthErrorBody: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        var error: String?
        var errorDescription: String?
        try reader.members { key, reader in
            switch key {
            case "error": error = try reader.string()
            case "error_description": errorDescription = try reader.optional { try $0.string() }
            default: try reader.skip()
            }
        }
        self.init(error: try reader.require(error, "error"), errorDescription: errorDescription)
    }
}

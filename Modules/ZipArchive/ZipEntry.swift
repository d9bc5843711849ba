/// One member as the central directory describes it (libzip's `zip_stat`),
/// accepted by `ZipReader`'s rules: a safe name, a method and sizes it reads.
public struct ZipEntry: Sendable, Hashable {
    /// The name as stored, `/`-separated; a folder's ends in `/`.
    public let name: String
    public let method: Method
    public let crc32: UInt32
    public let compressedSize: Int
    /// What the directory declares; reading holds the member to it.
    public let uncompressedSize: Int
    /// The member's index in libzip's directory.
    let index: UInt64

    public enum Method: UInt16, Sendable, Hashable {
        case stored = 0
        case deflate = 8
    }

    public var isFolder: Bool { name.hasSuffix("/") }
}

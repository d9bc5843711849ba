/// One member as the central directory describes it (libzip's `zip_stat`),
/// accepted by `ZipReader`'s rules: a safe name, a method and sizes it reads.
package struct ZipEntry: Sendable, Hashable {
    /// The name as stored, `/`-separated; a folder's ends in `/`.
    package let name: String
    package let method: Method
    package let crc32: UInt32
    package let compressedSize: Int
    /// What the directory declares; reading holds the member to it.
    package let uncompressedSize: Int
    /// The member's index in libzip's directory.
    let index: UInt64

    package enum Method: UInt16, Sendable, Hashable {
        case stored = 0
        case deflate = 8
    }

    package var isFolder: Bool { name.hasSuffix("/") }
}

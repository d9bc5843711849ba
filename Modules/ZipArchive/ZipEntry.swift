/// One member as the central directory describes it, checked against the
/// file: its local header and data lie inside the archive.
public struct ZipEntry: Sendable, Hashable {
    /// The name as stored, `/`-separated; a folder's ends in `/`.
    public let name: String
    public let method: Method
    public let crc32: UInt32
    public let compressedSize: Int
    public let uncompressedSize: Int
    /// Where the member's data starts (past its local header).
    let dataOffset: Int

    public enum Method: UInt16, Sendable, Hashable {
        case stored = 0
        case deflate = 8
    }

    public var isFolder: Bool { name.hasSuffix("/") }
}

import FoundationEssentials
import Glibc
import Networking

/// Photos' image files by URL, fetched once into the cache and read from
/// there afterwards (image URLs never change their bytes).
struct ImageStore: Sendable {
    let client: any HTTPClient
    let cache: FileCache

    /// The cached file of `url`, downloaded first when absent; `fetched` says
    /// whether the network was used. The caller evicts (`cache.evict()`) once
    /// it is done with the file, so a small cap cannot take it away first.
    func file(for url: String,
              progress: (@Sendable (DownloadProgress) -> Void)? = nil) async throws(NetworkError) -> (path: String, fetched: Bool) {
        let key = "image " + url
        let path = cache.path(for: key)
        if cache.contains(key) { return (path, false) }
        do { try cache.prepare() } catch { throw .file(path: cache.folder, detail: String(describing: error)) }
        let request = HTTPRequest(.get, url, timeouts: HTTPTimeouts(connect: .seconds(10), request: .seconds(120)))
        _ = try await client.download(request, to: path, progress: progress)
        return (path, true)
    }

    /// Copies the cached image of `url` to `target` atomically (0600); a
    /// folder as `target` gets `NAME.jpg` inside. Returns the path written.
    func save(_ url: String, to target: String, name: String,
              progress: (@Sendable (DownloadProgress) -> Void)? = nil) async throws(NetworkError) -> String {
        let source = try await file(for: url, progress: progress).path
        defer { cache.evict() }
        var isFolder = false
        let destination = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder
            ? target + (target.hasSuffix("/") ? "" : "/") + name + ".jpg" : target
        let temporary = destination + ".part-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        guard let data = FileManager.default.contents(atPath: source) else {
            throw .file(path: source, detail: "missing from the cache")
        }
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw .file(path: destination, detail: String(cString: strerror(errno)))
        }
        guard rename(temporary, destination) == 0 else {
            let detail = String(cString: strerror(errno))
            unlink(temporary)
            throw .file(path: destination, detail: detail)
        }
        return destination
    }
}

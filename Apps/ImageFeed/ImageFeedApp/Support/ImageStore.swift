import FileIO
import FoundationEssentials
import Glibc
import Networking
import Storage
import UnsplashClient

/// Photos' image files by URL, fetched once into the cache and read from
/// there afterwards (image URLs never change their bytes).
struct ImageStore: Sendable {
    let client: any HTTPClient
    let cache: FileCache
    /// Limits of an image transfer: the app's `IMAGE_FEED_TIMEOUT` when set
    /// (`ImageFeedContext.imageTimeouts`), so a stalled image server is cut off as promptly as the API.
    var timeouts: HTTPTimeouts = ImageStore.defaultTimeouts

    /// A full-size photo takes longer than an API page: 10 s to connect, 120 s in all.
    static let defaultTimeouts = HTTPTimeouts(connect: .seconds(10), request: .seconds(120))

    /// The cached file of `url`, downloaded first when absent; `fetched` says
    /// whether the network was used. The caller evicts (`cache.evict()`) once
    /// it is done with the file, so a small cap cannot take it away first.
    func file(
        for url: String,
        progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(NetworkError) -> (path: String, fetched: Bool) {
        let key = "image " + url
        let path = cache.path(for: key)
        if cache.contains(key) { return (path, false) }
        do { try cache.prepare() } catch { throw .file(path: cache.folder, detail: Self.problem(error)) }
        let request = HTTPRequest(.get, url, timeouts: timeouts)
        _ = try await client.download(request, to: path, progress: progress)
        return (path, true)
    }

    /// Copies the cached image of `url` to `target` atomically (0600); a
    /// folder as `target` gets `NAME.jpg` inside. Returns the path written.
    /// `name` is the photo's id, already checked when the answer was read;
    /// it is checked again here, as it alone decides where a folder's file goes.
    func save(
        _ url: String, to target: String, name: String,
        progress: (@Sendable (DownloadProgress) -> Void)? = nil
    ) async throws(NetworkError) -> String {
        let source = try await file(for: url, progress: progress).path
        defer { cache.evict() }
        var isFolder = false
        let intoFolder = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder
        guard !intoFolder || Self.isSafeFileName(name) else { throw .file(path: target, detail: .unsafeName) }
        let destination = intoFolder ? target + (target.hasSuffix("/") ? "" : "/") + name + ".jpg" : target
        guard let data = cache.readEntry(at: source) else {
            throw .file(path: source, detail: .missingFromCache)
        }
        try Self.writeAtomically(data, to: destination)
        return destination
    }

    /// The cache folder's refusal in the words the user's language has for it.
    static func problem(_ error: any Error) -> FileProblem {
        switch error as? StoreError {
        case .notWritable: .system(EACCES)
        case .diskFull: .system(ENOSPC)
        default: .other(String(describing: error))
        }
    }

    /// A name that stays one entry of its folder: a photo id, so no `/`, no
    /// `..`, no NUL (which would cut the path short) and nothing hidden.
    static func isSafeFileName(_ name: String) -> Bool {
        AnswerRules.isPhotoID(name) && !name.contains("/") && !name.contains("..") && !name.hasPrefix(".")
    }

    /// Writes `data` to `destination` as every output file is written
    /// (`OutputFile`: a new or regular file replaced atomically, 0600, a
    /// device or FIFO written through, anything else refused).
    static func writeAtomically(_ data: Data, to destination: String) throws(NetworkError) {
        do throws(OutputFile.Failure) {
            try OutputFile.write(destination) { emit in emit([UInt8](data)) }
        } catch {
            throw .file(path: destination, detail: .output(error))
        }
    }
}

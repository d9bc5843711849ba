import FileIO
import FoundationEssentials
import Glibc
import Storage

/// `$XDG_CACHE_HOME/pocket/image-feed`: photos and API pages fetched before,
/// so showing the same photo twice downloads it once. Entries are files
/// named by a 128-bit hash of their key (the URL), written atomically,
/// 0600 in 0700 folders; reading one marks it used (its mtime), and after
/// each write the least recently used go until the whole fits the cap.
struct FileCache: Sendable {
    let folder: String
    let maxBytes: Int64

    /// 200 MiB unless `IMAGE_FEED_CACHE_MAX_MB` says otherwise (0 keeps nothing).
    static let defaultMaxBytes: Int64 = 200 << 20

    static func maxBytes(_ variables: [String: String]) -> Int64 {
        variables[.imageFeedCacheMaxMB].flatMap { Int64($0) }.map { max(0, $0) << 20 } ?? defaultMaxBytes
    }

    func path(for key: String) -> String { folder + "/" + Self.name(for: key) }

    /// The entry's bytes, marked as just used; nil when absent. A link or
    /// anything but a regular file is no entry (`OwnedPath`): its target's
    /// bytes would reach a request header (an ETag) or the screen.
    func read(_ key: String) -> Data? { readEntry(at: path(for: key)) }

    /// The bytes of the entry at `path` (from `path(for:)`), never through a link.
    func readEntry(at path: String) -> Data? { OwnedPath.regularFileContents(path, touch: true) }

    /// Whether the entry exists as a regular file of its own; marks it used.
    /// A link is not one, so it is fetched again and renamed over.
    func contains(_ key: String) -> Bool {
        let path = path(for: key)
        guard OwnedPath.isRegularFile(path) else { return false }
        _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
        return true
    }

    /// Replaces the entry of `key` atomically, as a cache needs (no fsync:
    /// a crash costs at most a download), then evicts.
    func write(_ data: Data, for key: String) throws {
        try prepare()
        let path = path(for: key)
        do throws(AtomicFile.Failure) {
            let file = try AtomicFile(replacing: path, durability: .cache, temporary: .unique(prefix: path + ".tmp-"))
            try file.write([UInt8](data))
            try file.commit()
        } catch {
            let failed = error.step == .rename ? path : path + ".tmp-"
            let operation = error.step == .create ? "open" : error.error.call
            throw StoreError.system(path: failed, operation: operation, code: error.errno)
        }
        evict()
    }

    /// Makes the folder (0700) if needed.
    func prepare() throws { try prepareStoreDirectory(folder) }

    /// Drops least recently used entries until the rest fits `maxBytes`.
    /// Plain `readdir` and `lstat`: FileManager's attribute dictionaries
    /// cost a cold `image-feed feed` more than writing the page did. Only
    /// what the cache wrote goes: regular files with its own names (`name(for:)`),
    /// never a link (nor what it points to) or anything else put there.
    func evict() {
        guard let directory = opendir(folder) else { return }
        var entries: [(path: String, size: Int64, used: timespec)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard Self.isEntryName(name) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            entries.append((path, Int64(info.st_size), info.st_mtim))
        }
        closedir(directory)
        var total = entries.reduce(0) { $0 + $1.size }
        let oldestFirst = entries.sorted { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }
        for entry in oldestFirst where total > maxBytes {
            if unlink(entry.path) == 0 { total -= entry.size }
        }
    }

    /// Removes every entry and the folder (logout).
    func clear() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Two 64-bit FNV-1a hashes, one over the key's bytes and one over them
    /// backwards with another seed: 32 hex digits, no crypto library needed,
    /// and collisions out of reach for a cache of photos.
    /// Whether `name` is one `name(for:)` gives: 32 lowercase hex digits
    /// (so no `.tmp-`/`.part-` file on its way in either).
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    static func name(for key: String) -> String {
        func fnv(_ bytes: some Sequence<UInt8>, _ seed: UInt64) -> String {
            var hash = seed
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            let text = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        let bytes = Array(key.utf8)
        return fnv(bytes, 0xCBF2_9CE4_8422_2325) + fnv(bytes.reversed(), 0x6C62_272E_07BB_0142)
    }
}

import FileIO
import FoundationEssentials
import Glibc

/// The one rule for every folder and file image-feed trusts: it is ours
/// (owned by the effective uid) and nobody else can change it, or it is
/// refused (78). Another user who could plant a `config.json` could send the
/// token to their own server, or swap a cache entry or the store for a link.
enum OwnedPath {
    enum Outcome: Equatable { case absent, ours, tightened }

    /// A config, data or cache folder. Absent is fine (it is made 0700
    /// later); another owner is refused; ours with group or other write bits
    /// is tightened to 0700 (`.tightened`, for the caller's notice).
    /// `followLink` is false for the cache: its entries are named by hashes
    /// anyone can compute, so a link there would let whoever owns the target
    /// choose what the app reads and what eviction deletes.
    static func folder(_ path: String, followLink: Bool) throws(ImageFeedError) -> Outcome {
        var info = stat()
        // Any other failure (a parent we cannot search) is left to the
        // code that makes or opens the folder, which reports it in its words.
        guard lstat(path, &info) == 0 else { return .absent }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard followLink else { throw .linkedPath(path: path) }
            guard stat(path, &info) == 0 else { return .absent }
        }
        guard info.st_uid == geteuid() else { throw .notOurs(path: path) }
        guard info.st_mode & 0o022 != 0 else { return .ours }
        // A sticky folder others may write to (/tmp, as root) is shared by
        // design: changing its mode would break every other program using it.
        guard info.st_mode & mode_t(S_ISVTX) == 0 else { throw .sharedFolder(path: path) }
        // A chmod that fails (a read-only mount) leaves a folder nobody
        // can write to anyway, so it is no reason to refuse.
        return chmod(path, 0o700) == 0 ? .tightened : .ours
    }

    /// The bytes of a file we own that nobody else can change (`config.json`):
    /// nil when absent. Read through the checked descriptor, so the file
    /// checked is the file read. A link is followed (dotfile managers link
    /// config files); its target is what must be ours.
    static func ownFileContents(_ path: String) throws(ImageFeedError) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadableConfig(path: path) }
        guard info.st_uid == geteuid() else { throw .notOurs(path: path) }
        guard info.st_mode & 0o022 == 0 else { throw .openToOthers(path: path) }
        return readAll(fd)
    }

    /// A store file about to receive the session: a link is refused, another
    /// owner too, and a mode wider than 0600 is tightened through the opened
    /// descriptor (`O_NOFOLLOW`, so no link swapped in between is changed).
    static func privateFile(_ path: String) throws(ImageFeedError) -> Outcome {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ELOOP { throw .linkedPath(path: path) }
            return .absent
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .absent }
        guard info.st_uid == geteuid() else { throw .notOurs(path: path) }
        guard info.st_mode & 0o077 != 0 else { return .ours }
        guard fchmod(fd, 0o600) == 0 else { throw .openToOthers(path: path) }
        return .tightened
    }

    /// A regular file's bytes, never through a link (a cache entry): nil when
    /// absent, a link or anything but a regular file. Marks it used (mtime).
    static func regularFileContents(_ path: String, touch: Bool) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let data = readAll(fd) else { return nil }
        if touch { _ = futimens(fd, nil) }
        return data
    }

    /// Whether `path` itself (not what a link names) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func readAll(_ fd: Int32) -> Data? {
        (try? Descriptor.readToEnd(fd)).map { Data($0) }
    }
}

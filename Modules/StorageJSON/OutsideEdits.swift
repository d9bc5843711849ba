import Storage

#if canImport(Glibc)
    import Glibc
#endif

/// Tells a store file another program wrote from the one this store wrote
/// last, as `OutsideChanges` does for SQLite: after each save the file's
/// identity (device, inode, size, modification time to the nanosecond) goes
/// to `store.json.seal` (`JSONStore.sealFileName`) beside the store's path. A load whose file matches
/// it skips the whole-store rule check (`StoreRuleCheck`); any other file
/// (edited by hand, put back from a copy, written by another program, or a
/// seal lost) is checked, and refused with `.corrupt` when a row breaks a
/// rule. A lost or torn seal only costs one check.
struct OutsideEdits {
    /// The store's path (a link stays a link: the identity is of the file it names).
    let storePath: String

    var sealPath: String { storePath + ".seal" }

    /// The identity of an open file, as the seal writes it.
    static func identity(of info: stat) -> String {
        "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)"
    }

    /// Whether the file behind `info` is the one this store wrote last.
    func isSealed(_ info: stat) -> Bool {
        guard let seal = try? readSeal() else { return false }
        return seal == Self.identity(of: info)
    }

    /// Records the file now at `file` (just renamed into place) as ours.
    /// Best effort: without a seal the next load checks the whole store.
    func seal(file: String) {
        var info = stat()
        guard stat(file, &info) == 0 else {
            unlink(sealPath)
            return
        }
        let descriptor = Glibc.open(sealPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        try? StoreFiles.writeAll(fd: descriptor, bytes: Array(Self.identity(of: info).utf8), path: sealPath)
    }

    private func readSeal() throws -> String? {
        let descriptor = Glibc.open(sealPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 256 else { return nil }
        return String(decoding: try StoreFiles.readAll(fd: descriptor, path: sealPath), as: UTF8.self)
    }
}

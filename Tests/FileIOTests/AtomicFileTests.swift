import Glibc
import Synchronization
import Testing

@testable import FileIO

/// Every writer's one way: the target is the old file or the whole new
/// one, nothing is left beside it, and each durability makes its calls.
@Suite struct AtomicFileTests {
    /// The calls a file made, in order, by name.
    final class CallLog: Sendable {
        let names = Mutex<[String]>([])
        let tries = Mutex(0)
        func add(_ name: String) { names.withLock { $0.append(name) } }
        var all: [String] { names.withLock { $0 } }
        /// Counts a write's try: 1 for the first.
        func nextTry() -> Int {
            tries.withLock { value in
                value += 1
                return value
            }
        }
    }

    /// The live calls, logged; `write` and `fsync` interrupted (EINTR) on
    /// their first try; `failWrite` makes writes after the first fail with ENOSPC.
    static func calls(_ log: CallLog, failWrite: Bool = false, failRename: Bool = false) -> FileCalls {
        FileCalls(
            write: { fd, base, count in
                let attempt = log.nextTry()
                if attempt == 1 {
                    errno = EINTR
                    return -1
                }
                if failWrite, attempt > 2 {
                    errno = ENOSPC
                    return -1
                }
                log.add("write")
                // Short writes, so a failure falls midway through the bytes.
                return Glibc.write(fd, base, min(count, 4))
            },
            fsync: { fd in
                log.add("fsync")
                return Glibc.fsync(fd)
            },
            rename: { from, to in
                log.add("rename")
                if failRename {
                    errno = EXDEV
                    return -1
                }
                return Glibc.rename(from, to)
            })
    }

    func folder() throws -> String {
        var template = Array("/tmp/atomic-file.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(cString: try #require(made))
    }

    func names(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try FileContents.read(path, limit: 1 << 20), as: UTF8.self)
    }

    func make(_ text: String, at path: String) throws {
        let file = try AtomicFile(replacing: path, durability: .cache, temporary: .unique(prefix: path + ".tmp-"))
        try file.write(Array(text.utf8))
        try file.commit()
    }

    @Test func userDataSyncsTheFileAndItsFolder() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        try make("old", at: dir + "/data")
        let log = CallLog()
        let file = try AtomicFile(
            replacing: dir + "/data", durability: .userData, temporary: .fixed(dir + "/data.tmp"),
            calls: Self.calls(log))
        try file.write(Array("the new contents".utf8))
        #expect(try contents(dir + "/data") == "old", "a reader sees the old file until the rename")
        try file.commit()
        #expect(try contents(dir + "/data") == "the new contents")
        #expect(names(dir) == ["data"])
        #expect(log.all == Array(repeating: "write", count: 4) + ["fsync", "rename", "fsync"])
        var info = stat()
        #expect(stat(dir + "/data", &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aCacheIsRenamedWithoutSyncing() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        let log = CallLog()
        let file = try AtomicFile(
            replacing: dir + "/entry", durability: .cache, temporary: .unique(prefix: dir + "/entry.tmp-"),
            calls: Self.calls(log))
        #expect(file.temporaryPath.hasPrefix(dir + "/entry.tmp-") && file.temporaryPath.count == dir.count + 17)
        try file.write(Array("abcd".utf8))
        try file.commit()
        #expect(try contents(dir + "/entry") == "abcd")
        #expect(log.all == ["write", "rename"])
        #expect(names(dir) == ["entry"])
    }

    @Test func aWriteFailingMidwayLeavesTheOldFileWhole() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        try make("old", at: dir + "/data")
        let file = try AtomicFile(
            replacing: dir + "/data", durability: .userData, temporary: .unique(prefix: dir + "/.data.tmp-"),
            calls: Self.calls(CallLog(), failWrite: true))
        #expect(throws: AtomicFile.Failure(.write, SystemCallError(call: "write", errno: ENOSPC))) {
            try file.write(Array("twelve bytes".utf8))
        }
        #expect(names(dir) == ["data"], "the temporary is gone at once")
        #expect(try contents(dir + "/data") == "old")
        #expect(throws: AtomicFile.Failure.self) { try file.commit() }
        #expect(try contents(dir + "/data") == "old")
    }

    @Test func aFailedRenameLeavesTheOldFileAndNoTemporary() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        try make("old", at: dir + "/data")
        let file = try AtomicFile(
            replacing: dir + "/data", durability: .userData, temporary: .fixed(dir + "/data.tmp"),
            calls: Self.calls(CallLog(), failRename: true))
        try file.write(Array("new".utf8))
        #expect(throws: AtomicFile.Failure(.rename, SystemCallError(call: "rename", errno: EXDEV))) {
            try file.commit()
        }
        #expect(names(dir) == ["data"])
        #expect(try contents(dir + "/data") == "old")
    }

    @Test func anUncommittedFileIsRemoved() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        do {
            let file = try AtomicFile(
                replacing: dir + "/data", durability: .userData, temporary: .unique(prefix: dir + "/data.part-"))
            try file.write(Array("half".utf8))
            withExtendedLifetime(file) { #expect(names(dir).count == 1) }
        }
        #expect(names(dir).isEmpty, "letting go of it removes the temporary")
        let discarded = try AtomicFile(
            replacing: dir + "/data", durability: .cache, temporary: .unique(prefix: dir + "/data.part-"))
        discarded.discard()
        #expect(names(dir).isEmpty)
    }

    @Test func aFixedNameReplacesALeftoverAndNeverFollowsALink() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        try make("elsewhere", at: dir + "/other")
        #expect(symlink(dir + "/other", dir + "/data.tmp") == 0)
        try make("new", at: dir + "/data")
        let file = try AtomicFile(replacing: dir + "/data", durability: .userData, temporary: .fixed(dir + "/data.tmp"))
        try file.write(Array("newer".utf8))
        try file.commit()
        #expect(try contents(dir + "/data") == "newer")
        #expect(try contents(dir + "/other") == "elsewhere", "the leftover link's target is untouched")
        #expect(names(dir) == ["data", "other"])
    }

    @Test func aFolderThatCannotHoldItFailsAtCreation() throws {
        #expect(throws: AtomicFile.Failure(.create, SystemCallError(call: "open", errno: ENOENT))) {
            try AtomicFile(
                replacing: "/nonexistent-pocket/data", durability: .userData,
                temporary: .unique(prefix: "/nonexistent-pocket/data.tmp-"))
        }
    }

    @Test func theFolderOfAPath() {
        #expect(AtomicFile.folder(of: "a/b/c") == "a/b")
        #expect(AtomicFile.folder(of: "/c") == "/")
        #expect(AtomicFile.folder(of: "c") == ".")
    }
}

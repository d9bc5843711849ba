import FileIO
import Glibc
import Testing

/// Reading another program's file: regular files only, the limit checked
/// before reading, a FIFO refused without blocking.
@Suite struct FileContentsTests {
    /// A fresh folder under /tmp, removed by the caller.
    func folder() throws -> String {
        var template = Array("/tmp/file-contents.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let path = String(cString: try #require(made))
        return path
    }

    func write(_ bytes: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test func readsAWholeFileOrItsFirstBytes() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        write(Array("SQLite format 3\0rest".utf8), to: dir + "/a")
        #expect(try FileContents.read(dir + "/a", limit: 100) == Array("SQLite format 3\0rest".utf8))
        #expect(try FileContents.read(dir + "/a", limit: 16, prefix: 16) == Array("SQLite format 3\0".utf8))
        #expect(
            try FileContents.read(dir + "/a", limit: 100, prefix: 500).count == 20, "a prefix past the end is the file")
        #expect(FileContents.fileName(dir + "/a") == "a")
        #expect(FileContents.exists(dir + "/a") && !FileContents.exists(dir + "/b"))
    }

    @Test func refusesWhatIsNoRegularFileOrTooLarge() throws {
        let dir = try folder()
        defer { _ = system("rm -rf '\(dir)'") }
        write([UInt8](repeating: 7, count: 11), to: dir + "/big")
        #expect(throws: FileContents.Failure.tooLarge(limit: 10)) { try FileContents.read(dir + "/big", limit: 10) }
        #expect(throws: FileContents.Failure.missing) { try FileContents.read(dir + "/none", limit: 10) }
        #expect(throws: FileContents.Failure.notRegularFile) { try FileContents.read(dir, limit: 10) }
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        // Nobody writes to it: a blocking open or read would hang the test.
        #expect(throws: FileContents.Failure.notRegularFile) { try FileContents.read(dir + "/fifo", limit: 10) }
        #expect(symlink(dir + "/none", dir + "/dangling") == 0)
        #expect(throws: FileContents.Failure.missing) { try FileContents.read(dir + "/dangling", limit: 10) }
    }
}

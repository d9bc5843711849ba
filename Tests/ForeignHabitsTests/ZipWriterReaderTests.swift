import Foundation
import PocketTestSupport
import Testing
import ZipArchive

/// ZIPs written here read back whole, pass `unzip -t` and Python's
/// `zipfile`; ZIPs Python writes (deflated, stored, with data descriptors)
/// read here to their exact bytes.
@Suite struct ZipWriterReaderTests {
    static let members: [(String, [UInt8])] = [
        ("Habits.csv", Array("Position,Name\n001,Read\n".utf8)),
        ("001 Read/", []),
        ("001 Read/Checkmarks.csv", Array(String(repeating: "2026-01-01,2\n", count: 500).utf8)),
        ("Ünïcode/names.txt", Array("äöü €".utf8)),
        ("empty.txt", []),
        ("random.bin", noise(4096)),
    ]

    /// Bytes deflate cannot shrink (xorshift64).
    static func noise(_ count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    static func written() throws -> [UInt8] {
        var writer = ZipWriter(year: 2026, month: 12, day: 2)
        for (name, data) in members { try writer.add(name, data) }
        return try writer.archive()
    }

    @Test func whatIsWrittenReadsBackWhole() throws {
        let reader = try ZipReader(bytes: try Self.written())
        #expect(reader.entries.map(\.name) == Self.members.map(\.0))
        for (name, data) in Self.members {
            let entry = try #require(reader.entry(named: name))
            #expect(try reader.data(of: entry) == data, "\(name)")
        }
        let repetitive = try #require(reader.entry(named: "001 Read/Checkmarks.csv"))
        #expect(repetitive.method == .deflate && repetitive.compressedSize < repetitive.uncompressedSize / 10)
        #expect(reader.entry(named: "random.bin")?.method == .stored, "deflate would not shrink it")
        #expect(reader.entry(named: "001 Read/")?.isFolder == true)
    }

    @Test func oneInputWritesTheSameBytes() throws {
        #expect(try Self.written() == Self.written())
    }

    @Test func unzipTestsItClean() throws {
        let folder = try TemporaryFolder("zip")
        let path = try folder.write(Data(try Self.written()), to: "out.zip")
        let result = try Tool.run(["unzip", "-t", path])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("No errors detected"), "\(result)")
    }

    @Test func pythonReadsItAndFindsNoBadCRC() throws {
        let folder = try TemporaryFolder("zip")
        let path = try folder.write(Data(try Self.written()), to: "out.zip")
        let program = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            print("\\n".join(f"{i.filename}\\t{len(z.read(i))}" for i in z.infolist()))
            """
        let result = try Tool.python(program, [path])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdoutLines == Self.members.map { "\($0.0)\t\($0.1.count)" })
    }

    @Test func readsWhatPythonWrites() throws {
        let folder = try TemporaryFolder("zip")
        let path = folder.appending("python.zip")
        // Writing through `open(..., "w")` into an unseekable stream makes
        // zipfile use data descriptors (flag bit 3) with zero sizes in the
        // local headers: the reader must take them from the central directory.
        let program = """
            import io, sys, zipfile
            class Unseekable(io.RawIOBase):
                def __init__(self, f): self.f = f
                def writable(self): return True
                def write(self, b): return self.f.write(b)
            with open(sys.argv[1], "wb") as raw:
                with zipfile.ZipFile(Unseekable(raw), "w") as z:
                    z.writestr("deflated.txt", "a,b\\r\\n" * 1000, compress_type=zipfile.ZIP_DEFLATED)
                    z.writestr("stored.txt", "plain", compress_type=zipfile.ZIP_STORED)
                    with z.open("streamed.csv", "w") as f: f.write(b"x" * 70000)
                    z.writestr("dir/", "")
                    z.writestr("empty.csv", "", compress_type=zipfile.ZIP_DEFLATED)
            """
        let result = try Tool.python(program, [path])
        #expect(result.exitCode == 0, "\(result)")
        let reader = try ZipReader(path: path)
        #expect(reader.entries.map(\.name) == ["deflated.txt", "stored.txt", "streamed.csv", "dir/", "empty.csv"])
        let empty = try #require(reader.entry(named: "empty.csv"))
        #expect(empty.method == .deflate && empty.compressedSize > 0, "an empty deflate stream still has a block")
        #expect(try reader.data(of: empty) == [])
        #expect(
            try reader.data(of: #require(reader.entry(named: "deflated.txt")))
                == Array(String(repeating: "a,b\r\n", count: 1000).utf8))
        #expect(try reader.data(of: #require(reader.entry(named: "stored.txt"))) == Array("plain".utf8))
        let streamed = try #require(reader.entry(named: "streamed.csv"))
        #expect(try reader.data(of: streamed) == [UInt8](repeating: UInt8(ascii: "x"), count: 70000))
        #expect(try reader.data(of: #require(reader.entry(named: "dir/"))) == [])
    }

    @Test func theWriterRefusesWhatAReaderWould() throws {
        var writer = ZipWriter()
        #expect(throws: ZipError.unsafeName("../x")) { try writer.add("../x", []) }
        #expect(throws: ZipError.unsafeName("/etc/passwd")) { try writer.add("/etc/passwd", []) }
        try writer.add("a", [1])
        #expect(throws: ZipError.damaged(entry: "a", .duplicateName)) { try writer.add("a", [2]) }
    }
}

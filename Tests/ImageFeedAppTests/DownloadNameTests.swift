import Foundation
import Networking
import PocketTestSupport
import Testing
@testable import ImageFeedApp

/// A downloaded file's name and how it is written: the id alone names it,
/// inside the folder, 0600, and no temporary survives a failure.
@Suite struct DownloadNameTests {
    static func mode(_ path: String) -> Int? { (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int }

    @Test func onlyAnIdIsAFileName() {
        #expect(ImageStore.isSafeFileName("dvwQYFKRfaz"))
        for name in ["", "../x", "a/b", "..", ".x", "a\u{0}b", "a..b", "é", String(repeating: "a", count: 65)] {
            #expect(!ImageStore.isSafeFileName(name), "\(name)")
        }
    }

    @Test func theFileIsWritten0600AndNothingElseIsLeft() throws {
        let folder = try TemporaryFolder("download")
        defer { folder.remove() }
        let path = folder.appending("photo.jpg")
        try ImageStore.writeAtomically(Data("jpeg".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("jpeg".utf8))
        #expect(Self.mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo.jpg"])
    }

    @Test func aFailedRenameLeavesNoTemporary() throws {
        let folder = try TemporaryFolder("download")
        defer { folder.remove() }
        // A folder where the file should go: the rename fails after the temporary was written.
        let taken = folder.appending("taken.jpg")
        try FileManager.default.createDirectory(atPath: taken + "/inside", withIntermediateDirectories: true)
        #expect(throws: NetworkError.self) { try ImageStore.writeAtomically(Data("jpeg".utf8), to: taken) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken.jpg"])
        #expect(throws: NetworkError.self) { try ImageStore.writeAtomically(Data("x".utf8), to: folder.appending("missing/x.jpg")) }
    }
}

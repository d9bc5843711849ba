import Foundation
import Localization
import Networking
import PocketTestSupport
import Storage
import Testing

@testable import ImageFeedApp

/// A downloaded file's name and how it is written: the id alone names it,
/// inside the folder, 0600, and no temporary survives a failure.
@Suite struct DownloadNameTests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

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

    @Test func aFolderOrAMissingFolderIsRefusedAndLeavesNothing() throws {
        let folder = try TemporaryFolder("download")
        defer { folder.remove() }
        // A folder where the file should go: refused before anything is written.
        let taken = folder.appending("taken.jpg")
        try FileManager.default.createDirectory(atPath: taken + "/inside", withIntermediateDirectories: true)
        #expect(throws: NetworkError.file(path: taken, detail: .output(.cannotCreate(errno: EISDIR)))) {
            try ImageStore.writeAtomically(Data("jpeg".utf8), to: taken)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken.jpg"])
        let missing = folder.appending("missing/x.jpg")
        #expect(throws: NetworkError.file(path: missing, detail: .output(.cannotCreate(errno: ENOENT)))) {
            try ImageStore.writeAtomically(Data("x".utf8), to: missing)
        }
    }

    /// The reason comes in the user's language, not as the C library's English.
    @Test func aRefusedWriteSaysWhyInTheUsersLanguage() {
        let german = NetworkError.file(path: "/x.jpg", detail: .system(EISDIR)).message(Localizer(language: .de))
        #expect(german.contains("ist ein Ordner") && !german.contains("Is a directory"), "\(german)")
        #expect(ImageStore.problem(StoreError.diskFull(path: "/c")) == .system(ENOSPC))
        #expect(ImageStore.problem(StoreError.notWritable(path: "/c")) == .system(EACCES))
    }
}

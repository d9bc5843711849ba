import Foundation
import PocketTestSupport
import Storage
import Testing

/// Folders 0700, files 0600, whatever the umask (the runner's is 022).
@Suite struct FileModeTests {
    @Test(arguments: StoreKind.allCases)
    func storeFilesArePrivate(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try openStore(kind, folder.storeDirectory)
        try store.write { try $0.setSetting("k", "v") }
        #expect(mode(folder.path + "/data") == 0o700)
        #expect(mode(folder.storeDirectory) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.storeDirectory)
        let expected: Set<String> =
            kind == .json
            ? ["store.json", "store.json.seal", "store.lock"]
            : ["store.sqlite", "store.sqlite-wal", "store.sqlite-shm"]
        #expect(Set(files) == expected)
        for file in files { #expect(mode(folder.storeDirectory + "/" + file) == 0o600, "\(file)") }
    }

    @Test func existingFoldersKeepTheirModes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        chmod(folder.path, 0o755)
        try prepareStoreDirectory(folder.path + "/a/b")
        #expect(mode(folder.path) == 0o755)
        #expect(mode(folder.path + "/a") == 0o700)
        #expect(mode(folder.path + "/a/b") == 0o700)
    }

    @Test func aFileInTheWayIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeFile(folder.path + "/file", [1])
        #expect(throws: StoreError.self) { try prepareStoreDirectory(folder.path + "/file") }
        #expect(throws: StoreError.self) { try prepareStoreDirectory(folder.path + "/file/below") }
    }
}

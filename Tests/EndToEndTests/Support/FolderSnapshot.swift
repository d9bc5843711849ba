import Foundation

/// Every regular file below a folder with its bytes, to show that a run
/// which must change nothing (a refused command, a malformed import) left a
/// store byte for byte as it was: `#expect(try FolderSnapshot(dir) == before)`.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// Paths relative to the folder → contents.
    let files: [String: Data]

    /// Reads the folder now; a folder that does not exist reads as empty.
    init(_ folder: String) throws {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for relative in manager.subpaths(atPath: folder) ?? [] {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        self.files = files
    }

    /// The file names and sizes, for `#expect` messages.
    var description: String {
        files.keys.sorted().map { "\($0) (\(files[$0]?.count ?? 0) bytes)" }.joined(separator: ", ")
    }
}

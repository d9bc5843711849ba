import Foundation

/// Every file below a folder with its bytes, to show that a run which must
/// change nothing (a refused command, a malformed import) left a store byte
/// for byte as it was: `#expect(try FolderSnapshot(dir) == before)`. A file
/// that is not a regular one (a FIFO, a socket) is listed by its type and
/// never opened: opening a FIFO would block the test.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// Paths relative to the folder → contents (`<NSFileTypeFIFO>` and the like for other files).
    let files: [String: Data]

    /// Reads the folder now; a folder that does not exist reads as empty.
    init(_ folder: String) throws {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for relative in manager.subpaths(atPath: folder) ?? [] {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            // The type of what a link points to: a link to a regular file is read, as before.
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let type = try manager.attributesOfItem(atPath: target)[.type] as? FileAttributeType
            guard type == .typeRegular else {
                files[relative] = Data("<\(type?.rawValue ?? "unknown")>".utf8)
                continue
            }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        self.files = files
    }

    /// The file names and sizes, for `#expect` messages.
    var description: String {
        files.keys.sorted().map { "\($0) (\(files[$0]?.count ?? 0) bytes)" }.joined(separator: ", ")
    }
}

import Foundation

/// A fresh private folder under the system's temporary directory, removed
/// with everything in it when the last reference goes. Every test that needs
/// files makes one of these, so no test leaves litter behind or sees another's.
package final class TemporaryFolder: Sendable {
    /// The folder, symlinks resolved, so it compares equal to the paths the
    /// apps print (`/tmp` may be a link).
    package let path: String

    /// Creates `pocket-LABEL-XXXXXX` (mode 0700, by `mkdtemp`).
    package init(_ label: String = "test") throws {
        var template = Array((NSTemporaryDirectory() + "/pocket-\(label)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CreationFailed(reason: String(cString: strerror(errno))) }
        path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }

    deinit { remove() }

    /// Removes the folder now. `defer { folder.remove() }` also keeps a local
    /// folder alive to the end of its scope, whatever the optimizer does.
    package func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// `relative` inside the folder (nothing is created).
    package func appending(_ relative: String) -> String { path + "/" + relative }

    /// Writes `contents` to `relative` (folders created) and returns the full path.
    @discardableResult
    package func write(_ contents: Data, to relative: String) throws -> String {
        let file = appending(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try contents.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to `relative` and returns the full path.
    @discardableResult
    package func write(_ text: String, to relative: String) throws -> String {
        try write(Data(text.utf8), to: relative)
    }

    /// Creates the folder `relative` (and its parents) and returns its path.
    @discardableResult
    package func makeFolder(_ relative: String) throws -> String {
        let folder = appending(relative)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    package struct CreationFailed: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { "cannot create a temporary folder: \(reason)" }
    }
}

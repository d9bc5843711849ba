import FileIO
import Glibc
import Networking

/// A download's body on its way to `target`: an `AtomicFile` as user data,
/// `TARGET.part-XXXXXX` in the target's folder, renamed over the target only
/// when the whole body arrived; otherwise removed, and the target is
/// untouched. Registered with `TemporaryFiles`, so SIGTERM or SIGHUP
/// mid-download (Ctrl-C cancels the transfer, which discards it) leaves no
/// `.part-` file.
///
/// `@unchecked Sendable`: it wraps a file descriptor, written by the
/// transfer's thread and then committed or discarded once the transfer ended.
final class PartialFile: @unchecked Sendable {
    let target: String
    private let file: AtomicFile

    var path: String { file.temporaryPath }

    init(target: String) throws(NetworkError) {
        self.target = target
        do throws(AtomicFile.Failure) {
            file = try AtomicFile(
                replacing: target, durability: .userData, temporary: .unique(prefix: target + ".part-"))
        } catch {
            throw .file(path: target, detail: .system(error.errno))
        }
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        do throws(AtomicFile.Failure) { try file.write(bytes) } catch {
            throw .file(path: target, detail: .system(error.errno))
        }
    }

    /// fsync, close, rename over the target, fsync the folder (so the rename
    /// itself survives a crash; a folder that cannot be synced only weakens that).
    func commit() throws(NetworkError) {
        do throws(AtomicFile.Failure) { try file.commit() } catch let error where error.step != .syncFolder {
            throw .file(path: target, detail: .system(error.errno))
        } catch {}
    }

    /// Removes the temporary file (nothing once it was renamed).
    func discard() { file.discard() }
}

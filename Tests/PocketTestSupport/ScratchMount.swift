import Foundation

/// A small tmpfs mounted for one test: a full disk (a few pages) or
/// read-only media that even root cannot write. Needs the right to mount
/// (root in the CI container); `isAvailable` says whether this machine
/// gives it, and the tests that need one are skipped otherwise.
package final class ScratchMount {
    package let path: String

    /// Mounts a tmpfs of `kilobytes` at a fresh folder.
    package init(kilobytes: Int) throws {
        let folder = try TemporaryFolder()
        path = folder.path
        try Self.run(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", path])
    }

    deinit {
        _ = try? Self.run(["-o", "remount,rw", path])
        _ = try? Self.command("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Makes the mount read-only.
    package func remountReadOnly() throws { try Self.run(["-o", "remount,ro", path]) }

    /// Fills the file system to the last byte (a file named `filler`).
    package func fill() {
        let fd = open(path + "/filler", O_WRONLY | O_CREAT, 0o600)
        defer { close(fd) }
        var block = [UInt8](repeating: 0x2E, count: 4096)
        while write(fd, &block, block.count) > 0 {}
        while write(fd, &block, 1) > 0 {}
    }

    /// Whether tmpfs can be mounted here (tried once).
    package static let isAvailable: Bool = {
        guard let mount = try? ScratchMount(kilobytes: 64) else { return false }
        _ = mount
        return true
    }()

    private static func run(_ arguments: [String]) throws { try command("/bin/mount", arguments) }

    private struct Failed: Error {
        let arguments: [String]
        let status: Int32
    }

    private static func command(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(arguments: arguments, status: process.terminationStatus)
        }
    }
}

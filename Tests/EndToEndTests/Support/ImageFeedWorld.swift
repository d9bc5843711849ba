import Foundation
import PocketTestSupport

/// The built `image-feed` in a fresh sandbox, pointed at its own fake
/// Unsplash server (started here, stopped when the world goes).
struct ImageFeedWorld {
    let server: FakeUnsplash
    let sandbox: TestSandbox
    var app: ScriptedApp

    init(language: String = "en_US.UTF-8", environment: [String: String?] = [:]) throws {
        server = try FakeUnsplash()
        sandbox = try TestSandbox()
        app = ScriptedApp(
            "image-feed", in: sandbox, language: language,
            environment: server.environment.mapValues { $0 }.merging(environment) { $1 })
    }

    /// Logs in with a fresh code (`login --code`), as a user who pasted it would.
    @discardableResult
    func login() throws -> String { try app.ok(["login", "--code", server.newCode()]) }

    var storeFile: String { sandbox.appDataDirectory("image-feed") + "/store.sqlite" }
    var cacheFolder: String { sandbox.cacheHome + "/pocket/image-feed" }

    /// The cache's entries (none when the folder is gone).
    var cacheEntries: [String] { (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? [] }

    /// A photo id of the fixtures (the first of the feed).
    static let firstPhoto = FakeUnsplash.firstPhoto

    /// Every text a run printed, for the "token never shown" checks.
    static func texts(_ results: [ProcessResult]) -> String {
        results.map { $0.stdout + $0.stderr }.joined(separator: "\n")
    }

    /// A TCP port that was free a moment ago (for the loopback redirect).
    static func freePort() -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// A fake `xdg-open` in a folder put first on `PATH`: a shell script
    /// playing the browser (`body` gets the URL as `$1`).
    func browser(_ body: String) throws -> [String: String?] {
        let script = "#!/bin/sh\n" + body + "\n"
        let path = try sandbox.write(Data(script.utf8), to: "bin/xdg-open")
        chmod(path, 0o755)
        let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return ["PATH": sandbox.root + "/bin:" + inherited, "DISPLAY": ":99"]
    }
}

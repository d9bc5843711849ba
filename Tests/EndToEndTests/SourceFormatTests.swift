import Foundation
import Testing

/// The tree keeps one format: the toolchain's formatter (`swift format`,
/// configured by `.swift-format`) finds nothing to change or report, and no
/// line of Swift is over its 120-character limit, which it does not enforce
/// inside string literals and comments. `Scripts/format` fixes what it can
/// and lists the rest.
@Suite struct SourceFormatTests {
    static let paths = ["Package.swift", "Apps", "Modules", "Tests"]
    static let limit = 120

    @Test("swift format lint --strict finds nothing in the package's Swift sources")
    func lintIsClean() throws {
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            ["swift", "format", "lint", "--strict", "--recursive", "--parallel"]
                + Self.paths.map { Repository.root + "/" + $0 },
            environment: ProcessInfo.processInfo.environment, timeout: .seconds(600))
        let findings = (result.stderr + result.stdout).split(separator: "\n").prefix(20).joined(separator: "\n")
        #expect(result.exitCode == 0 && findings.isEmpty, "run Scripts/format; swift format reports:\n\(findings)")
    }

    @Test("no line of Swift is longer than 120 characters, strings and comments included")
    func noLongLines() throws {
        var long: [String] = []
        for path in Self.paths {
            for file in try Self.swiftFiles(under: Repository.root + "/" + path) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.count > Self.limit {
                    long.append("\(file.dropFirst(Repository.root.count + 1)):\(number + 1): \(line.count) characters")
                }
            }
        }
        #expect(long.isEmpty, "break these lines by hand:\n\(long.prefix(20).joined(separator: "\n"))")
    }

    /// PATH itself when it is a file, or every `.swift` file below it (build folders skipped).
    static func swiftFiles(under path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = try FileManager.default.subpathsOfDirectory(atPath: path)
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }
}

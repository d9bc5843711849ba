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

    /// What a comment may not state: an instruction count ("1.5 M instructions",
    /// "0.3 k instructions", "950 instructions a look-up", "half a million
    /// instructions") or a time in µs. Such figures rot; they belong in
    /// docs/benchmarks.md ("Measured choices"), with how they were taken.
    /// Narrow on purpose: a timeout or size the code sets ("10 s to connect",
    /// 80×24) is a fact of the code and passes.
    static func measuredFigure() throws -> Regex<AnyRegexOutput> {
        try Regex(#"[0-9] ?[Mk] instructions|[0-9] instructions an? |(million|thousand) instructions|[0-9] ?µs\b"#)
    }

    /// The part of LINE that is a comment: the whole line when it starts with
    /// `//`, else what follows ` //` (a `//` inside a URL has no space before it).
    static func comment(in line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") { return trimmed }
        return line.range(of: " //").map { line[$0.upperBound...] }
    }

    @Test("no comment in Modules/ or Apps/ states an instruction count or a time in µs")
    func noMeasuredFiguresInComments() throws {
        let figure = try Self.measuredFigure()
        for sample in [
            "/// SipHash: 1.5 M instructions for 1,000", "// (about 0.3M instructions)",
            "/// 0.3 k instructions a look-up", "/// about 950 instructions a look-up",
            "/// half a million instructions", "/// (about 16 µs; psql about 10 µs)",
        ] {
            #expect(Self.comment(in: sample[...])?.contains(figure) == true, "\(sample)")
        }
        for sample in [
            "/// 10 s to connect, 120 s in all.", "/// else 80×24", "/// a 6×6×6 cube",
            "let url = \"https://example.com/1 M instructions\"",
        ] {
            #expect(Self.comment(in: sample[...])?.contains(figure) != true, "\(sample)")
        }
        var found: [String] = []
        for path in ["Modules", "Apps"] {
            for file in try Self.swiftFiles(under: Repository.root + "/" + path) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let comment = Self.comment(in: line), comment.contains(figure) {
                        found.append("\(file.dropFirst(Repository.root.count + 1)):\(number + 1): \(comment)")
                    }
                }
            }
        }
        #expect(
            found.isEmpty,
            """
            keep the reason in words and move the figure to docs/benchmarks.md ("Measured choices"):
            \(found.prefix(20).joined(separator: "\n"))
            """)
    }

    @Test("every file docs/benchmarks.md's \"Measured choices\" names exists")
    func measuredChoicesNameExistingFiles() throws {
        let page = try String(contentsOfFile: Repository.root + "/docs/benchmarks.md", encoding: .utf8)
        let section = try #require(page.split(separator: "\n## ").first { $0.hasPrefix("Measured choices") })
        let paths = section.matches(of: try Regex(#"`((Modules|Apps)/[^`]+\.swift)`"#)).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(paths.count > 20)
        let missing = paths.filter { !FileManager.default.fileExists(atPath: Repository.root + "/" + $0) }
        #expect(missing.isEmpty, "moved or renamed: \(missing)")
    }

    /// A declaration made `public`: the package vends no library, so what
    /// another of its modules uses is `package` (architecture.md, "Names").
    static func publicDeclaration() throws -> Regex<AnyRegexOutput> {
        try Regex(#"^\s*(@\w+(\([^)]*\))?\s+)*public(\(set\))?\s+\w"#)
    }

    @Test("no Swift declaration is public: what other modules of the package use is package")
    func noPublicDeclarations() throws {
        let declaration = try Self.publicDeclaration()
        #expect("    public static let x = 1".contains(declaration))
        #expect("@inlinable public func f()".contains(declaration))
        #expect(!"    package var x = 1".contains(declaration) && !"// public key".contains(declaration))
        var found: [String] = []
        for path in Self.paths {
            for file in try Self.swiftFiles(under: Repository.root + "/" + path) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(declaration) {
                    found.append("\(file.dropFirst(Repository.root.count + 1)):\(number + 1)")
                }
            }
        }
        #expect(found.isEmpty, "make these package:\n\(found.prefix(20).joined(separator: "\n"))")
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

import Foundation
import Testing

/// `EnvironmentVariable` (Modules/SharedModels) is the one way Modules/ and
/// Apps/ read the environment, so the apps' man-page tables, built from its
/// members, can name every variable read: no other source names a variable
/// in quotes or reads one by a literal (`environment["X"]`, `getenv("X")`).
@Suite struct EnvironmentVariableSourceTests {
    static let table = "Modules/SharedModels/EnvironmentVariable.swift"

    /// The names the table declares, `Self("NAME")`.
    static func tableNames() throws -> [String] {
        let text = try String(contentsOfFile: Repository.root + "/" + table, encoding: .utf8)
        return text.matches(of: /Self\("([A-Z][A-Z0-9_]*)"\)/).map { String($0.output.1) }
    }

    @Test("the table declares each name once, and `all` lists every member")
    func tableIsWhole() throws {
        let names = try Self.tableNames()
        #expect(names.count > 40 && Set(names).count == names.count, "\(names)")
        let text = try String(contentsOfFile: Repository.root + "/" + Self.table, encoding: .utf8)
        let members = text.matches(of: /static let (\w+) = Self\(/).map { String($0.output.1) }
        let all = try #require(text.firstMatch(of: /static let all: \[Self\] = \[([^\]]*)\]/)).output.1
        let listed = all.split(whereSeparator: { ",\n ".contains($0) }).map(String.init)
        #expect(Set(members) == Set(listed) && members.count == listed.count, "`all` differs from the members")
    }

    @Test("Modules and Apps read no environment variable by a literal name outside the table")
    func noLiteralReads() throws {
        let names = Set(try Self.tableNames())
        var found: [String] = []
        for folder in ["Modules", "Apps"] {
            for file in try SourceFormatTests.swiftFiles(under: Repository.root + "/" + folder) {
                let relative = String(file.dropFirst(Repository.root.count + 1))
                guard relative != Self.table else { continue }
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where Self.readsByLiteral(line, names) {
                    found.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "read these through EnvironmentVariable:\n\(found.prefix(20).joined(separator: "\n"))")
    }

    /// Whether code on `line` (comments aside) quotes a variable's name, or
    /// looks one up by an upper-case literal: `env["X"]`, `getenv("X")`.
    static func readsByLiteral(_ line: Substring, _ names: Set<String>) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { return false }
        let quoted = code.matches(of: /"([A-Za-z0-9_]+)"/).map { String($0.output.1) }
        return quoted.contains(where: names.contains) || code.contains(/\[\s*"[A-Z][A-Z0-9_]*"\s*\]|getenv\(\s*"/)
    }
}

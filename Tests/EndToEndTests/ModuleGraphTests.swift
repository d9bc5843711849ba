import Foundation
import Testing

/// The module graph, checked rather than drawn by hand: every target's
/// declared dependencies in `Package.swift` (as `swift package
/// dump-package` reads them) are exactly the modules its Swift sources
/// import, and the "Module graph" list of docs/architecture.md is that graph. SwiftPM lets
/// a target import a module it only reaches through another dependency, so
/// without this a graph drifts unseen.
@Suite struct ModuleGraphTests {
    /// The toolchain's own modules: imported, never declared.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationInternationalization", "Dispatch",
        "Synchronization", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "PackagePlugin", "Swift", "_Concurrency",
    ]

    @Test func everyTargetDeclaresExactlyWhatItImports() throws {
        let graph = try PackageGraph.read()
        var problems: [String] = []
        for target in graph.targets where target.kind != "system" && target.kind != "plugin" {
            let files = try SwiftImports.files(in: Repository.root + "/" + target.path)
            guard !files.isEmpty else { continue }  // a C target: its headers say what it includes
            let imported = try SwiftImports.modules(in: files).subtracting(Self.toolchain)
            // An executable dependency is a build-order one (the end-to-end tests run the programs), never imported.
            let declared = Set(target.dependencies.filter { graph.kind(of: $0) != "executable" })
            let undeclared = imported.subtracting(declared)
            let unused = declared.subtracting(imported)
            if !undeclared.isEmpty { problems.append("\(target.name) imports undeclared \(undeclared.sorted())") }
            if !unused.isEmpty { problems.append("\(target.name) declares unused \(unused.sorted())") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// docs/architecture.md lists every library and program target with
    /// its dependencies, as `PackageGraph.documentedLines` writes them.
    @Test func theArchitectureDocumentListsTheGraph() throws {
        let graph = try PackageGraph.read()
        let path = Repository.root + "/docs/architecture.md"
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let begin = "<!-- module-graph: generated, checked by ModuleGraphTests -->"
        let end = "<!-- /module-graph -->"
        let start = try #require(document.range(of: begin), "the graph markers in docs/architecture.md")
        let stop = try #require(document.range(of: end, range: start.upperBound..<document.endIndex))
        let listed = document[start.upperBound..<stop.lowerBound].split(separator: "\n").map(String.init)
        let expected = ["```"] + graph.documentedLines + ["```"]
        let shown = expected.joined(separator: "\n")
        #expect(listed == expected, "docs/architecture.md's module graph should read:\n\(shown)")
    }
}

/// `swift package dump-package`, the targets and their dependencies.
struct PackageGraph {
    struct Target {
        var name: String
        var kind: String
        var path: String
        var dependencies: [String]
    }

    var targets: [Target]

    func kind(of name: String) -> String? { targets.first { $0.name == name }?.kind }

    static func read() throws -> PackageGraph {
        // A scratch path of its own, so that it never waits on the build's lock.
        let scratch = NSTemporaryDirectory() + "module-graph-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "swift", "package", "--package-path", Repository.root,
                "--scratch-path", scratch, "dump-package",
            ],
            environment: ProcessInfo.processInfo.environment, timeout: .seconds(120))
        guard result.exitCode == 0 else {
            throw EndToEndError.commandFailed(command: "swift package dump-package", result: result)
        }
        guard let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            let targets = root["targets"] as? [[String: Any]]
        else { throw EndToEndError.notJSON(text: result.stdout) }
        return PackageGraph(
            targets: targets.map { target in
                let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                    dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
                }
                let name = target["name"] as? String ?? ""
                return Target(
                    name: name, kind: target["type"] as? String ?? "", path: target["path"] as? String ?? "",
                    dependencies: dependencies)
            })
    }

    /// One line a target, libraries then programs, each by name:
    /// `TrackerKit → SharedModels`, `(none)` for a leaf; C libraries marked.
    var documentedLines: [String] {
        let groups: [(String, (Target) -> Bool)] = [
            ("modules", { $0.kind == "regular" && $0.path.hasPrefix("Modules/") }),
            ("system libraries (C headers of Debian packages)", { $0.kind == "system" }),
            ("app plugins", { $0.kind == "regular" && $0.path.hasPrefix("Apps/") }),
            ("programs", { $0.kind == "executable" && !$0.path.hasPrefix("Tests/") }),
            ("test support and test programs", { $0.kind != "test" && $0.path.hasPrefix("Tests/") }),
        ]
        var lines: [String] = []
        for (title, member) in groups {
            lines.append("# " + title)
            for target in targets.filter(member).sorted(by: { $0.name < $1.name }) {
                let dependencies = target.dependencies.sorted()
                lines.append(
                    target.name + " → " + (dependencies.isEmpty ? "(none)" : dependencies.joined(separator: ", ")))
            }
        }
        return lines
    }
}

/// The modules Swift files import, read line by line: `import M`, `@testable
/// import M`, `import struct M.T`; lines inside multi-line string literals
/// (a Python script a test writes) are not imports.
enum SwiftImports {
    static func files(in folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    static func modules(in files: [String]) throws -> Set<String> {
        var modules = Set<String>()
        for file in files {
            var inString = false
            for line in try String(contentsOfFile: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
                if !inString, let module = module(imported: line) { modules.insert(module) }
            }
        }
        return modules
    }

    static let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The module LINE imports, if it is an import declaration.
    static func module(imported line: Substring) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import" else { return nil }
        words.removeFirst()
        if let first = words.first, kinds.contains(first) { words.removeFirst() }
        guard let path = words.first else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }
}

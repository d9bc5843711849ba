import Foundation
import PocketTestSupport
import Testing

@testable import Localization

/// Runs the built LocalizationCompiler (the tool the plugin uses) on small
/// tables in a temporary folder and checks what it accepts and what it refuses.
@Suite struct CompilerTests {
    struct Run {
        let status: Int32
        let stderr: String
        let output: String?
    }

    static func compilerURL() -> URL? {
        let build = packageRoot.appending(path: ".build")
        let candidates = ["debug", "release"].flatMap { configuration in
            ["LocalizationCompiler-tool", "LocalizationCompiler"].map {
                build.appending(path: "\(configuration)/\($0)")
            }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Writes `tables` into a temporary folder and runs the compiler on them:
    /// by name, or (`passFolder`) on the folder plus the names in `planned`.
    func compile(_ tables: [String: String], passFolder: Bool = false, planned: [String] = []) throws -> Run {
        let compiler = try #require(Self.compilerURL(), "LocalizationCompiler is not built under .build")
        let temporary = try TemporaryFolder("l10n")
        defer { temporary.remove() }
        let folder = URL(fileURLWithPath: temporary.path)
        var paths: [String] = []
        for (name, text) in tables {
            let url = folder.appending(path: name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let output = folder.appending(path: "Out.swift")
        let process = Process()
        process.executableURL = compiler
        process.arguments =
            [output.path] + (passFolder ? [folder.path] + planned.map { folder.appending(path: $0).path } : paths)
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stderr: stderr,
            output: try? String(contentsOf: output, encoding: .utf8))
    }

    static func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }

    static func text(_ key: String, en: String? = "a", ru: String? = "б", de: String? = "c") -> String {
        let languages = [("en", en), ("ru", ru), ("de", de)].compactMap { name, value in
            value.map { "\"\(name)\":\(unit($0))" }
        }
        return #""\#(key)":{"localizations":{\#(languages.joined(separator: ","))}}"#
    }

    static func plural(_ key: String, ru: [String]) -> String {
        func forms(_ categories: [String]) -> String {
            #"{"variations":{"plural":{\#(categories.map { "\"\($0)\":\(unit($0))" }.joined(separator: ","))}}}"#
        }
        return
            #""\#(key)":{"localizations":{"en":\#(forms(["one", "other"])),"ru":\#(forms(ru)),"#
            + #""de":\#(forms(["one", "other"]))}}"#
    }

    /// A text value as `[text]`; a plural as nil.
    static func texts(_ value: TableValue) -> [String]? {
        if case .text(let text) = value { return [text] }
        return nil
    }

    static func table(_ entries: String...) -> String {
        #"{"sourceLanguage":"en","version":"1.0","strings":{\#(entries.joined(separator: ","))}}"#
    }

    @Test func acceptsACompleteTableAndEscapesLiterals() throws {
        let run = try compile([
            "A.xcstrings": Self.table(
                Self.text("a.text", en: #"say \"hi\" \\(x)\n"#),
                Self.plural("a.count", ru: ["one", "few", "many", "other"]))
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let output = try #require(run.output)
        let entries = try #require(CompiledSourceReader.entries(in: output))
        // Sorted by key for the binary search.
        #expect(entries.map(\.key) == ["a.count", "a.text"])
        let text = try #require(entries.last)
        #expect(Self.texts(text.en) == ["say \"hi\" \\(x)\n"])
        #expect(Self.texts(text.ru) == ["б"] && Self.texts(text.de) == ["c"])
        let count = try #require(entries.first)
        guard case .plural(let forms) = count.ru else {
            Issue.record("not a plural")
            return
        }
        #expect(
            [forms.zero, forms.one, forms.two, forms.few, forms.many, forms.other] == [
                nil, "one", nil, "few", "many", "other",
            ])
    }

    /// Texts are kept once each, by their bytes: two that Swift's `==` calls
    /// equal (composed and decomposed é) each keep their own.
    @Test func equivalentTextsKeepTheirOwnBytes() throws {
        let run = try compile([
            "A.xcstrings": Self.table(
                Self.text("a.composed", en: "caf\u{E9}"),
                Self.text("a.decomposed", en: "cafe\u{301}"))
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let output = try #require(run.output)
        let entries = try #require(CompiledSourceReader.entries(in: output))
        #expect(
            entries.map { Self.texts($0.en).map { $0.map { Array($0.utf8) } } } == [
                [Array("caf\u{E9}".utf8)], [Array("cafe\u{301}".utf8)],
            ])
    }

    @Test func aFolderStandsForEveryTableInIt() throws {
        let run = try compile(
            [
                "A.xcstrings": Self.table(Self.text("a.one")),
                "B.xcstrings": Self.table(Self.text("b.one")),
                "notes.txt": "not a table",
            ], passFolder: true, planned: ["A.xcstrings", "Gone.xcstrings"])
        #expect(run.status == 0, "\(run.stderr)")
        let output = try #require(run.output)
        let entries = try #require(CompiledSourceReader.entries(in: output))
        #expect(entries.map(\.key) == ["a.one", "b.one"])
        // B was not in the planned list: compiled, with a warning that SwiftPM does not yet track it.
        #expect(run.stderr.contains("B.xcstrings: warning: new string table"), "\(run.stderr)")
        #expect(!run.stderr.contains("A.xcstrings: warning"))
    }

    @Test func refusesAMissingLanguage() throws {
        let run = try compile(["A.xcstrings": Self.table(Self.text("a.text", ru: nil))])
        #expect(run.status != 0)
        #expect(run.stderr.contains("A.xcstrings: error: key 'a.text': missing 'ru' translation"), "\(run.stderr)")
        #expect(run.output == nil)
    }

    @Test func refusesAPluralWithoutTheLanguagesCategories() throws {
        let run = try compile(["A.xcstrings": Self.table(Self.plural("a.count", ru: ["one", "many", "other"]))])
        #expect(run.status != 0)
        #expect(run.stderr.contains("key 'a.count': ru: plural lacks categories few"), "\(run.stderr)")
    }

    @Test func refusesAKeyInTwoTables() throws {
        let run = try compile([
            "A.xcstrings": Self.table(Self.text("shared.key")),
            "B.xcstrings": Self.table(Self.text("shared.key"), Self.text("b.other")),
        ])
        #expect(run.status != 0)
        #expect(run.stderr.contains("duplicate key 'shared.key': already defined in A.xcstrings"), "\(run.stderr)")
    }

    @Test(arguments: ["nodot", "has space.key", "a..b", "ключ.key"])
    func refusesMalformedKeys(key: String) throws {
        let run = try compile(["A.xcstrings": Self.table(Self.text(key))])
        #expect(run.status != 0)
        #expect(run.stderr.contains("malformed key"), "\(run.stderr)")
    }

    @Test func refusesBrokenJSONAndEmptyValues() throws {
        let broken = try compile(["A.xcstrings": "{\"strings\": "])
        #expect(broken.status != 0 && broken.stderr.contains("not valid JSON"))
        let empty = try compile(["A.xcstrings": Self.table(Self.text("a.empty", de: ""))])
        #expect(empty.status != 0 && empty.stderr.contains("de: empty value"), "\(empty.stderr)")
    }
}

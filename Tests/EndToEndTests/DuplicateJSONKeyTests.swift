import Foundation
import Testing

/// A JSON document that gives a key twice in one object reads two ways
/// (Python and jq take the last value, Foundation the first), so the built
/// `tracker` refuses it wherever it reads one: an import file (the key at
/// the top, in a tracker, in a record) and its own JSON store. Each exits 65
/// with one localized line naming the key, and nothing changes.
@Suite struct DuplicateJSONKeyTests {
    static func tracker(store: String, language: String = "en_US.UTF-8") throws -> ScriptedApp {
        let app = try TrackerLoopImportTests.tracker(store: store, language: language)
        try app.ok(["category", "add", "Home"])
        try app.ok([
            "add", "habit", "Read", "--category", "Home", "--schedule", "daily", "--emoji", "1", "--color", "1",
        ])
        try app.ok(["done", "Read"])
        return app
    }

    /// `text` with `members` put first into the first object after `anchor`.
    static func inserting(_ members: String, after anchor: String, in text: String) throws -> String {
        let start = anchor.isEmpty ? text.startIndex : try #require(text.range(of: anchor)).upperBound
        let brace = try #require(text[start...].firstIndex(of: "{"))
        var result = text
        result.insert(contentsOf: members, at: result.index(after: brace))
        return result
    }

    /// Where the key is given a second time in the app's own export.
    static let importCases: [(label: String, anchor: String, members: String, key: String)] = [
        ("records twice at the top", "", #""records": [], "#, "records"),
        ("version twice at the top", "", #""version": 1, "#, "version"),
        ("name twice in a tracker", #""trackers""#, #""name": "Other", "#, "name"),
        ("day twice in a record", #""records""#, #""day": "2026-01-01", "#, "day"),
    ]

    @Test(arguments: ["json", "sqlite"], importCases.indices)
    func anImportFileWithAKeyTwiceIsRefused(store: String, index: Int) throws {
        let (label, anchor, members, key) = Self.importCases[index]
        let app = try Self.tracker(store: store)
        let before = try app.ok(["export"])
        let file = app.sandbox.root + "/twice.json"
        try Self.inserting(members, after: anchor, in: before).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try app.run(["import", file])
        #expect(result.exitCode == 65, "\(label): \(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: ") == true && lines.count <= 2, "\(label): \(result)")
        #expect(lines.first?.contains(file) == true, "\(label): \(result)")
        #expect(lines.first?.contains("the key “\(key)” is given twice") == true, "\(label): \(result)")
        #expect(try app.ok(["export"]) == before, "\(label)")
    }

    static let languages: [(locale: String, text: String)] = [
        ("ru_RU.UTF-8", "ключ «records» встречается в одном объекте дважды"),
        ("de_DE.UTF-8", "der Schlüssel „records“ steht zweimal in einem Objekt"),
    ]

    @Test(arguments: languages.indices)
    func theKeyIsNamedInTheUsersLanguage(index: Int) throws {
        let (locale, text) = Self.languages[index]
        let app = try Self.tracker(store: "sqlite", language: locale)
        let export = try app.ok(["export"])
        let file = app.sandbox.root + "/twice.json"
        try Self.inserting(#""records": [], "#, after: "", in: export).write(
            toFile: file, atomically: true, encoding: .utf8)
        let result = try app.run(["import", file])
        #expect(result.exitCode == 65 && result.stderr.contains(text), "\(result)")
    }

    /// Keys given twice in the JSON store itself: at the top, in a category, in a tracker.
    static let storeCases: [(anchor: String, members: String, key: String)] = [
        ("", #""categories": [], "#, "categories"),
        (#""categories""#, #""title": "Work", "#, "title"),
        (#""trackers""#, #""name": "Other", "#, "name"),
    ]

    @Test(arguments: storeCases.indices)
    func aStoreWithAKeyTwiceIsRefusedAndLeftAsItIs(index: Int) throws {
        let (anchor, members, key) = Self.storeCases[index]
        let app = try Self.tracker(store: "json")
        let path = app.sandbox.dataDirectory + "/store.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Self.inserting(members, after: anchor, in: text).write(toFile: path, atomically: true, encoding: .utf8)
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        for command in [["list"], ["done", "Read", "--date", "2026-03-17"]] {
            let result = try app.run(command)
            #expect(result.exitCode == 65, "\(key) \(command): \(result)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first?.hasPrefix("error: ") == true && lines.count <= 2, "\(key): \(result)")
            #expect(lines.first?.contains(#"duplicate key "\#(key)""#) == true, "\(key): \(result)")
        }
        #expect(try FolderSnapshot(app.sandbox.dataDirectory) == before, "\(key)")
    }
}

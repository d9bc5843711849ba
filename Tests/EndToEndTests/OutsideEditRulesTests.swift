import Foundation
import Testing

/// A store changed by another program (the sqlite3 shell, an editor on
/// store.json) is held to every rule the apps apply on input: one outside
/// edit per rule, on both backends; reads and every change exit 65 with one
/// line naming the table, the row and the rule, and the store stays as it is.
@Suite struct OutsideEditRulesTests {
    /// One outside edit: the SQL the shell runs, and the text an editor
    /// replaces in store.json (of the seeded store: Water and Gym in
    /// Health, Water done on 2026-03-18); `rule` is what the error names.
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var sql: String
        var json: (from: String, to: String)
        var rule: String
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(
            name: "an escape sequence in a name",
            sql: "UPDATE trackers SET name = char(27) || '[31mWater' WHERE name = 'Water'",
            json: (#""name": "Water""#, #""name": "\u001b[31mWater""#), rule: "trackers row .*: name"),
        Edit(
            name: "an empty name", sql: "UPDATE trackers SET name = '' WHERE name = 'Water'",
            json: (#""name": "Water""#, #""name": """#), rule: "trackers row .*: name"),
        Edit(
            name: "an emoji not in the palette", sql: "UPDATE trackers SET emoji = 'X' WHERE name = 'Water'",
            json: (#""emoji": "🙂""#, #""emoji": "X""#), rule: "trackers row .*: emoji"),
        Edit(
            name: "a color not in the palette", sql: "UPDATE trackers SET color = '#123456' WHERE name = 'Water'",
            json: (##""color": "#FD4C49""##, ##""color": "#123456""##), rule: "trackers row .*: color"),
        Edit(
            name: "a creation day out of range", sql: "UPDATE trackers SET created_on = -99999 WHERE name = 'Water'",
            json: (#""createdOn": "2026-03-18""#, #""createdOn": "1700-01-01""#), rule: "trackers row .*: created_on"),
        Edit(
            name: "a record day out of range", sql: "UPDATE records SET day = -99999",
            json: (#"["2026-03-18"]"#, #"["1700-01-01"]"#), rule: "records row .*: day"),
        Edit(
            name: "a control character in a title", sql: "UPDATE categories SET title = 'Health' || char(7)",
            json: (#""title": "Health""#, #""title": "Health\u0007""#), rule: "categories row .*: title"),
    ]

    @Test(arguments: TrackerStoreFaultTests.backends, edits)
    func anOutsideEditThatBreaksARuleIsRefused(store: String, edit: Edit) throws {
        let app = try TrackerStoreFaultTests.seeded(store)
        let path = TrackerStoreFaultTests.storeFile(app, store)
        if store == "sqlite" {
            try StoreFaults.sqlite(path, edit.sql)
        } else {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let edited = text.replacingOccurrences(of: edit.json.from, with: edit.json.to)
            try #require(edited != text, "\(edit.name): the JSON edit applies")
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        for command in [["list"], ["today"]] + TrackerStoreFaultTests.changes {
            let result = try app.run(command)
            #expect(result.exitCode == 65, "\(store), \(edit.name), \(command): \(result)")
            #expect(
                result.stderrLines.count == 1 && result.stderr.range(of: edit.rule, options: .regularExpression) != nil,
                "\(store), \(edit.name), \(command): \(result)")
        }
        let after = try FolderSnapshot(app.sandbox.dataDirectory)
        #expect(after.files.filter { !$0.key.hasSuffix("-shm") } == before.files.filter { !$0.key.hasSuffix("-shm") })
    }

    /// The store's own changes are not outside ones: a sound store edited
    /// from outside is checked once and sealed again, on both backends.
    @Test(arguments: TrackerStoreFaultTests.backends)
    func aSoundOutsideEditIsCheckedAndKept(store: String) throws {
        let app = try TrackerStoreFaultTests.seeded(store)
        let path = TrackerStoreFaultTests.storeFile(app, store)
        if store == "sqlite" {
            try StoreFaults.sqlite(path, "UPDATE trackers SET name = 'Tea' WHERE name = 'Water'")
        } else {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: #""name": "Water""#, with: #""name": "Tea""#).write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try app.ok(["list"]).contains("Tea"))
        try app.ok(["done", "Gym"])
        #expect(try app.ok(["list"]).contains("Gym"))
    }
}

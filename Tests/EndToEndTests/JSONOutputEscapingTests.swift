import Foundation
import Testing

/// The built `tracker` and a line or paragraph separator in a stored name
/// (JavaScript-era readers and terminals break lines on them). Commands
/// refuse such names (`NameRules`), and so does the store when one is put
/// there from outside, as an older build or a hand edit would have left it:
/// every command then exits 65 naming the row and the rule, and the error
/// line, `--json` or not, carries no separator raw. (`--json` output escapes
/// them: TrackerJSONWritingTests.)
@Suite struct JSONOutputEscapingTests {
    @Test(arguments: ["sqlite", "json"])
    func aSeparatorInAStoredNameIsRefusedAndNeverPrintedRaw(store: String) throws {
        let sandbox = try TestSandbox()
        let app = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_ANALYTICS": "off"])
        try app.ok(["category", "add", "Health"])
        try app.ok([
            "add", "habit", "Run fast now", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color",
            "1",
        ])
        try Self.rename("Run fast now", to: "Run\u{2028}fast\u{2029}now", store: store, in: sandbox.dataDirectory)
        for command in [["--json", "list"], ["--json", "export"], ["list"]] {
            let result = try app.run(command)
            #expect(result.exitCode == 65 && result.stderrLines.count == 1, "\(command): \(result)")
            #expect(result.stderr.contains(": name"), "\(command): \(result)")
            let output = result.stdout + result.stderr
            #expect(!output.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 }, "\(result)")
        }
    }

    /// Changes a tracker's name behind the app's back: in the JSON document's
    /// text, or with the sqlite3 shell.
    static func rename(_ old: String, to new: String, store: String, in folder: String) throws {
        if store == "json" {
            let file = folder + "/store.json"
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let escaped = new.unicodeScalars.map {
                $0.value == 0x2028 || $0.value == 0x2029
                    ? String(format: "\\u%04x", $0.value) : String($0)
            }.joined()
            try text.replacingOccurrences(of: "\"" + old + "\"", with: "\"" + escaped + "\"")
                .write(toFile: file, atomically: false, encoding: .utf8)
        } else {
            let literal = new.unicodeScalars.map { $0.isASCII ? "'\($0)'" : "char(\($0.value))" }.joined(
                separator: "||")
            let result = try ProcessRunner.run(
                "/usr/bin/sqlite3",
                [
                    folder + "/store.sqlite",
                    "UPDATE trackers SET name = \(literal) WHERE name = '\(old)'",
                ], environment: [:])
            try #require(result.exitCode == 0, "\(result)")
        }
    }
}

import Foundation
import Testing

/// The built `tracker`: `--json` output never carries a line or paragraph
/// separator raw (JavaScript-era readers and terminals break lines on them),
/// reads back to the stored name, and the human list never prints them either.
/// Commands refuse such names (`NameRules`), so the name is put into the
/// store from outside, as an older build or a hand edit would have left it.
@Suite struct JSONOutputEscapingTests {
    @Test(arguments: ["sqlite", "json"])
    func separatorsInANameAreEscapedInJSONAndCleanedOnScreen(store: String) throws {
        let sandbox = try TestSandbox()
        let app = ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_ANALYTICS": "off"])
        let name = "Run\u{2028}fast\u{2029}now"
        try app.ok(["category", "add", "Health"])
        try app.ok([
            "add", "habit", "Run fast now", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color",
            "1",
        ])
        try Self.rename("Run fast now", to: name, store: store, in: sandbox.dataDirectory)
        for command in [["list"], ["export"]] {
            let result = try app.run(["--json"] + command)
            #expect(result.exitCode == 0, "\(result)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 }, "\(result)")
            #expect(result.stdout.contains(#"Run\u2028fast\u2029now"#), "\(result)")
        }
        let list = try app.json(["list"])
        let trackers = try #require((list["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]])
        #expect(trackers.first?["name"] as? String == name)
        let screen = try app.ok(["list"])
        #expect(!screen.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 }, "\(screen)")
        #expect(screen.contains("Run fast now"), "\(screen)")
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

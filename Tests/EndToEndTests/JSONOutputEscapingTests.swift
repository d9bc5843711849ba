import Foundation
import Testing

/// The built `tracker`: `--json` output never carries a line or paragraph
/// separator raw (JavaScript-era readers and terminals break lines on them),
/// reads back to the stored name, and the human list never prints them either.
@Suite struct JSONOutputEscapingTests {
    @Test(arguments: ["sqlite", "json"])
    func separatorsInANameAreEscapedInJSONAndCleanedOnScreen(store: String) throws {
        let sandbox = try TestSandbox()
        let app = ScriptedApp("tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
                              environment: ["POCKET_ANALYTICS": "off"])
        let name = "Run\u{2028}fast\u{2029}now"
        try app.ok(["category", "add", "Health"])
        try app.ok(["add", "habit", name, "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1"])
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
}

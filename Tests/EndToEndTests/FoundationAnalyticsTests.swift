import Foundation
import Testing

/// The analytics log of the built executables.
@Suite("Foundation: analytics log")
struct FoundationAnalyticsTests {
    struct Report: Decodable {
        var total: Int
        var byApp: [String: Int]
        var byEvent: [String: Int]
        var byScreen: [String: Int]
        var byItem: [String: Int]
    }

    @Test("a main-screen run appends events under XDG_STATE_HOME, file 0600 in a 0700 folder")
    func logWritten() throws {
        let sandbox = try TestSandbox()
        let run = try sandbox.run("tracker", ["list"])
        #expect(run.exitCode == 0, "\(run)")
        let log = sandbox.analyticsLog
        #expect(sandbox.mode(of: log) == 0o600)
        #expect(sandbox.mode(of: (log as NSString).deletingLastPathComponent) == 0o700)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
            #expect(object?["app"] == "tracker")
            #expect(["open", "close", "click"].contains(object?["event"] ?? ""))
        }
        let report = try JSONDecoder().decode(
            Report.self, from: try sandbox.run("tracker", ["analytics", "--json"]).stdoutData)
        #expect(report.total == lines.count)
    }

    @Test(
        "opt-outs leave no log",
        arguments: [
            (["list", "--no-analytics"], [:]), (["list"], ["DO_NOT_TRACK": "1"]),
            (["list"], ["POCKET_ANALYTICS": "off"]),
        ]
            as [([String], [String: String?])])
    func optOuts(arguments: [String], environment: [String: String?]) throws {
        let sandbox = try TestSandbox()
        #expect(try sandbox.run("tracker", arguments, environment: environment).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.analyticsLog))
    }

    @Test(
        "`analytics` counts this app's events from the log, `--all` every app's; torn lines are skipped",
        arguments: FoundationCommandLineTests.apps)
    func reportsTheLog(app: String) throws {
        let sandbox = try TestSandbox()
        let lines = [
            #"{"app":"\#(app)","event":"open","screen":"Main","ts":"2026-11-29T10:00:00Z"}"#,
            #"{"app":"\#(app)","event":"click","item":"track","screen":"Main","ts":"2026-11-29T10:00:01Z"}"#,
            #"{"app":"\#(app)","event":"close","screen":"Main","ts":"2026-11-29T10:00:02Z"}"#,
            #"{"app":"someone-else","event":"open","screen":"Feed","ts":"2026-11-29T10:00:03Z"}"#,
            #"{"app":"\#(app)","event":"op"#,
        ]
        try sandbox.write(Data(lines.joined(separator: "\n").utf8), to: "home/.local/state/pocket/analytics.jsonl")
        let own = try sandbox.run(app, ["analytics", "--json"])
        #expect(own.exitCode == 0, "\(own)")
        let report = try JSONDecoder().decode(Report.self, from: own.stdoutData)
        #expect(report.total == 3)
        #expect(report.byEvent == ["open": 1, "click": 1, "close": 1])
        #expect(report.byItem == ["track": 1])
        let all = try JSONDecoder().decode(
            Report.self, from: try sandbox.run(app, ["analytics", "--all", "--json"]).stdoutData)
        #expect(all.total == 4)
        #expect(all.byApp == [app: 3, "someone-else": 1])
        let human = try sandbox.run(app, ["analytics"], language: "ru_RU.UTF-8")
        #expect(human.stdoutLines.first == "3 события")
    }

    @Test("reading an absent log reports zero and creates nothing", arguments: FoundationCommandLineTests.apps)
    func emptyLog(app: String) throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run(app, ["analytics", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(try JSONDecoder().decode(Report.self, from: result.stdoutData).total == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateHome + "/pocket"))
    }
}

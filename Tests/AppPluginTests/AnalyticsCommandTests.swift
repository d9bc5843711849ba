import Analytics
import Foundation
import PocketTestSupport
import Testing

@testable import AppPlugin

@Suite("Built-in: analytics")
struct AnalyticsCommandTests {
    @Test("events logged by a command are counted by `analytics --json`")
    func countsEvents() throws {
        let world = try AppWorld()
        #expect(world.run(["tap"]).exitCode == 0)
        #expect(world.run(["tap"]).exitCode == 0)
        let result = world.run(["analytics", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let report = try result.json(AnalyticsReport.self)
        #expect(report.total == 6)
        #expect(report.byApp == ["demo": 6])
        #expect(report.byEvent == ["open": 2, "click": 2, "close": 2])
        #expect(report.byScreen == ["Main": 6])
        #expect(report.byItem == ["add_track": 2])
    }

    @Test("each event is one JSON line with the app, never anything personal")
    func logLines() throws {
        let world = try AppWorld()
        try world.runOK(["tap"])
        let lines = try String(contentsOfFile: world.analyticsLog, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let events = try lines.map { try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8)) }
        #expect(events.map(\.event) == [.open, .click, .close])
        #expect(events.map(\.item) == [nil, "add_track", nil])
        #expect(events.allSatisfy { $0.app == "demo" && $0.screen == "Main" && $0.ts.hasSuffix("Z") })
    }

    @Test("the log is private: folder 0700, file 0600")
    func privateFiles() throws {
        let world = try AppWorld()
        try world.runOK(["tap"])
        let file = try FileManager.default.attributesOfItem(atPath: world.analyticsLog)
        let folder = try FileManager.default.attributesOfItem(
            atPath: (world.analyticsLog as NSString).deletingLastPathComponent)
        #expect(file[.posixPermissions] as? Int == 0o600)
        #expect(folder[.posixPermissions] as? Int == 0o700)
    }

    @Test("other apps' events are left out unless --all")
    func otherApps() throws {
        let world = try AppWorld()
        try world.runOK(["tap"])
        try world.runOK(BarePlugin(), ["ping"])
        let other = AnalyticsLog(path: world.analyticsLog, app: "other", isEnabled: true)
        other.open(screen: "Feed")
        #expect(try world.run(["analytics", "--json"]).json(AnalyticsReport.self).total == 3)
        let all = try world.run(["analytics", "--all", "--json"]).json(AnalyticsReport.self)
        #expect(all.total == 4)
        #expect(all.byApp == ["demo": 3, "other": 1])
    }

    @Test("the human report is localized and pluralized")
    func humanReport() throws {
        let world = try AppWorld()
        try world.runOK(["tap"])
        let english = world.run(["analytics"])
        #expect(english.stdoutLines.first == "3 events")
        #expect(english.stdout.contains("By event\n"))
        #expect(english.stdout.contains("By item\n  add_track  1\n"))
        let russian = world.run(["analytics"], ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stdoutLines.first == "3 события")
        #expect(russian.stdout.contains("По экранам\n"))
    }

    @Test("an empty log reports zero")
    func emptyLog() throws {
        let world = try AppWorld()
        let report = try world.run(["analytics", "--json"]).json(AnalyticsReport.self)
        #expect(report.total == 0)
        #expect(world.run(["analytics"]).stdout == "0 events\n")
    }

    @Test(
        "opt-outs log nothing",
        arguments: [
            (["tap", "--no-analytics"], [:]), (["--no-analytics", "tap"], [:]), (["tap"], ["DO_NOT_TRACK": "1"]),
            (["tap"], ["POCKET_ANALYTICS": "off"]), (["tap"], ["POCKET_ANALYTICS": "OFF"]),
        ] as [([String], [String: String?])])
    func optOuts(arguments: [String], variables: [String: String?]) throws {
        let world = try AppWorld()
        #expect(world.run(arguments, variables).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: world.analyticsLog))
    }

    @Test("DO_NOT_TRACK=0 still logs")
    func doNotTrackZero() throws {
        let world = try AppWorld()
        try world.runOK(["tap"], ["DO_NOT_TRACK": "0"])
        #expect(FileManager.default.fileExists(atPath: world.analyticsLog))
    }

    @Test("an unwritable log never fails the command")
    func unwritableLog() throws {
        let world = try AppWorld()
        // A file where the folder should be: the log cannot be created.
        try FileManager.default.createDirectory(atPath: world.home, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: world.home + "/state", contents: Data("x".utf8)))
        let result = world.run(["tap"], ["XDG_STATE_HOME": world.home + "/state"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
    }
}

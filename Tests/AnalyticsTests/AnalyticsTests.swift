import Foundation
import PocketTestSupport
import Testing

@testable import Analytics

/// The log's usual place inside `folder` (its folders not yet made).
private func logPath(in folder: TemporaryFolder) -> String { folder.appending("state/pocket/analytics.jsonl") }

private let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_953_600) }  // 2026-11-29T12:00:00Z

@Test func logsOneJSONObjectPerLineWithItemOnlyOnClicks() throws {
    let folder = try TemporaryFolder("analytics")
    defer { folder.remove() }
    let log = AnalyticsLog(path: logPath(in: folder), app: "tracker", isEnabled: true, now: fixedNow)
    log.open(screen: "Main")
    log.click(screen: "Main", item: "add_track")
    log.log(.close, screen: "Main", item: "ignored")
    let text = try String(contentsOfFile: log.path, encoding: .utf8)
    #expect(
        text == """
            {"app":"tracker","event":"open","screen":"Main","ts":"2026-11-29T12:00:00Z"}
            {"app":"tracker","event":"click","item":"add_track","screen":"Main","ts":"2026-11-29T12:00:00Z"}
            {"app":"tracker","event":"close","screen":"Main","ts":"2026-11-29T12:00:00Z"}

            """)
    #expect(try log.readEvents().map(\.event) == [.open, .click, .close])
}

@Test func logFileAndFolderArePrivate() throws {
    let temporary = try TemporaryFolder("analytics")
    defer { temporary.remove() }
    let log = AnalyticsLog(path: logPath(in: temporary), app: "goals", isEnabled: true, now: fixedNow)
    log.open(screen: "Main")
    let file = try FileManager.default.attributesOfItem(atPath: log.path)
    let folder = try FileManager.default.attributesOfItem(atPath: (log.path as NSString).deletingLastPathComponent)
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
}

@Test func disabledLogWritesNothing() throws {
    let folder = try TemporaryFolder("analytics")
    defer { folder.remove() }
    let log = AnalyticsLog(path: logPath(in: folder), app: "tracker", isEnabled: false, now: fixedNow)
    log.click(screen: "Main", item: "track")
    #expect(!FileManager.default.fileExists(atPath: log.path))
}

@Test(arguments: [
    ([String: String](), false, true),
    ([:], true, false),
    (["DO_NOT_TRACK": "1"], false, false),
    (["DO_NOT_TRACK": "0"], false, true),
    (["DO_NOT_TRACK": ""], false, true),
    (["POCKET_ANALYTICS": "off"], false, false),
    (["POCKET_ANALYTICS": "OFF"], false, false),
    (["POCKET_ANALYTICS": "on"], false, true),
])
func optOuts(environment: [String: String], flag: Bool, enabled: Bool) {
    #expect(AnalyticsLog.isEnabled(environment: environment, noAnalyticsFlag: flag) == enabled)
}

@Test func theLogLivesInTheStateFolder() {
    #expect(AnalyticsLog.path(inStateFolder: "/s/pocket") == "/s/pocket/analytics.jsonl")
}

@Test func writeFailureNeverThrowsOrCrashes() throws {
    let folder = try TemporaryFolder("analytics")
    defer { folder.remove() }
    // A path under a regular file cannot be created: logging must stay silent.
    let blocker = folder.appending("blocker")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
    let log = AnalyticsLog(path: blocker + "/pocket/analytics.jsonl", app: "tracker", isEnabled: true, now: fixedNow)
    log.open(screen: "Main")
    #expect(!FileManager.default.fileExists(atPath: log.path))
}

@Test func reportCountsByAppEventScreenAndItemAndSkipsTornLines() throws {
    let folder = try TemporaryFolder("analytics")
    defer { folder.remove() }
    let path = logPath(in: folder)
    let tracker = AnalyticsLog(path: path, app: "tracker", isEnabled: true, now: fixedNow)
    let goals = AnalyticsLog(path: path, app: "goals", isEnabled: true, now: fixedNow)
    tracker.open(screen: "Main")
    tracker.click(screen: "Main", item: "track")
    tracker.click(screen: "Main", item: "track")
    tracker.close(screen: "Main")
    goals.open(screen: "Main")
    // A torn last line from a killed process.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("{\"app\":\"tra".utf8))
    handle.closeFile()

    let all = AnalyticsReport(events: try tracker.readEvents())
    #expect(all.total == 5)
    #expect(all.byApp == ["tracker": 4, "goals": 1])
    #expect(all.byEvent == ["open": 2, "click": 2, "close": 1])
    #expect(all.byScreen == ["Main": 5])
    #expect(all.byItem == ["track": 2])
    let trackerOnly = AnalyticsReport(events: try tracker.readEvents(), app: "tracker")
    #expect(trackerOnly.total == 4)
    #expect(trackerOnly.byApp == ["tracker": 4])
}

@Test func concurrentWritersNeverInterleaveLines() async throws {
    let folder = try TemporaryFolder("analytics")
    defer { folder.remove() }
    let path = logPath(in: folder)
    await withTaskGroup(of: Void.self) { group in
        for index in 0..<8 {
            group.addTask {
                let log = AnalyticsLog(path: path, app: "app\(index)", isEnabled: true, now: fixedNow)
                for _ in 0..<50 { log.click(screen: "Main", item: "track") }
            }
        }
    }
    let report = AnalyticsReport(events: try AnalyticsLog(path: path, app: "x", isEnabled: true).readEvents())
    #expect(report.total == 400)
    #expect(report.byApp.values.allSatisfy { $0 == 50 })
}

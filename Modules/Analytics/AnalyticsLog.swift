import FoundationEssentials
import JSONText
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends events to `$XDG_STATE_HOME/pocket/analytics.jsonl`, one JSON
/// object a line. Logging is best effort by design: a full disk or a
/// read-only home must never fail the command the user asked for, so every
/// write error is swallowed here.
package struct AnalyticsLog: Sendable {
    package let path: String
    package let app: String
    package let isEnabled: Bool
    private let now: @Sendable () -> Date

    package init(path: String, app: String, isEnabled: Bool, now: @escaping @Sendable () -> Date = { Date() }) {
        self.path = path
        self.app = app
        self.isEnabled = isEnabled
        self.now = now
    }

    /// The log's file name inside the state folder. The folder itself
    /// (`$XDG_STATE_HOME/pocket`, else `~/.local/state/pocket`) is AppPaths'
    /// business: one definition of where state lives.
    package static let fileName = "analytics.jsonl"

    /// The log inside STATE (`AppPaths.state`).
    package static func path(inStateFolder state: String) -> String { state + "/" + fileName }

    /// False with `--no-analytics`, `DO_NOT_TRACK=1` (any value but empty or
    /// 0, as the consoledonottrack.com convention reads it) or `POCKET_ANALYTICS=off`.
    package static func isEnabled(environment: [String: String], noAnalyticsFlag: Bool) -> Bool {
        if noAnalyticsFlag { return false }
        if let dnt = environment[.doNotTrack], !dnt.isEmpty, dnt != "0" { return false }
        if let value = environment[.analytics]?.lowercased(), ["off", "0", "false", "no"].contains(value) {
            return false
        }
        return true
    }

    package func open(screen: String) { log(.open, screen: screen) }
    package func close(screen: String) { log(.close, screen: screen) }
    package func click(screen: String, item: String) { log(.click, screen: screen, item: item) }

    /// Appends one event; never throws, never fails the caller.
    package func log(_ kind: AnalyticsEvent.Kind, screen: String, item: String? = nil) {
        guard isEnabled else { return }
        let event = AnalyticsEvent(
            ts: Self.timestamp(now()), app: app, event: kind, screen: screen,
            item: kind == .click ? item : nil)
        guard var line = try? JSONTextEncoder(layout: .compact).encode(event) else { return }
        line.append(UInt8(ascii: "\n"))
        Self.append(Data(line), to: path)
    }

    /// Every well-formed event in the log; malformed lines (a torn write by a
    /// killed process, a hand edit) are skipped rather than failing the report.
    package func readEvents() throws -> [AnalyticsEvent] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap {
            try? decoder.decode(AnalyticsEvent.self, from: Data($0))
        }
    }

    static func timestamp(_ date: Date) -> String {
        WallTime.isoUTC(Int(date.timeIntervalSince1970.rounded(.down)))
    }

    /// One `write` of a whole line with O_APPEND, so lines of concurrent runs
    /// never interleave; folders 0700 and the file 0600: private files.
    private static func append(_ line: Data, to path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { Glibc.close(fd) }
        _ = line.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}

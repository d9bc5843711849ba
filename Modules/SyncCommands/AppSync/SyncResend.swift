import AppPlugin
import Localization
import SyncKit

/// How a re-send (`ResendReason`) is told: one line on stderr by the sync
/// that did it (stdout stays the report), a line of `sync status` after.
enum SyncResend {
    /// The stderr line of a sync that re-sent everything, nothing otherwise.
    static func notice(_ report: SyncReport, app: String, _ errorOutput: OutputSink, _ l: Localizer) {
        guard let reason = report.resent else { return }
        errorOutput.line(l(.syncResendNotice(app, because(reason, l), report.device)))
    }

    /// Why, in words.
    static func because(_ reason: ResendReason, _ l: Localizer) -> String {
        switch reason {
        case .newGeneration: l(.syncResendNewGeneration)
        case .serverBehind: l(.syncResendServerBehind)
        case .forked: l(.syncResendForked)
        }
    }

    /// `sync status`'s line of the last re-send, nil when there was none.
    static func statusLine(_ status: SyncStatus, _ l: Localizer) -> String? {
        guard let recovery = status.recovery else { return nil }
        let line = l(.syncStatusResent(SyncTime.describe(recovery.at, l), because(recovery.reason, l)))
        return status.resending ? line + " " + l(.syncStatusResending) : line
    }
}

/// `sync status --json`'s `resent`.
struct SyncResendJSON: Encodable, Sendable {
    var reason: String
    var at: String
    var underway: Bool

    init?(_ status: SyncStatus) {
        guard let recovery = status.recovery else { return nil }
        reason = recovery.reason.rawValue
        at = SyncTime.iso(recovery.at)
        underway = status.resending
    }
}

import AppPlugin
import Localization
import SharedModels
import SyncKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line a long sync redraws on stderr while it uploads or downloads:
/// the app, the count of changes so far and a bar. Only when stderr is a
/// terminal (`engine(_:…)`): a script or a test reading stderr sees exactly
/// what it saw before. It goes to the process's stderr itself, not to a
/// command's error sink, and the line is wiped before anything else is said.
final class SyncProgressBar: Sendable {
    private let app: String
    private let localizer: Localizer
    /// What the line shows now: the phase and percent last drawn, and
    /// whether anything is drawn at all.
    private let line = Mutex<(lastDrawn: (phase: SyncProgress.Phase, percent: Int)?, drawn: Bool)>((nil, false))

    /// Width of the bar in characters.
    static let width = 24

    init(app: String, localizer: Localizer) {
        self.app = app
        self.localizer = localizer
    }

    /// The bar for `request`, when stderr is a terminal; nil otherwise.
    static func attach(
        to request: inout SyncRequest, app: String, localizer: Localizer,
        variables: [String: String]
    ) -> SyncProgressBar? {
        guard isatty(STDERR_FILENO) == 1, variables[.term] != "dumb" else { return nil }
        let bar = SyncProgressBar(app: app, localizer: localizer)
        request.progress = { bar.draw($0) }
        return bar
    }

    /// Redraws when the phase or the whole percent changed (a million-cell
    /// download tells it fifty times, a small sync once or twice).
    func draw(_ progress: SyncProgress) {
        line.withLock { line in
            let percent = Int(progress.fraction * 100)
            if let lastDrawn = line.lastDrawn, lastDrawn.phase == progress.phase, lastDrawn.percent == percent {
                return
            }
            line.lastDrawn = (progress.phase, percent)
            let filled = min(Self.width, Int(progress.fraction * Double(Self.width)))
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
            let changes = localizer(.syncRunChanges(progress.cells))
            let phase =
                progress.phase == .upload
                ? LocalizedText.syncProgressUpload(app, changes)
                : .syncProgressDownload(app, changes)
            let text = localizer(phase) + " [\(bar)] \(percent)%"
            OutputSink.standardError.write("\r\u{1B}[K" + text)
            line.drawn = true
        }
    }

    /// Wipes the line, so the summary and the warnings start on a clean one.
    func clear() {
        line.withLock { line in
            if line.drawn { OutputSink.standardError.write("\r\u{1B}[K") }
            line = (nil, false)
        }
    }
}

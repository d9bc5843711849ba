import Localization
import Storage
import TerminalUI

/// The onboarding pages of every app: a full-screen page like every other
/// screen, shown once before the main screen's first interactive run, again
/// on `APP onboarding`; ←/→ switch pages, the page control follows, Enter
/// presses the button. Finishing is remembered in the app's store (setting
/// `onboarding.seen`). Only the main screen shows it: `APP show NAME` on a
/// first run shows the habit, not the pages.
enum Onboarding {
    static let seenKey = "onboarding.seen"

    /// On the main screen's full-screen session, before its first frame:
    /// the pages when the store has not seen them. False when Ctrl-C left
    /// them (the run then ends with 130, nothing remembered).
    static func showIfFirstRun(_ env: AppEnvironment, _ reader: inout KeyReader) throws -> Bool {
        let pages = env.onboardingPages(env.localizer)
        guard !pages.isEmpty else { return true }
        let store = try env.store()
        guard try store.read({ try $0.setting(seenKey) }) == nil else { return true }
        guard try present(pages, env, &reader) else { return false }
        try store.write { try $0.setSetting(seenKey, "1") }
        return true
    }

    /// `APP onboarding`: the pages full screen on a terminal; without one
    /// (or with `--json`) the pages as text, since there is nothing to page through.
    static func show(_ plugin: any AppPlugin, _ env: AppEnvironment) throws {
        let pages = plugin.onboardingPages(env.localizer)
        if env.json {
            return try env.emitJSON(["pages": pages.map { ["title": $0.title, "text": $0.text, "button": $0.button] }])
        }
        guard env.isInteractive else {
            for (index, page) in pages.enumerated() {
                if index > 0 { env.output.line() }
                env.output.line(env.style.bold + page.title + env.style.reset)
                env.output.line(page.text)
            }
            return
        }
        var finished = true
        try env.runFullScreen { reader in
            finished = try present(pages, env, &reader)
            return !finished
        }
        if finished { try env.store().write { try $0.setSetting(seenKey, "1") } }
    }

    /// Runs the pages until the button of a last page (or Esc, q) is
    /// pressed: true; Ctrl-C or the end of input: false. Each frame is
    /// drawn over the whole screen for the terminal's size then.
    static func present(_ pages: [OnboardingPage], _ env: AppEnvironment, _ reader: inout KeyReader) throws -> Bool {
        var index = 0
        let hint = env.localizer(.appOnboardingHint)
        while true {
            let size = env.currentTerminalSize()
            let lines = OnboardingView.frame(pages, index: index, size: size, style: env.style, hint: hint)
            env.output.write(FullScreenFrame.sequence(lines, size: size))
            // A closed terminal ends the pages as Ctrl-D does.
            let key = (try? reader.next()) ?? .ctrlD
            switch key.onLatinKeys {
            case .left, .character("h"): index = max(0, index - 1)
            case .right, .character("l"), .tab, .character(" "): index = min(pages.count - 1, index + 1)
            case .enter:
                guard pages[index].buttonTurnsPage, index < pages.count - 1 else { return true }
                index += 1
            case .escape, .character("q"): return true
            case .ctrlC, .ctrlD: return false
            default: continue
            }
        }
    }
}

/// What one onboarding page looks like; pure, so tests can read it.
enum OnboardingView {
    static func lines(_ pages: [OnboardingPage], index: Int, width: Int, style: TerminalStyle, hint: String) -> [String]
    {
        let page = pages[index]
        let width = max(20, min(width, 72))
        func centered(_ text: String, _ on: String = "", _ off: String = "") -> String {
            let pad = max(0, (width - DisplayWidth.of(text)) / 2)
            return String(repeating: " ", count: pad) + on + text + off
        }
        let control = pages.indices.map { $0 == index ? "●" : "○" }.joined(separator: " ")
        var lines = [""]
        lines += DisplayWidth.wrap(page.title, width: width - 4).map { centered($0, style.bold, style.reset) }
        lines.append("")
        lines += DisplayWidth.wrap(page.text, width: width - 4).map { centered($0) }
        lines += [
            "", centered(control), "", centered("[ " + page.button + " ]", style.inverse, style.reset), "",
            centered(hint, style.dim, style.reset),
        ]
        return lines
    }

    /// The page in the middle of a terminal of `size`, both ways.
    static func frame(
        _ pages: [OnboardingPage], index: Int, size: TerminalSize, style: TerminalStyle, hint: String
    ) -> [String] {
        let lines = self.lines(pages, index: index, width: size.columns, style: style, hint: hint)
        let left = String(repeating: " ", count: max(0, (size.columns - max(20, min(size.columns, 72))) / 2))
        let top = max(0, (size.rows - lines.count) / 2)
        return Array(repeating: "", count: top) + lines.map { $0.isEmpty ? $0 : left + $0 }
    }
}

import CLIKit
import Localization
import Storage

/// The onboarding pages of every app: shown once on the first
/// interactive run, again on `APP onboarding`; ←/→ switch pages, the page
/// control follows, Enter presses the button. Finishing is remembered in the
/// app's store (setting `onboarding.seen`).
enum Onboarding {
    static let seenKey = "onboarding.seen"

    static func showIfFirstRun(_ plugin: any AppPlugin, _ env: AppEnvironment) throws {
        guard env.isInteractive else { return }
        let pages = plugin.onboardingPages(env.localizer)
        guard !pages.isEmpty else { return }
        let store = try env.store()
        guard try store.read({ try $0.setting(seenKey) }) == nil else { return }
        try present(pages, env)
        try store.write { try $0.setSetting(seenKey, "1") }
    }

    /// `APP onboarding`: the pager on a terminal; without one (or with
    /// `--json`) the pages as text, since there is nothing to page through.
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
        try present(pages, env)
        try env.store().write { try $0.setSetting(seenKey, "1") }
    }

    /// Runs the pager until the button of a last page (or Esc) is pressed.
    /// Ctrl-C leaves without remembering, and ends the run (exit 130).
    static func present(_ pages: [OnboardingPage], _ env: AppEnvironment) throws {
        var screen = Screen(write: { env.output.write($0) })
        var index = 0
        screen.hideCursor()
        defer { screen.showCursor() }
        let finished: Bool = try KeyReader.withRawMode { reader in
            while true {
                screen.redraw(
                    OnboardingView.lines(
                        pages, index: index, width: env.terminal.size.columns,
                        style: env.style, hint: env.localizer(.appOnboardingHint)))
                switch try reader.next() {
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
        screen.redraw([])
        guard finished else { throw SilentExit(code: 130) }
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
}

import AppPlugin
import CLIKit
import Localization
import TerminalUI

/// `my-habits info`: the information screen, a short text on how habits
/// form, wrapped to the terminal's width. On a terminal, a text longer than
/// the screen is paged (Space, arrows, q); otherwise it is printed whole.
enum InfoCommand {
    static let command = AppCommand("info", abstract: { $0(.myhabitsHelpInfo) }) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        env.analytics.open(screen: MyHabitsPlugin.infoScreen)
        defer { env.analytics.close(screen: MyHabitsPlugin.infoScreen) }
        let l = env.localizer
        let title = l(.myhabitsInfoTitle)
        let text = l(.myhabitsInfoText)
        if env.json { return try env.emitJSON(["title": title, "text": text]) }
        let lines = self.lines(title: title, text: text, width: env.terminal.size.columns, style: env.style)
        let rows = env.terminal.size.rows
        guard env.isInteractive, Pager(lines: lines, screenRows: rows).isLongerThanPage else {
            return env.output.lines(lines)
        }
        let width = env.terminal.size.columns
        try Pager.run(lines, screenRows: rows, write: env.output.write) { first, last, total in
            env.style.inverse + status(l(.myhabitsInfoPagerStatus(first, last, total)), width: width) + env.style.reset
        }
    }

    /// The title, a blank line, then the paragraphs wrapped to `width`
    /// (a bullet's lines hang under its text, `InfoText`).
    static func lines(title: String, text: String, width: Int, style: TerminalStyle) -> [String] {
        let width = max(20, width)
        return DisplayWidth.wrap(title, width: width).map { style.bold + $0 + style.reset } + [""]
            + InfoText.wrap(text, width: width)
    }

    /// The pager's status line cut between its items, never mid-word: the
    /// pager has no `?` page, so what stays at the end is its last item (`q quit`).
    static func status(_ text: String, width: Int) -> String {
        let last = text.split(separator: " · ").last.map(String.init) ?? ""
        return KeyLine.fit(text, more: last, width: width)
    }
}

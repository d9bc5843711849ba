import Localization
import TerminalUI

/// The keys the Habits screen names: its `?` page, the tab bar with the
/// `? keys` marker, and the rows of a note or a hint, each fitted to the
/// width without cutting a word. Pure, so every width can be tested.
enum HabitsScreenKeys {
    /// The `?` page's entries, "KEYS   what they do" (`KeyLine.helpRows`).
    static let helpEntries: [LocalizedText] = [
        .habitsScreenHelpCard, .myhabitsScreenHelpTrack, .myhabitsScreenHelpDetails, .habitsScreenHelpAdd,
        .habitsScreenHelpEdit, .habitsScreenHelpDelete, .myhabitsScreenHelpTab, .habitsScreenHelpQuit,
    ]

    /// The `?` page's rows for `width`: the keys in one column, what they do
    /// in the next, wrapped under it.
    static func helpRows(_ l: Localizer, width: Int) -> [String] {
        KeyLine.helpRows(helpEntries.map { l($0) }, width: width)
    }

    /// How the tab bar is spaced: roomy (`[ Привычки ]  Информация   ? клавиши`),
    /// tight, or the open tab alone beside the marker on a very narrow terminal.
    enum TabBarLayout: Equatable, Sendable {
        case roomy, tight, openTabOnly
    }

    /// The roomiest layout whose bar fits `width`.
    static func tabBarLayout(titles: [String], hint: String, width: Int) -> TabBarLayout {
        let titlesWidth = titles.map { DisplayWidth.of($0) }.reduce(0, +)
        let hintWidth = DisplayWidth.of(hint)
        // `[ A ]` + ` ` + `  B  ` + `   ` + hint, then `[A] B  hint`.
        let roomy = titlesWidth + 4 * titles.count + (titles.count - 1) + 3 + hintWidth
        let tight = titlesWidth + 2 + (titles.count - 1) + 2 + hintWidth
        if roomy <= width { return .roomy }
        return tight <= width ? .tight : .openTabOnly
    }

    /// A note (a tracked habit, a refusal) as rows of `width`, wrapped at
    /// words; beyond `limit` rows the last one ends with `…`.
    static func noteRows(_ text: String, width: Int, limit: Int = 3) -> [String] {
        let rows = DisplayWidth.wrap(text, width: width)
        guard rows.count > limit else { return rows }
        var kept = Array(rows.prefix(limit))
        kept[limit - 1] = DisplayWidth.truncate(kept[limit - 1] + " …", to: width)
        return kept
    }

    /// A key hint as rows of `width`, broken between its items (never in
    /// one), at most `limit` rows: the items that fit, the first ones first.
    static func hintRows(_ text: String, width: Int, limit: Int) -> [String] {
        Array(DisplayWidth.wrapList(text, width: width).prefix(max(1, limit)))
    }
}

import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

/// The details of a habit opened with Enter on the Habits screen (the iOS
/// `HabitDetailsViewController`): its name as the title, every day since the
/// first habit with ✓ where tracked, newest first, scrolled with ↑/↓, j/k,
/// PageUp/PageDown, Space, Home/End; `e` or Enter («Править») opens the form
/// filled in; Esc, q, Backspace or ← go back (a Russian letter counts as
/// the Latin one on its key). Only the days in view are drawn; the status
/// row says which, with ▲ ▼ toward the days out of view.
struct HabitDetailsScreen {
    enum Exit: Equatable {
        case back
        /// Ctrl-C: the whole screen ends.
        case interrupted
    }

    let env: AppEnvironment
    var habit: Habit
    /// The earliest habit's creation day: where the list of days ends.
    let earliest: LocalDate
    var top = 0
    /// The form's note after a save, shown until the next key.
    var note: String?

    /// Runs the details until they are left; `notes` receives the form's
    /// notes so the Habits screen can show the last one.
    static func run(
        _ id: EntityID, earliest: LocalDate, in env: AppEnvironment, _ reader: inout KeyReader,
        notes: inout String?
    ) throws -> Exit {
        guard let habit = try env.store().read({ try $0.habit(id: id) }) else { return .back }
        env.analytics.open(screen: MyHabitsPlugin.detailsScreen)
        defer { env.analytics.close(screen: MyHabitsPlugin.detailsScreen) }
        var screen = HabitDetailsScreen(env: env, habit: habit, earliest: min(earliest, habit.createdOn))
        defer { notes = screen.note ?? notes }
        while true {
            let size = HabitEditorSession.size(env)
            env.output.write(FullScreenFrame.sequence(screen.lines(size), size: size))
            let key = ((try? reader.next()) ?? .ctrlD).onLatinKeys
            switch key {
            case .resize: continue
            case .ctrlC: return .interrupted
            case .escape, .character("q"), .backspace, .left, .ctrlD: return .back
            case .character("e"), .enter:
                switch try HabitEditorSession.run(editing: screen.habit, in: env, &reader) {
                case .cancelled: screen.note = nil
                case .deleted(let note):
                    screen.note = note
                    return .back
                case .saved(_, let note):
                    screen.note = note
                    guard let saved = try env.store().read({ try $0.habit(id: id) }) else { return .back }
                    screen.habit = saved
                }
            default:
                screen.note = nil
                var pager = screen.pager(size)
                _ = pager.handle(key)
                screen.top = pager.top
            }
        }
    }

    var dates: [LocalDate] { HabitDays.dates(from: earliest, to: env.today) }

    private static let headerRows = 3, bottomRows = 3

    /// The scroll position over the days; the pager counts rows only, the
    /// day lines themselves are drawn for the window alone.
    func pager(_ size: TerminalSize) -> Pager {
        Pager(
            lines: [String](repeating: "", count: dates.count),
            pageHeight: size.rows - Self.headerRows - Self.bottomRows, top: top)
    }

    func lines(_ size: TerminalSize) -> [String] {
        let view = HabitDetailsView(environment: env, habit: habit, columns: size.columns)
        let pager = self.pager(size)
        let dates = self.dates
        let shown = pager.page.indices.map { view.dayLine(dates[$0]) }
        let l = env.localizer
        let status =
            note.map { env.style.paint(DisplayWidth.truncate($0, to: max(20, size.columns)), bold: true) }
            ?? secondary(
                l(.myhabitsDetailsStatus(pager.top + 1, pager.top + shown.count, dates.count))
                    + Self.arrows(top: pager.top, shown: shown.count, total: dates.count))
        let hint = HabitsScreenKeys.hintRows(
            l(.myhabitsDetailsHint(l(.myhabitsFormEditTitle))), width: max(20, size.columns),
            limit: Self.bottomRows - 1)
        let bottom = [status] + hint.map(secondary)
        return FullScreenFrame.compose(top: view.header, middle: shown, bottom: bottom, rows: size.rows)
    }

    /// ` ▲ ▼`: toward the days above and below the window, when there are any.
    static func arrows(top: Int, shown: Int, total: Int) -> String {
        (top > 0 ? " ▲" : "") + (top + shown < total ? " ▼" : "")
    }

    private func secondary(_ text: String) -> String {
        env.style.paint(text, foreground: ThemeColors(theme: env.theme).secondary)
    }
}

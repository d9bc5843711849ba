import AppPlugin
import Localization
import SharedModels
import TerminalUI

/// How the details of a habit look: its name in its color as the title,
/// «Активность», then one line a day, «Сегодня», «Вчера», «Позавчера», then
/// long dates, ✓ where the habit was tracked. `show` prints every day; the
/// details screen draws only the days in view.
struct HabitDetailsView {
    let env: AppEnvironment
    let habit: Habit
    let width: Int
    private let color: RGB

    init(environment env: AppEnvironment, habit: Habit, columns: Int) {
        self.env = env
        self.habit = habit
        width = HabitCardView(environment: env, columns: columns).width
        color = ThemeColors(theme: env.theme).readable(habit.color.terminalColor)
    }

    /// The title, a blank line and «Активность».
    var header: [String] {
        [
            env.style.paint(Sanitizer.clean(habit.name), foreground: color, bold: true), "",
            env.style.bold + env.localizer(.myhabitsShowActivity) + env.style.reset,
        ]
    }

    func dayLine(_ day: LocalDate) -> String {
        let l = env.localizer
        let name: String =
            switch HabitDays.name(of: day, today: env.today) {
            case .today: l(.myhabitsDayToday)
            case .yesterday: l(.myhabitsDayYesterday)
            case .dayBeforeYesterday: l(.myhabitsDayDayBeforeYesterday)
            case .date(let date): l.longDate(date)
            }
        let mark = HabitDays.isTracked(habit, on: day) ? env.style.paint("✓", foreground: color, bold: true) : " "
        return "  " + DisplayWidth.pad(name, to: width - 6) + mark
    }
}

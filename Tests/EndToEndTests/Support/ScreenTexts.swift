/// The interactive screens' texts in each language the screen tests run in,
/// and the sizes and stores they run at.
struct ScreenTexts: Sendable {
    var locale: String
    var keysHint: String
    var newHabit, editTracker, newGoal, editGoal: String
    var create, close, average, statistics, filtersBar: String
    /// The short name of Wednesday (the heatmap's row of today, 18 March 2026).
    var wednesday: String
    /// The calendar's titles of February, March and April 2026.
    var february, march, april: String
    /// The store's duplicate-name error for “run”, in the tracker and in goals.
    var runExists: String
    var goalRunExists: String

    static let all = [
        ScreenTexts(
            locale: "en_US.UTF-8", keysHint: "? keys", newHabit: "New habit", editTracker: "Edit tracker",
            newGoal: "New goal", editGoal: "Edit goal", create: "Create", close: "any key: back",
            average: "Average value", statistics: "[ Statistics ]", filtersBar: "f Filters:", wednesday: "Wed",
            february: "February 2026", march: "March 2026", april: "April 2026",
            runExists: "tracker 'run' exists already", goalRunExists: "goal 'run' exists already"),
        ScreenTexts(
            locale: "ru_RU.UTF-8", keysHint: "? клавиши", newHabit: "Новая привычка",
            editTracker: "Редактирование трекера",
            newGoal: "Новая цель", editGoal: "Редактирование цели", create: "Создать", close: "любая клавиша — назад",
            average: "Среднее значение", statistics: "[ Статистика ]", filtersBar: "f Фильтры:", wednesday: "Ср",
            february: "Февраль 2026", march: "Март 2026", april: "Апрель 2026",
            runExists: "трекер «run» уже существует", goalRunExists: "цель «run» уже существует"),
        ScreenTexts(
            locale: "de_DE.UTF-8", keysHint: "? Tasten", newHabit: "Neue Gewohnheit", editTracker: "Tracker bearbeiten",
            newGoal: "Neues Ziel", editGoal: "Ziel bearbeiten", create: "Erstellen", close: "beliebige Taste: zurück",
            average: "Durchschnitt", statistics: "[ Statistik ]", filtersBar: "f Filter:", wednesday: "Mi",
            february: "Februar 2026", march: "März 2026", april: "April 2026",
            runExists: "Tracker „run“ existiert bereits", goalRunExists: "Ziel „run“ existiert bereits"),
    ]

    /// The terminal sizes every screen must fit: the usual one and a narrow one.
    static let sizes = [80, 60]
    static let rows = 24
    static let stores = ["json", "sqlite"]
}

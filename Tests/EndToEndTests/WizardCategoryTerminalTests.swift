import Foundation
import Testing

/// The creation form's category list edits and deletes categories (the 001
/// spec: Edit and Delete on a category while creating a tracker), on a real
/// terminal in Russian, on both backends: each change is written when it is
/// confirmed, so a form cancelled afterwards keeps it.
@Suite(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct WizardCategoryTerminalTests {
    @Test(arguments: ["sqlite", "json"])
    func editAndDeleteFromTheList(store: String) throws {
        let app = try TrackerCoreTests.tracker(store: store, language: "ru_RU.UTF-8")
        try app.ok(["category", "add", "Дом"])
        try app.ok(["category", "add", "Спорт"])
        try app.ok(["add", "event", "Бег", "--category", "Спорт", "--emoji", "1", "--color", "1"])
        try app.ok(["done", "Бег"])
        let tmux = try TmuxSession(
            app.commandLine(["add", "event", "Полить цветы", "--emoji", "2", "--color", "2"]), in: app.sandbox,
            environment: app.terminalEnvironment(), columns: 80, rows: 24)
        var screen = try tmux.waitFor("e — редактировать")
        #expect(screen.contains("d — удалить"), "\(screen)")
        // The pointer starts on Спорт, the last chosen (✓); Дом is first by
        // title: у (e on a Russian layout) edits it.
        #expect(screen.contains("› ✓ Спорт"), "\(screen)")
        try tmux.press("Home")
        try tmux.type("у")
        try tmux.waitFor("Редактирование категории")
        try tmux.press("C-u")
        try tmux.type("Квартира")
        try tmux.press("Enter")
        try tmux.waitUntil("the list with the new title") { $0.contains("Квартира") && !$0.contains("Дом") }
        #expect(try Self.titles(app) == ["Квартира", "Спорт"])
        // Спорт: the question counts what goes with it; «н» keeps it, «д» deletes it.
        try tmux.press("Down")
        try tmux.type("d")
        screen = try tmux.waitFor("Удалить категорию «Спорт»?")
        #expect(screen.contains("1 трекер") && screen.contains("1 отметка"), "\(screen)")
        try tmux.type("н")
        try tmux.waitFor("e — редактировать")
        #expect(try Self.titles(app) == ["Квартира", "Спорт"])
        try tmux.type("d")
        try tmux.waitFor("Удалить категорию «Спорт»?")
        try tmux.type("д")
        try tmux.waitUntil("the list without it") { !$0.contains("Спорт") && $0.contains("e — редактировать") }
        #expect(try Self.titles(app) == ["Квартира"])
        #expect((try app.json(["list"])["sections"] as? [Any])?.isEmpty == true, "Бег went with Спорт")
        // Cancelling the form keeps what the list changed.
        try tmux.press("Escape")
        try tmux.waitFor("Создать")
        try tmux.press("Escape")
        #expect(try tmux.waitForExit() == 1)
        #expect(try Self.titles(app) == ["Квартира"])
    }

    static func titles(_ app: ScriptedApp) throws -> [String] {
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        return categories.compactMap { $0["title"] as? String }
    }
}

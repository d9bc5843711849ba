import Foundation
import Testing

/// The interactive screens' keys do what their help says, the pointer
/// follows its card, and the iOS app's rules show (no filter on a day
/// without trackers, «Создать» disabled until the form is complete, today
/// pending in a history): in en, ru and de at 80×24 and 60×24 on both
/// stores, every frame checked by `FrameWalk`.
@Suite("Screen keys and rules", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ScreenKeysTerminalTests {
    /// The last row with the pointer `›` (in a form, the picker's row under
    /// the summary's).
    static func pointed(_ frame: String) -> String {
        frame.split(separator: "\n").last { $0.contains("›") }.map(String.init) ?? ""
    }

    /// The first row holding `text`.
    static func row(of text: String, _ frame: String) -> Int {
        frame.split(separator: "\n").firstIndex { $0.contains(text) } ?? -1
    }

    @Test(
        "Esc clears a search kept with Enter, `q` closes the key list, the key list is aligned",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func escapeAndHelp(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        try ScreenFitTerminalTests.onEachStore(
            columns: columns,
            { store in
                try ScreenFitTerminalTests.tracker(texts, store: store)
            }
        ) { store, app, walk in
            try walk.press("/")
            try walk.type("wa")
            try walk.press("Enter")
            var screen = try walk.waitUntil("the search kept") { !$0.contains("Gym") && $0.contains("Water") }
            screen = try walk.press("Escape")
            screen = try walk.waitUntil("the search cleared") { $0.contains("Gym") && $0.contains("Water") }
            #expect(
                screen.contains(texts.keysHint) && !screen.contains("«wa»") && !screen.contains("“wa”"), "\(screen)")
            screen = try walk.press("?")
            // The descriptions start in one column: after the widest keys and three spaces.
            let entries = screen.split(separator: "\n").map(String.init).filter {
                $0.hasPrefix("  ") && $0.contains("   ")
            }
            let starts = Set(
                entries.map { line -> Int in
                    let characters = Array(line)
                    var index = 2
                    while index + 3 <= characters.count, String(characters[index..<index + 3]) != "   " { index += 1 }
                    while index < characters.count, characters[index] == " " { index += 1 }
                    return index
                })
            #expect(entries.count >= 12 && starts.count == 1, "\(screen)")
            screen = try walk.press("q")
            screen = try walk.waitUntil("the key list closed") { $0.contains("Gym") }
            #expect(screen.contains(texts.keysHint), "\(screen)")
            try walk.press("Escape")  // no search now: Esc quits
            #expect(try walk.tmux.waitForExit() == 0)
            walk.expectClean("Esc and the key list, \(texts.locale), \(columns) columns, \(store)")
        }
    }

    @Test(
        "the pickers take j/k (and h/l in the grids); the calendar turns months with PgUp/PgDn and [ ]",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func pickersAndCalendar(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        let app = try ScreenFitTerminalTests.tracker(texts, store: ScreenTexts.stores[(language + columns / 20) % 2])
        // The emoji and color the keys below pick: the palettes' 8th (l, j from the 1st) and 2nd (l).
        let reference = try app.json([
            "add", "event", "Reference", "--category", "Home", "--emoji", "8", "--color", "2",
        ])
        let walk = try ScreenFitTerminalTests.walk(app, columns: columns)
        try walk.press("+", "j", "Enter")  // j: the irregular event
        try walk.type("Dentist")
        try walk.press("Enter")
        var screen = try walk.waitUntil("the category list") {
            Self.pointed($0).contains("Health") || Self.pointed($0).contains("Home")
        }
        let first = Self.pointed(screen)
        screen = try walk.press(first.contains("Health") ? "j" : "k")
        #expect(Self.pointed(screen) != first, "\(screen)")
        screen = try walk.press(first.contains("Health") ? "k" : "j")
        #expect(Self.pointed(screen) == first, "\(screen)")
        try walk.press("Enter", "l", "j", "Enter", "l", "Enter")
        screen = try walk.waitUntil("the complete form") { $0.contains("[ " + texts.create + " ]") }
        try walk.press("Enter")
        try walk.waitUntil("the main screen") { $0.contains("Dentist") && $0.contains(texts.keysHint) }
        let card = try #require(try MainScreenTerminalTests.card("Dentist", app))
        #expect(card["emoji"] as? String == reference["emoji"] as? String)
        #expect(card["color"] as? String == reference["color"] as? String)

        screen = try walk.press("c")
        #expect(screen.contains(texts.march) && screen.contains("›18‹"), "\(screen)")
        screen = try walk.press("PageUp")
        #expect(screen.contains(texts.february) && screen.contains("›18‹"), "\(screen)")
        screen = try walk.press("PageDown", "]")
        #expect(screen.contains(texts.april) && screen.contains("›18‹"), "\(screen)")
        try walk.press("[", "Left", "Enter")
        try walk.waitUntil("17 March on the main screen") { $0.contains("17]") && !$0.contains("›17‹") }
        try walk.quit("pickers and calendar, \(texts.locale), \(columns) columns")
    }

    @Test(
        "the pointer stays on its card across pin, unpin, other days and redraws",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func pointerFollowsTheCard(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        try ScreenFitTerminalTests.onEachStore(
            columns: columns,
            { store in
                try ScreenFitTerminalTests.goals(texts, store: store)
            }
        ) { store, app, walk in
            try MainScreenTerminalTests.pointer(on: "English", walk.tmux)
            try walk.press("G")  // Water, the last
            try MainScreenTerminalTests.pointer(on: "Water", walk.tmux)
            try walk.press("p")
            try walk.waitUntil("Water pinned") { Self.row(of: "Water", $0) < Self.row(of: "English", $0) }
            try MainScreenTerminalTests.pointer(on: "Water", walk.tmux)
            #expect(try MainScreenTerminalTests.card("Water", app, key: "goals")?["pinned"] as? Bool == true)
            try walk.press("p")  // the same card again: unpinned
            try walk.waitUntil("Water unpinned") { Self.row(of: "Water", $0) > Self.row(of: "English", $0) }
            try MainScreenTerminalTests.pointer(on: "Water", walk.tmux)
            #expect(try MainScreenTerminalTests.card("Water", app, key: "goals")?["pinned"] as? Bool == false)
            try walk.press("k", "p")  // Run pinned, the pointer with it
            try MainScreenTerminalTests.pointer(on: "Run", walk.tmux)
            try walk.press("l")
            try walk.waitUntil("the next day") { $0.contains("19]") }
            try MainScreenTerminalTests.pointer(on: "Run", walk.tmux)
            try walk.press("h", "Space")  // back, and Run marked
            try walk.waitUntil("Run marked") { Self.pointed($0).contains("Run") && Self.pointed($0).contains("✓") }
            try walk.tmux.resize(columns: columns - 1, rows: ScreenTexts.rows)
            try walk.tmux.resize(columns: columns, rows: ScreenTexts.rows)
            try MainScreenTerminalTests.pointer(on: "Run", walk.tmux)
            try walk.quit("pointer, \(texts.locale), \(columns) columns, \(store)")
        }
        // The tracker: Gym is not due on Tuesday, so the pointer takes the nearest card there.
        let tracker = try ScreenFitTerminalTests.tracker(texts, store: ScreenTexts.stores[language % 2])
        let walk = try ScreenFitTerminalTests.walk(tracker, columns: columns)
        try MainScreenTerminalTests.pointer(on: "Gym", walk.tmux)
        try walk.press("h")
        try walk.waitUntil("Tuesday") { $0.contains("17]") }
        try MainScreenTerminalTests.pointer(on: "Water", walk.tmux)
        try walk.quit("tracker pointer, \(texts.locale), \(columns) columns")
    }
}

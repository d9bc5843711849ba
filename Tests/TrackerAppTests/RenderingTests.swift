import AppPlugin
import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import StorageLive
import TerminalUI
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct RenderingTests {
    @Test func truecolorAnd256ColorCards() throws {
        let app = try TrackerHarness(.json)
        try app.seed()
        try app.runOK(["done", "Water"])
        let truecolor = app.run(["list"], depth: .truecolor).stdout
        // Water is #FD4C49: the swatch and the ✓ carry it; Gym (#007BFA) has a filled + chip.
        #expect(truecolor.contains("\u{1B}[38;2;253;76;73m▌"))
        #expect(truecolor.contains("\u{1B}[48;2;0;123;250m + "))
        let ansi256 = app.run(["list"], depth: .ansi256).stdout
        #expect(ansi256.contains("\u{1B}[38;5;\(XTerm256.nearestIndex(RGB(red: 253, green: 76, blue: 73)))m▌"))
        #expect(!ansi256.contains("38;2;"))
        // Names stay in the terminal's own foreground.
        #expect(truecolor.contains("🙂 Water"))
    }

    @Test func paleAndDeepColorsAreAdjustedForTheTheme() {
        let pale = Palette.colors[6].terminalColor  // #F9D4D4
        let deep = Palette.colors[9].terminalColor  // #35347C
        let light = TrackerColors(theme: .light)
        let dark = TrackerColors(theme: .dark)
        #expect(TrackerColors.luminance(light.readable(pale)) <= 0.51)
        #expect(light.readable(deep) == deep)
        #expect(TrackerColors.luminance(dark.readable(deep)) >= 0.37)
        #expect(dark.readable(pale) == pale)
        // The hue survives: red stays the largest channel of the pale pink.
        let adjusted = light.readable(pale)
        #expect(adjusted.red > adjusted.green && adjusted.red > adjusted.blue)
        #expect(light.secondary != dark.secondary)
    }

    @Test func longNamesAreCutToTheTerminal() throws {
        let app = try TrackerHarness(.sqlite)
        try app.runOK(["category", "add", "C"])
        let name = String(repeating: "Long ", count: 7) + "end"
        try app.runOK(["add", "event", name, "--category", "C", "--emoji", "1", "--color", "1"])
        let lines = app.run(["list"], columns: 40).stdout.split(separator: "\n")
        let card = try #require(lines.first { $0.contains("🙂") })
        #expect(DisplayWidth.of(card) <= 40)
        #expect(card.contains("…"))
    }

    /// Commands refuse such names (`NameRules`); names already in a store
    /// (an older build, a hand-edited file) are still cleaned for display.
    @Test func untrustedNamesAreSanitized() throws {
        let app = try TrackerHarness(.json)
        #expect(app.run(["category", "add", "C\u{1B}[31m"]).failed(as: app.failure(.nameControlCharacter)))
        let category = TrackerCategory(title: "C\u{1B}[31m")
        try StoreOpener.live.open(kind: app.kind, directory: app.dataDirectory).write { context in
            try context.insertCategory(category)
            try context.insertTracker(
                Tracker(
                    name: "Evil\u{1B}]0;x\u{07}", kind: .event, categoryID: category.id, emoji: "🙂",
                    color: Palette.colors[0], schedule: .none, pinned: false,
                    createdOn: LocalDate(iso: "2026-03-18")!))
        }
        let list = try app.runOK(["list"]).stdout
        #expect(list.contains("Evil") && !list.contains("\u{1B}"))
        #expect(!app.run(["category"]).stdout.contains("\u{1B}"))
    }

    @Test func trackerStringsExistInEveryLanguage() {
        let problems = Localizer.missingTranslations.filter { $0.hasPrefix("tracker.") }
        #expect(problems.isEmpty, "\(problems)")
        for language in Language.allCases {
            let l = Localizer(language: language)
            let pages = TrackerPlugin().onboardingPages(l)
            #expect(pages.count == 2)
            #expect(pages.allSatisfy { !$0.title.isEmpty && !$0.text.isEmpty && !$0.button.isEmpty })
        }
        let ru = TrackerPlugin().onboardingPages(Localizer(language: .ru))
        #expect(ru.map(\.title) == ["Отслеживайте только то, что хотите", "Даже если это не литры воды и йога"])
        #expect(ru.map(\.button) == ["Вот это технологии", "Вот это технологии"])
    }

    @Test func pluginDeclaresItsCommands() {
        let plugin = TrackerPlugin()
        #expect(plugin.name == "tracker")
        #expect(plugin.defaultCommand == "list")
        #expect(plugin.analyticsScreens == ["Main"])
        let names = plugin.commands(Localizer(language: .de)).map(\.name)
        #expect(
            names == [
                "list", "add", "done", "undone", "show", "edit", "pin", "unpin", "archive", "unarchive", "delete",
                "category",
                "stats", "calendar", "export", "import", "today", "remind", "sync",
            ])
        // The dispatch names are the iOS apps' names, in every language.
        #expect(TrackerPlugin.commandTable.map(\.name) == names)
    }
}

import Localization
import TerminalUI
import Testing

@testable import MyHabitsApp

/// The pure pieces that keep my-habits' texts to the terminal: the
/// Information's bullets, the tab bar, notes, key hints and buttons, at
/// 80, 60 and 40 columns in en, ru and de.
@Suite struct ScreenTextFitTests {
    static let widths = [80, 60, 40]

    @Test(arguments: Language.allCases, widths)
    func aBulletsWrappedLinesHangUnderItsText(language: Language, width: Int) {
        let text = Localizer(language: language)(.myhabitsInfoText)
        let lines = InfoText.wrap(text, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        var inBullet = false
        for line in lines {
            if line.hasPrefix("• ") {
                inBullet = true
            } else if inBullet, !line.isEmpty {
                #expect(line.hasPrefix("  ") && !line.hasPrefix("   "), "\(language) \(width): “\(line)”")
            }
        }
        // Every word of the text is kept, in order.
        let words = lines.joined(separator: " ").split(separator: " ")
        #expect(words == text.split(whereSeparator: { $0 == " " || $0 == "\n" }))
    }

    @Test func bulletsAreDashesAndDotsFollowedByASpace() {
        #expect(InfoText.bulletMarker("• Start small") == "• ")
        #expect(InfoText.bulletMarker("- Start small") == "- ")
        #expect(InfoText.bulletMarker("  -  nested") == "  -  ")
        #expect(InfoText.bulletMarker("-5 degrees") == nil && InfoText.bulletMarker("A habit") == nil)
        #expect(InfoText.wrap("- one two three four five six", width: 16) == ["- one two three", "  four five six"])
    }

    @Test(arguments: Language.allCases, widths)
    func theTabBarFitsWithItsKeysMarker(language: Language, width: Int) {
        let l = Localizer(language: language)
        let titles = [l(.myhabitsScreenTabHabits), l(.myhabitsScreenTabInfo)]
        let layout = HabitsScreenKeys.tabBarLayout(titles: titles, hint: l(.habitsScreenKeysHint), width: width)
        if width >= 60 { #expect(layout == .roomy) }
        #expect(layout != .openTabOnly, "\(language) \(width)")
        #expect(
            HabitsScreenKeys.tabBarLayout(titles: ["Gewohnheiten", "Information"], hint: "? Tasten", width: 40)
                == .tight)
        #expect(
            HabitsScreenKeys.tabBarLayout(titles: ["Gewohnheiten", "Information"], hint: "? Tasten", width: 30)
                == .openTabOnly)
    }

    @Test(arguments: Language.allCases, widths)
    func aNoteWrapsAtWords(language: Language, width: Int) {
        let l = Localizer(language: language)
        let name = String(repeating: "Долгое название привычки ", count: 2).trimmedOfWhitespace
        let note = l(.myhabitsTrackAlready(name))
        let rows = HabitsScreenKeys.noteRows(note, width: width)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(rows.joined(separator: " ") == note, "\(language) \(width): \(rows)")
        let long = HabitsScreenKeys.noteRows(String(repeating: "word ", count: 60), width: width, limit: 2)
        #expect(long.count == 2 && long[1].hasSuffix("…") && DisplayWidth.of(long[1]) <= width)
    }

    static let hints: [LocalizedText] = [
        .myhabitsEditorHintName, .myhabitsEditorHintTime, .myhabitsEditorHintColor, .myhabitsEditorHintColorEntry,
        .myhabitsEditorHintButtons, .myhabitsEditorHintAlert, .myhabitsFormPickerHint, .myhabitsScreenHelpScrollClose,
    ]

    @Test(arguments: Language.allCases, widths)
    func keyHintsBreakBetweenKeysOnly(language: Language, width: Int) {
        let l = Localizer(language: language)
        for key in Self.hints {
            let text = l(key)
            let items = text.split(separator: " · ").map(String.init)
            let rows = HabitsScreenKeys.hintRows(text, width: width, limit: 3)
            #expect(rows.allSatisfy { DisplayWidth.of($0) <= width }, "\(language) \(width): \(rows)")
            // Every row is whole items: none is cut.
            for row in rows {
                #expect(row.split(separator: " · ").allSatisfy { items.contains(String($0)) }, "\(row)")
            }
            #expect(rows.count < 3 || width == 40, "\(language) \(width): \(rows)")
        }
    }

    @Test func theInfoPagersStatusKeepsItsLastKey() {
        let de = Localizer(language: .de)(.myhabitsInfoPagerStatus(1, 20, 45))
        #expect(InfoCommand.status(de, width: 80) == de)
        #expect(InfoCommand.status(de, width: 60) == "Zeilen 1–20 von 45 · Leertaste weiter · q beenden")
    }

    @Test func buttonsGoOnASecondRowRatherThanBeingCut() {
        let buttons = ["  Сохранить  ", "  Отменить  ", "  Удалить привычку  "]
        #expect(HabitEditorView.pack(buttons, width: 80).count == 1)
        #expect(HabitEditorView.pack(buttons, width: 40) == [Array(buttons.prefix(2)), [buttons[2]]])
    }

    @Test func theDetailsSayWhereMoreDaysAre() {
        #expect(HabitDetailsScreen.arrows(top: 0, shown: 6, total: 9) == " ▼")
        #expect(HabitDetailsScreen.arrows(top: 3, shown: 6, total: 9) == " ▲")
        #expect(HabitDetailsScreen.arrows(top: 1, shown: 6, total: 9) == " ▲ ▼")
        #expect(HabitDetailsScreen.arrows(top: 0, shown: 9, total: 9) == "")
    }
}

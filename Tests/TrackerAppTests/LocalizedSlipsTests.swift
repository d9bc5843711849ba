import Foundation
import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp
@testable import TrackerCommands

/// Texts that slipped into English or into the wrong case in Russian.
@Suite struct LocalizedSlipsTests {
    let view = { (language: Language) in
        AddWizardView(
            l: Localizer(language: language), style: TerminalStyle(depth: .none),
            colors: TrackerColors(theme: .dark), size: TerminalSize(columns: 80, rows: 30))
    }

    @Test func theWizardNamesEverySectionInRussian() {
        #expect(view(.ru).sectionName(.emoji) == "Эмодзи")
        for section in TrackerDraft.Section.allCases {
            #expect(view(.ru).sectionName(section) != view(.en).sectionName(section), "\(section) is not translated")
        }
    }

    @Test func theMissingNameIsWrittenInTheUsersLanguage() {
        let error = TrackerError.missingSections(["NAME", "--emoji"], hint: .trackerHintMissingSections)
        #expect(error.message(Localizer(language: .en)) == "missing NAME and --emoji")
        #expect(error.message(Localizer(language: .ru)) == "не указано: НАЗВАНИЕ и --emoji")
        #expect(error.message(Localizer(language: .de)) == "es fehlt: NAME und --emoji")
    }

    @Test func aWeekdayInsideASentenceIsWrittenAsTheLanguageWritesIt() {
        let error = TrackerError.notScheduled(name: "Gym", weekday: .tuesday)
        #expect(
            error.message(Localizer(language: .ru)) == "привычка «Gym» не запланирована на этот день недели (вторник)")
        #expect(error.message(Localizer(language: .de)) == "„Gym“ ist für Dienstag nicht geplant")
        #expect(error.message(Localizer(language: .en)) == "“Gym” is not scheduled on Tuesday")
    }
}

import Foundation
import Localization
import TerminalUI
import Testing

@testable import ImageFeedApp

/// The pure pieces of image-feed's screens: the logout alert's texts and
/// answers, the auth screen's layout, the card placeholder, the full view's
/// like key.
@Suite struct ScreenPartsTests {
    @Test(arguments: [
        (Language.ru, "Пока, пока!", "Уверены, что хотите выйти?", "Да", "Нет"),
        (Language.en, "Bye bye!", "Are you sure you want to log out?", "Yes", "No"),
        (Language.de, "Tschüss!", "Willst du dich wirklich abmelden?", "Ja", "Nein"),
    ])
    func theLogoutAlertAsksInEachLanguage(language: Language, title: String, message: String, yes: String, no: String) {
        let alert = ProfileScreen.logoutAlert(Localizer(language: language))
        #expect(alert.title == title && alert.message == message && alert.actions == [yes, no])
        #expect(alert.cursor == 1, "the pointer starts on the answer that changes nothing")
        let drawn = alert.lines(TerminalStyle(depth: .none), width: 60)
        #expect(drawn.allSatisfy { StyledText.width($0) <= 60 }, "\(drawn)")
        #expect(drawn.contains { $0.contains("[ " + no + " ]") })
    }

    @Test func theAlertAnswersYesOnlyWhenYesIsPressed() {
        let l = Localizer(language: .en)
        let fresh = ProfileScreen.logoutAlert(l)
        var alert = fresh
        #expect(ProfileScreen.answer(&alert, .character("x"), l) == nil, "another key leaves it open")
        #expect(ProfileScreen.answer(&alert, .enter, l) == false, "Enter on No")
        alert = fresh
        #expect(ProfileScreen.answer(&alert, .escape, l) == false)
        alert = fresh
        #expect(ProfileScreen.answer(&alert, .left, l) == nil)
        #expect(ProfileScreen.answer(&alert, .enter, l) == true, "Yes once pointed")
    }

    @Test(arguments: [(80, 24), (60, 24), (40, 12)])
    func theAuthScreenCentersTheLogoAndTheButtonWithinTheTerminal(columns: Int, rows: Int) {
        let lines = AuthScreen.lines(button: "Войти", style: TerminalStyle(depth: .none), rows: rows, columns: columns)
        #expect(lines.count <= rows - 1, "the last row is the status: \(lines)")
        #expect(lines.allSatisfy { StyledText.width($0) <= columns })
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "[ Войти ]")
        let logo = lines.first { !$0.isEmpty } ?? ""
        let indent = logo.prefix { $0 == " " }.count
        #expect(
            indent == (columns - 16) / 2 + 4,
            "centered (the mark's top block is indented by 4 in its 16 columns): \(logo)")
    }

    @Test func theCardPlaceholderIsThePreviewsSizeInPlainText() {
        let placeholder = CardPreviews.placeholder(TerminalStyle(depth: .none))
        #expect(placeholder.count == CardPreviews.rows)
        #expect(placeholder.allSatisfy { $0 == String(repeating: "░", count: CardPreviews.columns) })
    }

    @Test func fLikesInTheFullViewAndMovesNothing() {
        var state = PhotoViewState()
        _ = state.handle(.character("+"))
        let before = state
        #expect(state.handle(.character("f")) == .like)
        #expect(state == before)
    }
}

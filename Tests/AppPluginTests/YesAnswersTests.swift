import AppPlugin
import Localization
import TerminalUI
import Testing

/// The yes key a question names is one it accepts, in every language.
@Suite struct YesAnswersTests {
    @Test func theNamedYesKeyIsAccepted() throws {
        for language in [Language.en, .ru, .de] {
            let l = Localizer(language: language)
            let hint = l(.appConfirmHint)
            let named = try #require(hint.dropFirst().first, "\(hint)")
            #expect(YesAnswers.isYesKey(.character(named), l), "\(language): \(hint)")
            #expect(Confirmation.isAffirmative(String(named), yesAnswers: YesAnswers.words(l)), "\(language): \(hint)")
            #expect(YesAnswers.isYesKey(.character("y"), l) && YesAnswers.isYesKey(.enter, l))
            #expect(!YesAnswers.isYesKey(.character("n"), l) && !YesAnswers.isYesKey(.escape, l))
        }
        let de = Localizer(language: .de)
        #expect(de(.appConfirmHint) == "[j/N]" && YesAnswers.isYesKey(.character("j"), de))
        #expect(de(.imagefeedViewerRetry).contains("(j: ja"), "the viewer's retry names the same key")
        #expect(!YesAnswers.isYesKey(.character("j"), Localizer(language: .en)))
    }
}

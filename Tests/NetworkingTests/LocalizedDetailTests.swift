import Glibc
import Localization
import Networking
import Testing

/// A decoding detail and a system error come in the user's language, so a
/// Russian or German error line holds no English fragment.
@Suite struct LocalizedDetailTests {
    let en = Localizer(language: .en), ru = Localizer(language: .ru), de = Localizer(language: .de)

    @Test func aDuplicateKeyIsTranslatedWithItsPlaceAndKey() {
        let inPhoto = DecodingDetail.duplicateKey("name", at: "[0].user")
        #expect(inPhoto == #"[0].user: duplicate key "name""#)
        #expect(DecodingDetail.localized(inPhoto, en) == "[0].user: the key “name” is given twice")
        #expect(DecodingDetail.localized(inPhoto, ru) == "[0].user: ключ «name» встречается дважды")
        #expect(DecodingDetail.localized(inPhoto, de) == "[0].user: der Schlüssel „name“ steht zweimal")
        let atTop = DecodingDetail.duplicateKey("id", at: "")
        #expect(DecodingDetail.localized(atTop, de) == "das Dokument: der Schlüssel „id“ steht zweimal")
    }

    @Test func decodingDetailsAreTranslated() {
        #expect(DecodingDetail.localized(DecodingDetail.text(.notJSON, at: ""), ru) == "не JSON")
        #expect(DecodingDetail.localized(DecodingDetail.text(.malformed, at: ""), de) == "kein JSON")
        #expect(
            DecodingDetail.localized(DecodingDetail.text(.missing, at: "[3].urls.small"), ru)
                == "[3].urls.small: отсутствует")
        #expect(
            DecodingDetail.localized(DecodingDetail.text(.wrongType, at: "[0].likes"), de) == "[0].likes: falscher Typ")
        #expect(
            DecodingDetail.localized(DecodingDetail.text(.malformed, at: "[1].created_at"), en)
                == "[1].created_at: malformed")
        #expect(DecodingDetail.localized(DecodingDetail.text(.wrongType, at: ""), ru) == "документ: не того типа")
        #expect(DecodingDetail.localized("something else", de) == "something else")
    }

    @Test func decodingErrorMessageHasNoEnglishInGerman() {
        let message = NetworkError.decoding(DecodingDetail.text(.notJSON, at: "")).message(de)
        #expect(message.contains("kein JSON") && !message.contains("not JSON"), "\(message)")
    }

    @Test func systemErrorsAreTranslated() {
        #expect(SystemErrorText.message(EACCES, de) == "keine Berechtigung")
        #expect(SystemErrorText.message(ENOSPC, ru) == "диск заполнен")
        #expect(SystemErrorText.message(EADDRINUSE, en) == "the port is in use")
        // One the table has no text for: the system's own, with its number.
        #expect(SystemErrorText.message(ECHILD, de) == "No child processes (Systemfehler \(ECHILD))")
        let file = NetworkError.file(path: "/x", detail: .system(EROFS)).message(ru)
        #expect(file.contains("файловая система только для чтения") && file.contains("/x"), "\(file)")
        #expect(FileProblem.unsafeName.message(de) == "der Dateiname würde seinen Ordner verlassen")
    }
}

import Glibc
import Localization
import Storage
import Testing

@testable import AppPlugin

/// Storage errors name their entity in the user's language, not with the
/// backend's English word.
@Suite struct StoreMessagesTests {
    func line(_ error: StoreError, _ language: Language) -> String {
        ErrorPresenter(app: "demo", localizer: Localizer(language: language)).present(error).lines.joined(
            separator: "\n")
    }

    @Test func conflictsAndMissingEntitiesAreNamedInTheUsersLanguage() {
        #expect(line(.conflict(entity: .category, key: "Sport"), .en) == "error: category 'Sport' exists already")
        #expect(line(.conflict(entity: .category, key: "Спорт"), .ru) == "error: категория «Спорт» уже существует")
        #expect(line(.notFound(entity: .tracker, key: "beef"), .ru) == "error: не найдено: трекер «beef»")
        #expect(line(.notFound(entity: .habit, key: "beef"), .de) == "error: Gewohnheit „beef“ nicht gefunden")
        #expect(
            line(.countMismatch(entity: .record, expected: 2, found: 1), .ru)
                == "error: копия неполная: записи: ожидалось 2, найдено 1")
    }

    /// A read fault of the mapped store (SIGBUS) says what `ErrorPresenter`
    /// says for the store's I/O error; the handler's line is made apart.
    @Test(arguments: Language.allCases)
    func aReadFaultSaysWhatAFailedReadSays(language: Language) {
        for path in ["/home/a/.local/share/pocket/tracker/store.sqlite", "/tmp/odd\u{1B}[2J\nname/store.sqlite"] {
            let fault = StoreReadFault.fault(path: path, Localizer(language: language))
            let presented = ErrorPresenter(app: "demo", localizer: Localizer(language: language))
                .present(StoreError.system(path: path, operation: "read", code: EIO))
            #expect(fault.line == presented.lines.joined(separator: "\n") && fault.code == presented.code)
            #expect(fault.code == 65 && !fault.line.contains("\u{1B}") && !fault.line.contains("\n"))
        }
    }

    @Test(arguments: Language.allCases)
    func everyEntityHasItsOwnNames(language: Language) {
        let l = Localizer(language: language)
        let names = StoreEntity.allCases.map { StoreMessages.name($0, l) }
        let plurals = StoreEntity.allCases.map { StoreMessages.pluralName($0, l) }
        #expect(Set(names).count == StoreEntity.allCases.count)
        #expect(Set(plurals).count == StoreEntity.allCases.count)
        #expect(!(names + plurals).contains { $0.hasPrefix("app.store.") })
    }
}

@Suite struct ClockMessagesTests {
    @Test func aTodayOutsideTheSupportedDatesExits64WithALocalizedLine() {
        let error = AppClock.ClockError.todayOutOfRange("0000-01-01")
        let en = ErrorPresenter(app: "demo", localizer: Localizer(language: .en)).present(error)
        #expect(en.code == 64)
        #expect(en.lines == ["error: POCKET_TODAY '0000-01-01' is outside the supported dates 1900-01-01…9999-12-31"])
        let ru = ErrorPresenter(app: "demo", localizer: Localizer(language: .ru)).present(error)
        #expect(ru.lines == ["error: POCKET_TODAY «0000-01-01» вне поддерживаемых дат 1900-01-01…9999-12-31"])
    }
}

import CLIKit
import Localization
import Storage
import TerminalUI
import Testing

@testable import AppPlugin

/// The store faults both backends share read as one localized line with
/// one exit code: 65 when the store cannot be read, 1 when a sound store
/// refuses a change here and now.
@Suite("Store faults: messages and exit codes")
struct StoreFaultMessageTests {
    @Test(
        "each fault has its exit code and one line in every language",
        arguments: [
            (StoreError.notWritable(path: "/d"), ExitCode.failure),
            (.diskFull(path: "/d"), .failure),
            (.busy(path: "/d/store.json"), .failure),
            (.backendFailure(path: "/d/store.sqlite", code: 1, message: "m"), .failure),
            (.unusable(path: "/d/store.json", problem: .directory), .dataError),
            (.unusable(path: "/d/store.json", problem: .danglingLink(target: "/x")), .dataError),
            (.unusable(path: "/d/store.json", problem: .notRegularFile), .dataError),
            (.unusable(path: "/d/store.json", problem: .permissionDenied), .dataError),
        ])
    func codes(error: StoreError, code: ExitCode) {
        for language in [Language.en, .ru, .de] {
            let presentation = ErrorPresenter(app: "demo", localizer: Localizer(language: language)).present(error)
            #expect(presentation.code == code.rawValue)
            #expect(presentation.lines.count == 1)
            #expect(presentation.lines[0].hasPrefix("error: ") && presentation.lines[0].contains("/d"))
            #expect(!presentation.lines[0].contains("app.store."), "a message key leaked: \(presentation.lines[0])")
        }
    }

    @Test("the lines name the folder or file and the wait")
    func texts() {
        let l = Localizer(language: .en)
        #expect(
            StoreMessages.text(.busy(path: "/d/store.sqlite"), l)
                == "the store /d/store.sqlite is in use by another process (waited 5 seconds); nothing was changed, "
                + "try again"
        )
        #expect(
            StoreMessages.text(.diskFull(path: "/d"), l)
                == "cannot change the store: no space left on the disk holding /d; nothing was changed")
        let link = StoreMessages.text(
            .unusable(path: "/d/store.json", problem: .danglingLink(target: "/x\u{1B}[2J")), l)
        #expect(
            link
                == "the store /d/store.json is a symbolic link to \(Sanitizer.clean("/x\u{1B}[2J")), which does not "
                + "exist"
        )
        #expect(!link.contains("\u{1B}"), "the link's text is sanitized")
        #expect(
            StoreMessages.text(
                .backendFailure(path: "/d/store.sqlite", code: 1, message: "m"), Localizer(language: .de))
                == "der Speicher /d/store.sqlite konnte nicht benutzt werden (SQLite-Fehler 1: m)")
    }
}

import CLIKit
import FileIO
import Localization
import PocketTestSupport
import Storage
import Testing

@testable import AppPlugin

/// What a command throws becomes one line on stderr and the documented exit code.
@Suite("Runner: errors thrown by commands")
struct RunnerErrorTests {
    @Test("an AppError exits with its code, its message and its hint")
    func appError() throws {
        let result = try AppWorld().run(["fail", "app"])
        #expect(result.exitCode == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: the demo service is down", "try again later"])
        let russian = try AppWorld(language: "ru_RU.UTF-8").run(["fail", "app"])
        #expect(russian.stderrLines == ["error: демо-сервис недоступен", "попробуйте позже"])
    }

    @Test("an ambiguous reference lists the candidates and exits 64")
    func reference() throws {
        let result = try AppWorld().run(["fail", "reference"])
        #expect(result.exitCode == 64)
        #expect(
            result.stderrLines == ["error: 'ru' matches more than one", "candidates: Run (abcd1234), Rust (abce5678)"])
    }

    @Test("a corrupt store exits 65 naming the file")
    func corruptStore() throws {
        let result = try AppWorld().run(["fail", "store-corrupt"])
        #expect(result.exitCode == 65)
        #expect(
            result.stderrLines == ["error: the store /data/store.sqlite is damaged and was left untouched (bad header)"]
        )
    }

    @Test("SQLite's 'not a database' exits 65; other SQLite failures exit 1")
    func sqliteErrors() throws {
        let world = try AppWorld()
        #expect(world.run(["fail", "sqlite-notadb"]).exitCode == 65)
        let busy = world.run(["fail", "sqlite-busy"])
        #expect(busy.exitCode == 1)
        #expect(busy.stderrLines == ["error: SQLite error 5: database is locked (in: BEGIN IMMEDIATE)"])
    }

    @Test(
        "every store error has its exit code",
        arguments: [
            (StoreError.corrupt(path: "p", detail: "d"), ExitCode.dataError),
            (.newerVersion(path: "p", found: 9, supported: 2), .dataError),
            (.io(path: "p", detail: "d"), .dataError),
            (.sqlite(code: 11, message: "m", sql: "s"), .dataError),
            (.sqlite(code: 26 | 0x100, message: "m", sql: "s"), .dataError),
            (.sqlite(code: 19, message: "m", sql: "s"), .failure),
            (.conflict(entity: .category, key: "k"), .usage),
            (.notFound(entity: .tracker, key: "k"), .usage),
            (.targetNotEmpty(path: "p", counts: ["trackers": 2]), .usage),
            (.readOnly, .failure),
            (.countMismatch(entity: .record, expected: 2, found: 1), .failure),
        ])
    func storeErrorCodes(error: StoreError, code: ExitCode) {
        let presentation = ErrorPresenter(app: "demo", localizer: Localizer(language: .en)).present(error)
        #expect(presentation.code == code.rawValue)
        #expect(presentation.lines.count == 1)
        #expect(presentation.lines[0].hasPrefix("error: "))
        #expect(!presentation.lines[0].contains("app.store."), "a message key leaked: \(presentation.lines[0])")
    }

    @Test("an unknown error exits 1 with one sanitized line")
    func unknownError() throws {
        let result = try AppWorld().run(["fail", "unknown"])
        #expect(result.exitCode == 1)
        #expect(result.stderrLines == ["error: unexpected failure: gremlins in the wires"])
    }

    @Test(
        "a library that cannot be opened is one localized line naming its Debian package; exit 1",
        arguments: Language.allCases)
    func missingLibrary(_ language: Language) {
        let error = SharedLibraryError(soname: "libzip.so.4", package: "libzip4", detail: "cannot open\u{1B}[2J")
        let presentation = ErrorPresenter(app: "demo", localizer: Localizer(language: language)).present(error)
        #expect(presentation.code == 1 && presentation.lines.count == 1)
        let line = presentation.lines[0]
        #expect(line.contains("libzip.so.4") && line.contains("libzip4") && !line.contains("\u{1B}"), "\(line)")
        #expect(!line.contains("app.error"), "a message key leaked: \(line)")
    }

    @Test("SilentExit ends with its code and prints nothing")
    func silentExit() throws {
        let world = try AppWorld()
        let interrupted = world.run(["fail", "silent"])
        #expect(interrupted.exitCode == 130)
        #expect(interrupted.stderr.isEmpty && interrupted.stdout.isEmpty)
        let declined = world.run(["fail", "silent-failure"])
        #expect(declined.exitCode == 1)
        #expect(declined.stderr.isEmpty)
    }

    @Test("a confirmation without a terminal and without --yes exits 64")
    func confirmationNeedsYes() throws {
        let error = ConfirmationRequired()
        #expect(error.exitCode == .usage)
        let presentation = ErrorPresenter(app: "demo", localizer: Localizer(language: .en)).present(error)
        #expect(presentation.lines == ["error: this deletes data: confirm with --yes (there is no terminal to ask on)"])
    }
}

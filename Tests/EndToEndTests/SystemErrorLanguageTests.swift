import Foundation
import Testing

/// What the system says when a file cannot be read or written reaches the
/// user in the user's language (import, export, the store), not as
/// `strerror`'s English; exit codes as the contract has them.
@Suite struct SystemErrorLanguageTests {
    static let cases: [(language: String, arguments: [String], status: Int32, line: String, english: String)] = [
        (
            "ru_RU.UTF-8", ["import", "/nonexistent/export.json"], 64,
            "не удаётся прочитать /nonexistent/export.json: нет такого файла или папки", "No such file"
        ),
        (
            "de_DE.UTF-8", ["export", "--output", "/tmp"], 73, "/tmp kann nicht geschrieben werden: ist ein Ordner",
            "Is a"
        ),
        (
            "de_DE.UTF-8", ["export", "--output", "/nonexistent/x.json"], 73,
            "Datei oder Ordner nicht gefunden", "No such file"
        ),
        // The data folder is a file.
        ("ru_RU.UTF-8", ["list"], 65, "часть пути — не папка", "Not a directory"),
    ]

    @Test(arguments: cases.indices)
    func theSystemsTroubleInTheUsersLanguage(index: Int) throws {
        let (language, arguments, status, line, english) = Self.cases[index]
        var app = try TrackerCoreTests.tracker(store: "sqlite", language: language)
        if index == Self.cases.count - 1 {
            let file = try app.sandbox.write(Data("x".utf8), to: "a-file")
            app = ScriptedApp("tracker", in: app.sandbox, store: "sqlite", dataDirectory: file, language: language)
        }
        let result = try app.run(arguments)
        #expect(result.exitCode == status, "\(result)")
        #expect(result.stderr.contains(line) && !result.stderr.contains(english), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }
}

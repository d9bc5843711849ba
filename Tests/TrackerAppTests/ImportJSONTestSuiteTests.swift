import CLIKit
import Foundation
import JSONText
import Localization
import PocketTestSupport
import Storage
import Testing

@testable import TrackerCommands

/// Every JSONTestSuite `n_` document, whole and as the value of a member the
/// import does not read, makes `tracker import` exit 65 with one localized
/// line and leaves the store as it was.
@Suite struct ImportJSONTestSuiteTests {
    static func files(in harness: TrackerHarness) throws -> [(name: String, path: String)] {
        var files: [(String, String)] = []
        for (index, (name, bytes)) in try Fixtures.jsonTestSuite(prefix: "n_").enumerated() {
            let whole = harness.path("whole-\(index).json")
            try Data(bytes).write(to: URL(fileURLWithPath: whole))
            let valid = Array(TransferMalformedTests.valid.utf8)
            let embedded = harness.path("embedded-\(index).json")
            try Data(Array(#"{"note": "#.utf8) + bytes + [UInt8(ascii: ",")] + valid.dropFirst()).write(
                to: URL(fileURLWithPath: embedded))
            files += [(name, whole), (name + " embedded", embedded)]
        }
        return files
    }

    @Test(arguments: StoreKind.allCases) func everyNDocumentExits65AndChangesNothing(kind: StoreKind) throws {
        let harness = try TransferMalformedTests.populated(kind)
        let before = try harness.content()
        for (name, path) in try Self.files(in: harness) {
            let result = harness.run(["import", path], language: .ru)
            #expect(result.exitCode == ExitCode.dataError.rawValue, "\(name): \(result)")
            // The error line, and at most its hint.
            #expect(
                result.stderr.hasPrefix("error: ") && result.stderr.split(separator: "\n").count <= 2,
                "\(name): \(result)")
            #expect(!result.stderr.contains("The given data"), "\(name): \(result)")
        }
        #expect(try harness.content() == before)
    }

    /// The shape of the failure line in each language: the file, then the
    /// reason in that language with the byte it was found at.
    @Test(arguments: Language.allCases) func theReasonIsLocalized(language: Language) throws {
        let harness = try TransferMalformedTests.populated(.sqlite)
        let path = harness.path("comma.json")
        try Data(#"{"version": 1, "categories": [1,]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let failure = JSONScanner.Failure(.unexpectedCharacter, offset: 32)  // the "]" after the comma
        let expected = harness.failure(
            TransferError.malformed(file: path, problem: .notJSON(failure)), language: language)
        let result = harness.run(["import", path], language: language)
        #expect(result.failed(as: expected), "\(result)")
        #expect(result.stderr.contains(failure.message(Localizer(language: language))))
    }
}

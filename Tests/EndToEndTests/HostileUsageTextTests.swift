import Foundation
import Testing

/// Usage errors echo what was typed (an option, a value, a command); none of
/// it may reach the terminal as an escape sequence or a control character.
@Suite struct HostileUsageTextTests {
    static let hostile = "\u{1B}[2J\u{1B}]52;c;SGVsbG8K\u{7}\u{9B}31m\u{202E}\u{2028}"

    static let runs: [[String]] = [
        ["--X" + hostile],
        ["list", "--X" + hostile],
        ["list", "--filter", hostile],
        ["list", "--date", hostile],
        ["lis" + hostile],
        ["list", "extra" + hostile],
        ["--help=" + hostile],
        ["-" + hostile],
    ]

    @Test(arguments: ["tracker", "pocket"], runs)
    func usageErrorsNeverEmitEscapes(executable: String, arguments: [String]) throws {
        let sandbox = try TestSandbox()
        let words = executable == "pocket" ? ["tracker"] + arguments : arguments
        let result = try sandbox.run(executable, words, environment: ["POCKET_ANALYTICS": "off"], dataDirFlag: false)
        #expect(result.exitCode == 64, "\(result)")
        let forbidden: Set<Unicode.Scalar> = ["\u{1B}", "\u{7}", "\u{9B}", "\u{202E}", "\u{2028}"]
        #expect(!result.stderr.unicodeScalars.contains { forbidden.contains($0) }, "\(result.stderr.debugDescription)")
        #expect(result.stderrLines.first?.hasPrefix("error: ") == true, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    /// The exact message of the example: the option is shown, cleaned.
    @Test func theUnknownOptionIsShownWithoutItsEscapes() throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("tracker", ["--X\u{1B}[2J\u{1B}]52;c;SGVsbG8K\u{7}"])
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first?.contains("--X") == true, "\(result)")
        #expect(
            !result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"), "\(result.stderr.debugDescription)")
    }

    /// A store error names the store's path, which the user typed
    /// (`--data-dir`): it is shown cleaned, on both backends.
    @Test(arguments: ["json", "sqlite"])
    func aHostileDataFolderIsShownWithoutItsEscapes(store: String) throws {
        let sandbox = try TestSandbox()
        let folder = "data\u{1B}[2J\u{1B}]52;c;SGVsbG8K\u{7}"
        let file = store == "json" ? "store.json" : "store.sqlite"
        try sandbox.write(Data("not a store".utf8), to: folder + "/" + file)
        let result = try sandbox.run(
            "tracker", ["--store", store, "--data-dir", sandbox.root + "/" + folder, "list"],
            environment: ["POCKET_ANALYTICS": "off"])
        #expect(result.exitCode == 65, "\(result)")
        #expect(result.stderr.contains("/data/" + file), "\(result.stderr.debugDescription)")
        #expect(
            !result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"), "\(result.stderr.debugDescription)")
    }
}

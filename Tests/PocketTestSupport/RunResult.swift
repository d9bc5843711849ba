import AppPlugin
import Foundation
import Testing

/// The exit code and both streams of one in-process run.
package struct RunResult: Sendable, CustomStringConvertible {
    package var exitCode: Int32
    package var stdout: String
    package var stderr: String

    package init(exitCode: Int32, stdout: String, stderr: String) {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The lines without the empty one after a final newline.
    package var stdoutLines: [String] { Self.lines(stdout) }
    package var stderrLines: [String] { Self.lines(stderr) }

    /// For `#expect` messages: everything a reader needs to see why a check failed.
    package var description: String { "exit \(exitCode)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)" }

    /// Decodes stdout as one JSON document.
    package func json<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    /// stdout parsed as one JSON object (a `--json` document).
    package func jsonObject() throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
            throw NotJSON(text: stdout)
        }
        return object
    }

    /// Whether the run ended as the product's error presenter answers an
    /// error: that exit code and exactly those stderr lines.
    package func failed(as expected: ErrorPresenter.Presentation) -> Bool {
        exitCode == expected.code && stderrLines == expected.lines
    }

    /// Requires exit 0: otherwise records an issue at the caller showing the
    /// whole result and throws, so a set-up step that fails stops the test
    /// instead of letting it check a world that was never built.
    @discardableResult
    package func requireSuccess(
        _ what: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        try #require(exitCode == 0, "\(what()) failed: \(self)", sourceLocation: sourceLocation)
        return self
    }

    /// The lines of a stream's text, without the empty one after a final newline.
    package static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    package struct NotJSON: Error, CustomStringConvertible {
        package let text: String
        package var description: String { "stdout is not one JSON object:\n\(text)" }
    }
}

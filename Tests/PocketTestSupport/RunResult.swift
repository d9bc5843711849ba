import AppPlugin
import Foundation
import Testing

/// The exit code and both streams of one in-process run.
public struct RunResult: Sendable, CustomStringConvertible {
    public var exitCode: Int32
    public var stdout: String
    public var stderr: String

    public init(exitCode: Int32, stdout: String, stderr: String) {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The lines without the empty one after a final newline.
    public var stdoutLines: [String] { Self.lines(stdout) }
    public var stderrLines: [String] { Self.lines(stderr) }

    /// For `#expect` messages: everything a reader needs to see why a check failed.
    public var description: String { "exit \(exitCode)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)" }

    /// Decodes stdout as one JSON document.
    public func json<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    /// stdout parsed as one JSON object (a `--json` document).
    public func jsonObject() throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
            throw NotJSON(text: stdout)
        }
        return object
    }

    /// Whether the run ended as the product's error presenter answers an
    /// error: that exit code and exactly those stderr lines.
    public func failed(as expected: ErrorPresenter.Presentation) -> Bool {
        exitCode == expected.code && stderrLines == expected.lines
    }

    /// Requires exit 0: otherwise records an issue at the caller showing the
    /// whole result and throws, so a set-up step that fails stops the test
    /// instead of letting it check a world that was never built.
    @discardableResult
    public func requireSuccess(
        _ what: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        try #require(exitCode == 0, "\(what()) failed: \(self)", sourceLocation: sourceLocation)
        return self
    }

    /// The lines of a stream's text, without the empty one after a final newline.
    public static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    public struct NotJSON: Error, CustomStringConvertible {
        public let text: String
        public var description: String { "stdout is not one JSON object:\n\(text)" }
    }
}

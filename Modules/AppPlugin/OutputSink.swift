import CLIKit

/// Where a command writes: stdout and stderr in a real run, a buffer in tests.
public struct OutputSink: Sendable {
    public let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

    public static let standardOutput = OutputSink { StandardStream.output.write($0) }
    public static let standardError = OutputSink { StandardStream.error.write($0) }

    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes every line in one call: a screen of a thousand cards is one
    /// `write(2)`, not a thousand.
    public func lines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        var text = lines.joined(separator: "\n")
        text.append("\n")
        write(text)
    }
}

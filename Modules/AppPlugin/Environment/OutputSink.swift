import JSONText
import TerminalUI

/// Where a command writes: stdout and stderr in a real run, a buffer in tests.
package struct OutputSink: Sendable {
    package let write: @Sendable (String) -> Void
    /// The `errno` of the first write that failed, nil while all went through
    /// (`AppRunner` checks it once the command is done).
    package let failure: @Sendable () -> Int32?
    /// Writes UTF-8 bytes as they are (no `String` made on the way to stdout);
    /// by default through `write`.
    package let writeBytes: @Sendable ([UInt8]) -> Void

    package init(
        write: @escaping @Sendable (String) -> Void, failure: @escaping @Sendable () -> Int32? = { nil },
        writeBytes: (@Sendable ([UInt8]) -> Void)? = nil
    ) {
        self.write = write
        self.failure = failure
        self.writeBytes = writeBytes ?? { write(String(decoding: $0, as: UTF8.self)) }
    }

    package static let standardOutput = OutputSink(
        write: { StandardStream.output.write($0) },
        failure: { StandardStream.output.failure },
        writeBytes: { StandardStream.output.write(bytes: $0) })
    package static let standardError = OutputSink(
        write: { StandardStream.error.write($0) },
        failure: { StandardStream.error.failure })

    /// Writes `text` followed by a newline.
    package func line(_ text: String = "") { write(text + "\n") }

    /// Writes every line in one call: a screen of a thousand cards is one
    /// `write(2)`, not a thousand.
    package func lines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        var text = lines.joined(separator: "\n")
        text.append("\n")
        write(text)
    }

    /// Writes `value` as one JSON document (sorted keys, indented, through
    /// the project's one JSON writer) and a newline: every `--json` answer.
    package func emitJSON(_ value: some Encodable) throws {
        var bytes = try JSONTextEncoder(layout: .indented).encode(value)
        bytes.append(0x0A)
        writeBytes(bytes)
    }

    /// The same for a type that writes itself: no `Encodable` tree and no
    /// run-time look-up of the conformance.
    package func emitJSON(_ value: some JSONWritable & Encodable) {
        var bytes = JSONTextEncoder(layout: .indented).encode(writable: value)
        bytes.append(0x0A)
        writeBytes(bytes)
    }
}

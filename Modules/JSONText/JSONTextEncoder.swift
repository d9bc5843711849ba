/// Writes any `Encodable` as JSON through `JSONWriter`, keys sorted, in the
/// byte layout Foundation's `JSONEncoder` gives with `.sortedKeys` and
/// `.withoutEscapingSlashes` (plus `.prettyPrinted` for `.indented`), so
/// output that used to come from Foundation stays byte for byte the same —
/// except for the terminal-active characters `JSONWriter` escapes.
///
/// Foundation builds the same kind of tree but goes through boxes, string
/// keys and its own escaper per value; this one is a few times faster, which
/// `--json` on a thousand trackers notices. Foundation's special cases for
/// `Date`, `Data` and `URL` are not copied: nothing here encodes them.
public struct JSONTextEncoder: Sendable {
    public enum Layout: Sendable {
        /// One line, no spaces: `{"a":1,"b":[true]}`.
        case compact
        /// Foundation's pretty printing: two spaces a level, `"key" : value`,
        /// an empty array or object as `[`, an empty line, `]`.
        case indented
    }

    public let layout: Layout

    public init(layout: Layout) { self.layout = layout }

    /// The JSON text of `value`, without a trailing newline.
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        try encode(value, into: &writer)
        return writer.bytes
    }

    /// Appends the JSON text of `value` to `writer`.
    public func encode(_ value: some Encodable, into writer: inout JSONWriter) throws {
        let node = try NodeBuilder.node(value, path: [])
        switch layout {
        case .compact: Self.compact(node, &writer)
        case .indented: Self.indented(node, depth: 0, &writer)
        }
    }

    private static func scalar(_ node: JSONNode, _ writer: inout JSONWriter) {
        switch node {
        case .string(let text): writer.string(text)
        case .integer(let number): writer.integer(number)
        case .unsigned(let number): writer.integer(number)
        case .number(let text): writer.raw(text)
        case .bool(let flag): writer.bool(flag)
        case .null, .array, .object: writer.null()
        }
    }

    private static func compact(_ node: JSONNode, _ writer: inout JSONWriter) {
        switch node {
        case .array(let box):
            writer.raw(byte: 0x5B)
            for (index, item) in box.items.enumerated() {
                if index > 0 { writer.raw(byte: 0x2C) }
                compact(item, &writer)
            }
            writer.raw(byte: 0x5D)
        case .object(let box):
            writer.raw(byte: 0x7B)
            for (position, index) in box.sortedIndices().enumerated() {
                if position > 0 { writer.raw(byte: 0x2C) }
                writer.string(box.keys[index])
                writer.raw(byte: 0x3A)
                compact(box.values[index], &writer)
            }
            writer.raw(byte: 0x7D)
        default:
            scalar(node, &writer)
        }
    }

    private static func indented(_ node: JSONNode, depth: Int, _ writer: inout JSONWriter) {
        switch node {
        case .array(let box):
            writer.raw(byte: 0x5B)
            for (index, item) in box.items.enumerated() {
                writer.raw(index == 0 ? "\n" : ",\n")
                indent(depth + 1, &writer)
                indented(item, depth: depth + 1, &writer)
            }
            close(0x5D, empty: box.items.isEmpty, depth: depth, &writer)
        case .object(let box):
            writer.raw(byte: 0x7B)
            for (position, index) in box.sortedIndices().enumerated() {
                writer.raw(position == 0 ? "\n" : ",\n")
                indent(depth + 1, &writer)
                writer.string(box.keys[index])
                writer.raw(" : ")
                indented(box.values[index], depth: depth + 1, &writer)
            }
            close(0x7D, empty: box.keys.isEmpty, depth: depth, &writer)
        default:
            scalar(node, &writer)
        }
    }

    /// Foundation writes an empty container as its brackets around an empty line.
    private static func close(_ bracket: UInt8, empty: Bool, depth: Int, _ writer: inout JSONWriter) {
        writer.raw(empty ? "\n\n" : "\n")
        indent(depth, &writer)
        writer.raw(byte: bracket)
    }

    private static func indent(_ depth: Int, _ writer: inout JSONWriter) {
        for _ in 0..<depth { writer.raw("  ") }
    }
}

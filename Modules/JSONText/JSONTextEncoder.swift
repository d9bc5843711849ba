/// Writes any `Encodable` as JSON through `JSONWriter`, keys sorted, in the
/// byte layout Foundation's `JSONEncoder` gives with `.sortedKeys` and
/// `.withoutEscapingSlashes` (plus `.prettyPrinted` for `.indented`), so
/// output that used to come from Foundation stays byte for byte the same —
/// except for the terminal-active characters `JSONWriter` escapes.
///
/// The `Encodable` path builds a tree as Foundation does and costs about as
/// much; a type on a hot path (a thousand trackers in `list --json`) conforms
/// to `JSONWritable` and writes itself through the same layout code, several
/// times faster. Foundation's special cases for `Date`, `Data` and `URL` are
/// not copied: nothing here encodes them.
package struct JSONTextEncoder: Sendable {
    package enum Layout: Sendable {
        /// One line, no spaces: `{"a":1,"b":[true]}`.
        case compact
        /// Foundation's pretty printing: two spaces a level, `"key" : value`,
        /// an empty array or object as `[`, an empty line, `]`.
        case indented
    }

    package let layout: Layout

    package init(layout: Layout) { self.layout = layout }

    /// The JSON text of `value`, without a trailing newline.
    package func encode(_ value: some Encodable) throws -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        try encode(value, into: &writer)
        return writer.bytes
    }

    /// Appends the JSON text of `value` to `writer`. A `JSONWritable` value
    /// (at the top or anywhere inside) writes itself; the rest goes through
    /// `Encodable` into a tree whose object keys are sorted as it is written.
    package func encode(_ value: some Encodable, into writer: inout JSONWriter) throws {
        var stream = JSONStreamWriter(layout: layout, output: writer)
        writer = JSONWriter(capacity: 0)
        if let writable = value as? any JSONWritable {
            writable.write(to: &stream)
        } else {
            Self.write(try NodeBuilder.node(value, path: []), &stream)
        }
        writer = stream.output
    }

    /// The JSON text of a value that writes itself.
    package func encode(writable value: some JSONWritable) -> [UInt8] {
        var stream = JSONStreamWriter(layout: layout)
        value.write(to: &stream)
        return stream.output.bytes
    }

    private static func write(_ node: JSONNode, _ stream: inout JSONStreamWriter) {
        switch node {
        case .string(let text): stream.string(text)
        case .integer(let number): stream.integer(number)
        case .unsigned(let number): stream.integer(number)
        case .number(let text): stream.number(text: text)
        case .bool(let flag): stream.bool(flag)
        case .null: stream.null()
        case .writable(let value): value.write(to: &stream)
        case .array(let box):
            stream.beginArray()
            for item in box.items { write(item, &stream) }
            stream.endArray()
        case .object(let box):
            stream.beginObject()
            for index in box.sortedIndices() {
                stream.key(box.keys[index])
                write(box.values[index], &stream)
            }
            stream.endObject()
        }
    }
}

/// Writes one JSON document value by value in a layout (`JSONTextEncoder.Layout`):
/// the separators, line breaks and indentation are decided here, once, for
/// both the `Encodable` path and types that write themselves (`JSONWritable`).
///
/// A caller opens and closes containers and, inside an object, gives each
/// member's key before its value. Keys must come in the order
/// `JSONTextEncoder` sorts them (by their text), as Foundation's `.sortedKeys` does.
package struct JSONStreamWriter: Sendable {
    package private(set) var output: JSONWriter
    package let layout: JSONTextEncoder.Layout
    private var depth = 0
    /// No member or element written yet in the innermost open container.
    private var isFirst = true
    /// A key was just written: the next value belongs to it.
    private var afterKey = false

    package init(layout: JSONTextEncoder.Layout, output: JSONWriter = JSONWriter(capacity: 4096)) {
        self.layout = layout
        self.output = output
    }

    package mutating func beginObject() { open(0x7B) }
    package mutating func endObject() { close(0x7D) }
    package mutating func beginArray() { open(0x5B) }
    package mutating func endArray() { close(0x5D) }

    /// A member's key; its value is whatever is written next.
    package mutating func key(_ name: String) {
        separate()
        output.string(name)
        keySeparator()
    }

    /// A key known at compile time: plain ASCII, nothing to escape.
    package mutating func key(_ name: StaticString) {
        separate()
        output.raw(byte: 0x22)
        output.raw(name)
        output.raw(byte: 0x22)
        keySeparator()
    }

    package mutating func string(_ text: String) {
        valueStart()
        output.string(text)
    }
    package mutating func integer(_ value: Int) {
        valueStart()
        output.integer(value)
    }
    package mutating func integer(_ value: Int64) {
        valueStart()
        output.integer(value)
    }
    package mutating func integer(_ value: UInt64) {
        valueStart()
        output.integer(value)
    }
    package mutating func bool(_ value: Bool) {
        valueStart()
        output.bool(value)
    }
    package mutating func null() {
        valueStart()
        output.null()
    }

    /// Text already formatted as a JSON number (`JSONWriter.numberText`).
    package mutating func number(text: String) {
        valueStart()
        output.raw(text)
    }

    /// `"key" : value` for the common cases.
    package mutating func member(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }
    package mutating func member(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }
    package mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        integer(value)
    }
    package mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    private mutating func open(_ bracket: UInt8) {
        valueStart()
        output.raw(byte: bracket)
        depth += 1
        isFirst = true
    }

    /// Foundation writes an empty container, indented, as its brackets around an empty line.
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if layout == .indented {
            if isFirst { output.raw(byte: 0x0A) }
            output.lineBreak(indent: depth * 2)
        }
        output.raw(byte: bracket)
        isFirst = false
    }

    private mutating func valueStart() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        separate()
    }

    /// What goes before an element or a member: a comma after the first, and
    /// when indented a line break and the indentation.
    private mutating func separate() {
        switch layout {
        case .compact:
            if !isFirst { output.raw(byte: 0x2C) }
        case .indented:
            output.lineBreak(indent: depth * 2, comma: !isFirst)
        }
        isFirst = false
    }

    private mutating func keySeparator() {
        if layout == .indented {
            output.raw(byte: 0x20)
            output.raw(byte: 0x3A)
            output.raw(byte: 0x20)
        } else {
            output.raw(byte: 0x3A)
        }
        afterKey = true
    }

}

/// A type that writes its own JSON, faster than going through `Encodable`
/// (what a thousand trackers in `--json` output need). Its `write` must give
/// the same document its `Encodable` conformance would, keys in sorted
/// order; a test should compare the two.
package protocol JSONWritable {
    func write(to json: inout JSONStreamWriter)
}

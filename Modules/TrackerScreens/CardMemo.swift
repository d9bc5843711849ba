import TerminalUI

// Small memo tables for drawing a thousand cards. They are arrays, not
// dictionaries, on purpose: the first use of a dictionary with a new key
// type makes the Swift runtime look up the key's Hashable conformance, and
// that first look-up scans every conformance record of the statically linked
// binary, which costs more than the memo saves
// (measured: docs/benchmarks.md, "Measured choices").

/// Values memoized by a day count (0, 1, … a few thousand), indexed by the count.
struct CountMemo<Value> {
    /// Counts beyond this are computed each time rather than growing the table.
    static var limit: Int { 100_000 }
    private var values: [Value?] = []

    mutating func value(for count: Int, _ make: () -> Value) -> Value {
        guard count >= 0, count < Self.limit else { return make() }
        if count >= values.count { values += repeatElement(nil, count: count + 1 - values.count) }
        if let known = values[count] { return known }
        let value = make()
        values[count] = value
        return value
    }
}

/// Texts memoized by color; a palette has 18 colors, so a linear search is enough.
struct ColorMemo {
    private var entries: [(color: RGB, text: String)] = []

    mutating func text(for color: RGB, _ make: () -> String) -> String {
        if let entry = entries.first(where: { $0.color == color }) { return entry.text }
        let text = make()
        entries.append((color, text))
        return text
    }
}

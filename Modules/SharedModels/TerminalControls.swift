/// The characters a terminal acts on instead of drawing them: the C0
/// controls (ESC among them), DEL and the C1 controls, the bidi embedding,
/// override and isolate controls (U+202A–U+202E, U+2066–U+2069) and the
/// directional marks (U+200E, U+200F, U+061C: invisible, yet they reorder
/// neutral characters such as an id's digits and dashes), and the line
/// and paragraph separators (U+2028, U+2029), which some terminals break a
/// line on. One definition for both uses: the naming rule refuses them in
/// names (`NameRules`), and the display sanitizer (CLIKit's `Sanitizer`)
/// removes or replaces them in untrusted text, so an accepted name is always
/// shown exactly as stored.
package enum TerminalControls {
    /// Whether the scalar with this value is one of them. Inlinable: the
    /// sanitizer asks it for every scalar of every name it prints.
    @inlinable
    package static func isActive(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
    }
}

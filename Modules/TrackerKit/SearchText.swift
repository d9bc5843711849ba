import SharedModels

/// A search query prepared once: trimmed and folded, so that matching a
/// thousand names does not fold the query a thousand times.
///
/// Matching is a substring test over `Character`s of both sides folded by
/// `NameOrder.key`, the fold that finding a habit by part of its name uses
/// (case, and ё as е, ä ö ü as a o u, ß as ss): `/ел` finds «Ёлка» as
/// `done ел` does. It needs no Foundation.
package struct SearchText: Sendable, Hashable {
    /// The trimmed query as the user typed it; nil when there is none.
    package let text: String?
    private let folded: String

    /// A blank or absent query matches everything and is reported as nil.
    package init(_ raw: String?) {
        let trimmed = raw?.trimmedOfWhitespace ?? ""
        text = trimmed.isEmpty ? nil : trimmed
        folded = NameOrder.key(trimmed)
    }

    package func matches(_ name: String) -> Bool {
        folded.isEmpty || NameOrder.key(name).contains(folded)
    }
}

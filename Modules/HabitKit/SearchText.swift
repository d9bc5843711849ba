import SharedModels

/// A search query prepared once: trimmed and lower-cased, so that matching
/// a thousand names does not lower-case the query a thousand times.
///
/// Matching is a case-insensitive substring test over `Character`s with the
/// standard library's Unicode case mapping (Cyrillic, Greek, accents), and
/// needs no Foundation.
public struct SearchText: Sendable, Hashable {
    /// The trimmed query as the user typed it; nil when there is none.
    public let text: String?
    private let folded: String

    /// A blank or absent query matches everything and is reported as nil.
    public init(_ raw: String?) {
        let trimmed = raw?.trimmedOfWhitespace ?? ""
        text = trimmed.isEmpty ? nil : trimmed
        folded = trimmed.lowercased()
    }

    public func matches(_ name: String) -> Bool {
        folded.isEmpty || name.lowercased().contains(folded)
    }
}

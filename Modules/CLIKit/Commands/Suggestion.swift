import SharedModels

/// "Did you mean" for commands and options, by `EditDistance` (the same
/// ranking the apps use for names).
package enum Suggestion {
    /// The candidate closest to `typed` (case-insensitive), when
    /// `EditDistance.isClose` says it is worth suggesting. Ties go to the
    /// earlier candidate.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        EditDistance.ranked(Array(typed.lowercased()), candidates) { EditDistance.distance($0, Array($1.lowercased())) }
            .first
    }

    /// The edit distance counting insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        EditDistance.distance(a, b)
    }
}

/// "Did you mean" by Damerau–Levenshtein distance (optimal string alignment).
public enum Suggestion {
    /// The candidate closest to `typed` (case-insensitive), when its distance is at
    /// most 2 or at most a third of the typed length, and smaller than the typed
    /// length (so `ab` never "suggests" an unrelated `xy`). Ties go to the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let source = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = self.distance(source, Array(candidate.lowercased()))
            let limit = max(2, source.count / 3)
            guard distance <= limit, distance < max(source.count, 1) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The edit distance counting insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the transposition step looks two rows back.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

/// "Did you mean": the Damerau–Levenshtein distance (optimal string
/// alignment) and the one rule of which candidates are close enough to
/// suggest. The command line's unknown commands and options (CLIKit's
/// `Suggestion`) and the apps' unknown tracker and goal names
/// (`NameSuggestions`) rank with it.
package enum EditDistance {
    /// The edit distance counting insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
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

    /// Whether a candidate `distance` edits away from a typed word of
    /// `typedLength` characters is worth suggesting: at most 2 edits or a
    /// third of the typed length, and fewer than the typed length (so `ab`
    /// never "suggests" an unrelated `xy`).
    package static func isClose(_ distance: Int, typedLength: Int) -> Bool {
        distance <= max(2, typedLength / 3) && distance < max(typedLength, 1)
    }

    /// The candidates close to `typed` (`isClose`), closest first; equally
    /// close ones keep their order in `candidates`. `distance` measures one
    /// candidate from the typed characters.
    package static func ranked<T>(_ typed: [Character], _ candidates: [T], distance: ([Character], T) -> Int) -> [T] {
        var close: [(index: Int, distance: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            let edits = distance(typed, candidate)
            if isClose(edits, typedLength: typed.count) { close.append((index, edits)) }
        }
        close.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return close.map { candidates[$0.index] }
    }
}

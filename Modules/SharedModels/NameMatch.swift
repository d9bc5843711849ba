/// Finding a tracker, goal or habit by part of its name, as people type it,
/// once no name is exactly the reference and no id starts with it.
///
/// Names compare by `NameOrder.key` (case folded, ё as е, ä as a…), the
/// one folding the lists sort by, so «елка» finds «Ёлка». The steps, each
/// only when the one before found nothing: the whole folded name, a prefix
/// of it, a part of it anywhere. A step that finds several is ambiguous.
package enum NameMatch {
    package enum Outcome<Item> {
        case unique(Item)
        case ambiguous([Item])
        /// Nothing contains the reference; the closest names
        /// (`NameSuggestions`), closest first, possibly none.
        case none(closest: [Item])
    }

    package static func find<T>(_ reference: String, in items: [T], name: (T) -> String) -> Outcome<T> {
        let wanted = NameOrder.key(reference.trimmedOfWhitespace)
        guard !wanted.isEmpty else { return .none(closest: []) }
        let keyed = items.map { (key: NameOrder.key(name($0).trimmedOfWhitespace), item: $0) }
        let steps: [(String) -> Bool] = [{ $0 == wanted }, { $0.hasPrefix(wanted) }, { $0.contains(wanted) }]
        for matches in steps {
            let found = keyed.filter { matches($0.key) }.map(\.item)
            if found.count == 1 { return .unique(found[0]) }
            if found.count > 1 { return .ambiguous(found) }
        }
        return .none(closest: NameSuggestions.closest(to: reference, in: items, name: name))
    }
}

/// The names closest to a reference that matched nothing ("did you mean"),
/// ranked by `EditDistance` between folded names (`NameOrder.key`).
package enum NameSuggestions {
    /// How many names a "did you mean" line lists at most.
    package static let limit = 3

    /// A name counts as the closer of the whole name and its beginning as
    /// long as the reference plus one edit (the rest of the name), so a slip
    /// in the first letters of a long name («Чтенеи» for «Чтение книг») is
    /// still found while a short reference does not "suggest" every long
    /// name that begins two letters away.
    package static func closest<T>(to reference: String, in items: [T], name: (T) -> String) -> [T] {
        let typed = Array(NameOrder.key(reference.trimmedOfWhitespace))
        guard !typed.isEmpty else { return [] }
        let ranked = EditDistance.ranked(typed, items) { typed, item in
            let key = Array(NameOrder.key(name(item).trimmedOfWhitespace))
            let whole = EditDistance.distance(typed, key)
            guard key.count > typed.count else { return whole }
            return min(whole, EditDistance.distance(typed, Array(key.prefix(typed.count))) + 1)
        }
        return Array(ranked.prefix(limit))
    }
}

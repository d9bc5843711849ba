/// Why a user's reference to a tracker, goal or habit named nothing usable.
package enum ReferenceError<Item: Sendable>: Error, Sendable {
    /// No name, part of a name or id matches; `closest` are the names
    /// worth suggesting ("did you mean"), closest first, possibly none.
    case notFound(closest: [Item])
    /// Several items share the name, or the id prefix starts several ids,
    /// or the part of a name is in several names; the candidates are
    /// listed so the user can type more.
    case ambiguous([Item])
}

extension ReferenceError: Equatable where Item: Equatable {}

/// How every app resolves the `T` / `G` / `H` argument of its commands.
package enum EntityReference {
    /// The shortest id prefix accepted: shorter prefixes would match by accident.
    package static let minimumPrefixLength = 4

    /// Resolves `reference` against `items`, each step only when the one
    /// before found nothing: an exact name, compared case-insensitively
    /// (`NameIdentity`) after trimming; a prefix of 4+ characters of an id;
    /// then part of a name (`NameMatch`: the folded name, its beginning,
    /// anywhere in it). A step finding several is ambiguous, except that
    /// among names equal ignoring case the one spelled exactly as typed wins:
    /// the apps refuse such a pair, but two devices may each have made one
    /// before they synced, and both must stay reachable.
    ///
    /// An empty (or all-blank) reference is `.notFound` with no suggestion.
    package static func resolve<T: Sendable>(
        _ reference: String, in items: [T],
        name: (T) -> String, id: (T) -> EntityID
    ) -> Result<T, ReferenceError<T>> {
        let wanted = reference.trimmedOfWhitespace
        guard !wanted.isEmpty else { return .failure(.notFound(closest: [])) }
        let key = NameIdentity.key(wanted)
        let named = items.filter { NameIdentity.key(name($0).trimmedOfWhitespace) == key }
        let exact =
            named.isEmpty && isIDPrefix(wanted) ? items.filter { id($0).rawValue.lowercased().hasPrefix(key) } : named
        return judge(exact, orPartOf: wanted, in: items, name: name)
    }

    /// Whether `reference` is long enough to be tried as an id prefix.
    package static func isIDPrefix(_ reference: String) -> Bool { reference.count >= minimumPrefixLength }

    /// The verdict on the exact candidates (by name, else by id prefix); when
    /// there are none, on the part of a name in `items`. The indexed look-ups
    /// of the apps find the exact candidates themselves and read every item
    /// (`all`) only when they found none.
    package static func judge<T: Sendable>(
        _ exact: [T], orPartOf reference: String, in all: @autoclosure () throws -> [T], name: (T) -> String
    ) rethrows -> Result<T, ReferenceError<T>> {
        if exact.count == 1 { return .success(exact[0]) }
        if exact.count > 1 {
            let wanted = reference.trimmedOfWhitespace
            let spelled = exact.filter { name($0).trimmedOfWhitespace == wanted }
            return spelled.count == 1 ? .success(spelled[0]) : .failure(.ambiguous(exact))
        }
        switch NameMatch.find(reference, in: try all(), name: name) {
        case .unique(let item): return .success(item)
        case .ambiguous(let items): return .failure(.ambiguous(items))
        case .none(let closest): return .failure(.notFound(closest: closest))
        }
    }
}

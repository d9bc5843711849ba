/// Why a user's reference to a tracker, goal or habit named nothing usable.
public enum ReferenceError<Item: Sendable>: Error, Sendable {
    /// No name and no id matches.
    case notFound
    /// Several items share the name, or the id prefix starts several ids;
    /// the candidates are listed so the user can pick a longer reference.
    case ambiguous([Item])
    /// A 1–3 character reference that is nobody's name: too short to be an
    /// id prefix (4+ characters).
    case tooShort
}

extension ReferenceError: Equatable where Item: Equatable {}

/// How every app resolves the `T` / `G` argument of its commands
///.
public enum EntityReference {
    /// The shortest id prefix accepted: shorter prefixes would match by accident.
    public static let minimumPrefixLength = 4

    /// Resolves `reference` against `items`: an exact name, compared
    /// case-insensitively after trimming, wins over everything; otherwise a
    /// prefix of 4+ characters of an id.
    ///
    /// An empty (or all-blank) reference is `.notFound`.
    public static func resolve<T: Sendable>(
        _ reference: String, in items: [T],
        name: (T) -> String, id: (T) -> EntityID
    ) -> Result<T, ReferenceError<T>> {
        let wanted = reference.trimmedOfWhitespace
        guard !wanted.isEmpty else { return .failure(.notFound) }
        let key = NameIdentity.key(wanted)

        let named = items.filter { NameIdentity.key(name($0).trimmedOfWhitespace) == key }
        if named.count == 1 { return .success(named[0]) }
        if named.count > 1 { return .failure(.ambiguous(named)) }

        guard wanted.count >= minimumPrefixLength else { return .failure(.tooShort) }
        // Ids are lowercase hex; a user may type them in capitals.
        let prefixed = items.filter { id($0).rawValue.lowercased().hasPrefix(key) }
        switch prefixed.count {
        case 0: return .failure(.notFound)
        case 1: return .success(prefixed[0])
        default: return .failure(.ambiguous(prefixed))
        }
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines
    /// (`Character.isWhitespace`), without pulling in Foundation.
    public var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

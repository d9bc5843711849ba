import SharedModels
import Storage

extension ForeignImportMapping {
    /// A name the tracker accepts (`NameRules`) and no other tracker holds
    /// ignoring case: characters a terminal acts on are dropped, an empty or
    /// invisible name becomes `fallback` (`fallbackName`), a long one is cut
    /// to the limit, and a taken one gets " (2)", " (3)"… with the name cut
    /// so the suffix still fits. The result is added to `taken`.
    static func uniqueName(_ raw: String, fallback: String, taken: inout Set<String>) -> String {
        let base = usableName(raw, fallback: fallback)
        var candidate = base
        var number = 2
        while taken.contains(TextKey.fold(candidate)) {
            let suffix = " (\(number))"
            candidate = fitted(base, room: NameRules.limit - suffix.count).trimmedOfWhitespace + suffix
            number += 1
        }
        taken.insert(TextKey.fold(candidate))
        return candidate
    }

    /// The name cleaned and cut so that `NameRules.validate` takes it.
    static func usableName(_ raw: String, fallback: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: raw.unicodeScalars.filter { !NameRules.isTerminalActive($0) })
        let cleaned = fitted(String(scalars).trimmedOfWhitespace, room: NameRules.limit).trimmedOfWhitespace
        if case .success(let name) = NameRules.validate(cleaned) { return name }
        return fallback
    }

    /// At most `room` characters and `NameRules.byteLimit` bytes, whole characters kept.
    private static func fitted(_ name: String, room: Int) -> String {
        var result = String(name.prefix(room))
        while result.utf8.count > NameRules.byteLimit { result.removeLast() }
        return result
    }
}

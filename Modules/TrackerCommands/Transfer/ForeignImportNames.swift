import SharedModels
import Storage

extension ForeignImportMapping {
    /// The names one import may not give (the store's and those it gave
    /// already, folded by `TextKey.fold`), and per numbered stem the next
    /// number worth trying: n habits of one name then cost n tries, not n²/2
    /// as when every name counted from " (2)".
    struct UniqueNames: Sendable {
        private var taken: Set<String>
        /// Keyed by the folded stem and the suffix's digit count: the stem is
        /// cut to leave room for the suffix, so it changes with the width.
        private var nextNumber: [String: Int] = [:]

        init(_ names: some Sequence<String> = []) {
            taken = Set(names.map(TextKey.fold))
        }

        /// `base` when free, else `base` cut to fit " (N)" with the smallest
        /// N this stem has not used; the result is taken from then on.
        mutating func claim(_ base: String) -> String {
            if taken.insert(TextKey.fold(base)).inserted { return base }
            var number = 2
            while true {
                let width = String(number).count
                let stem = fitted(base, room: NameRules.limit - width - 3).trimmedOfWhitespace
                let key = TextKey.fold(stem) + "\u{0}" + String(width)
                number = max(number, nextNumber[key] ?? 2)
                // Every number of this width is used: the stem of the next width.
                guard String(number).count == width else { continue }
                let candidate = stem + " (\(number))"
                number += 1
                nextNumber[key] = number
                if taken.insert(TextKey.fold(candidate)).inserted { return candidate }
            }
        }
    }

    /// A name the tracker accepts (`NameRules`) and no other tracker holds
    /// ignoring case: characters a terminal acts on are dropped, an empty or
    /// invisible name becomes `fallback` (`fallbackName`), a long one is cut
    /// to the limit, and a taken one gets " (2)", " (3)"… with the name cut
    /// so the suffix still fits. The result is added to `taken`.
    static func uniqueName(_ raw: String, fallback: String, taken: inout UniqueNames) -> String {
        taken.claim(usableName(raw, fallback: fallback))
    }

    /// The name cleaned and cut so that `NameRules.validate` takes it.
    static func usableName(_ raw: String, fallback: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: raw.unicodeScalars.filter { !NameRules.isTerminalActive($0) })
        let cleaned = fitted(String(scalars).trimmedOfWhitespace, room: NameRules.limit).trimmedOfWhitespace
        if case .success(let name) = NameRules.validate(cleaned) { return name }
        return fallback
    }
}

/// At most `room` characters and `NameRules.byteLimit` bytes, whole characters kept.
private func fitted(_ name: String, room: Int) -> String {
    var result = String(name.prefix(room))
    while result.utf8.count > NameRules.byteLimit { result.removeLast() }
    return result
}

/// The Swift names of the keys: camelCase of the key's parts split at `.`,
/// `_` and `-` (`tracker.list.title` → `trackerListTitle`, `format.month.11.short`
/// → `formatMonth11Short`). Two keys with one name fail the build, so a
/// name always says which key it is.
enum SymbolNames {
    static func name(for key: String) -> String {
        let parts = key.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        var name = ""
        for part in parts {
            if name.isEmpty {
                name = part.prefix(1).lowercased() + part.dropFirst()
            } else {
                name += part.prefix(1).uppercased() + part.dropFirst()
            }
        }
        // A key's first part may start with a digit; a Swift name may not.
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }

    /// The problems: one line for each name two or more keys share.
    static func collisions(_ keys: [String]) -> [String] {
        var byName: [String: [String]] = [:]
        for key in keys { byName[name(for: key), default: []].append(key) }
        return byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { name, keys in
            "keys \(keys.sorted().map { "'\($0)'" }.joined(separator: ", ")) all become the Swift name '\(name)'; "
                + "rename one"
        }
    }
}

/// Writes a `LocalizedText` symbol per key: a static property for a key
/// without arguments, a static function taking the arguments its
/// specifiers want otherwise. Each is emitted into its callers only (so the
/// module carries no copy of the 800-odd functions) and only pairs the key's
/// literal with the arguments, so nothing runs at start-up.
enum SymbolEmitter {
    static func source(for entries: [(entry: CatalogEntry, arguments: [ArgumentKind])]) -> String {
        var out = """

            /// One symbol per key of the tables (see `LocalizedText`).
            extension LocalizedText {

            """
        for (entry, arguments) in entries {
            out += "    /// \(documentation(entry.values["en"]!))\n"
            let name = SymbolNames.name(for: entry.key)
            let key = SwiftEmitter.literal(entry.key)
            if arguments.isEmpty {
                out += "    @_alwaysEmitIntoClient package static var \(name): Self { Self(\(key), []) }\n"
            } else {
                let parameters = arguments.enumerated().map { "_ a\($0.offset + 1): \($0.element.swiftType)" }
                let values = arguments.indices.map { "a\($0 + 1)" }
                let signature = "\(name)(\(parameters.joined(separator: ", "))) -> Self"
                out += "    @_alwaysEmitIntoClient package static func \(signature) {\n"
                out += "        Self(\(key), [\(values.joined(separator: ", "))])\n    }\n"
            }
        }
        return out + "}\n"
    }

    /// The English text on one line, so an editor shows what a symbol says.
    private static func documentation(_ value: CatalogValue) -> String {
        let text: String
        switch value {
        case .text(let string): text = string
        case .plural(let forms): text = forms["other"] ?? forms.values.sorted().first ?? ""
        }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 100 ? String(line.prefix(100)) + "…" : line
    }
}

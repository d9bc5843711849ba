#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one order of tracker names, goal names and category titles: the main
/// screen's sections and cards, the category list, and both storage
/// backends' lists (`StoreOrder`, SQLite's `ORDER BY name_order, name, id`).
///
/// Names compare by their sort key, then by the exact name, then by id, all
/// three as UTF-8 bytes (= code point order). Bytes rather than Swift's
/// `String` comparison because SQLite's BINARY collation can do exactly the
/// same on stored keys, so both backends and the screens agree.
///
/// Uniqueness is another rule (`TextKey.fold` in Storage: case only): «Ёлка»
/// and «Елка», "Bar" and "Bär" are different words that merely sort together.
package enum NameOrder {
    /// The primary sort key of a name: lower-cased, with the letters that the
    /// app's languages (en, ru, de) sort as variants of a base letter folded
    /// onto it (ё as е, ä ö ü as a o u, ß as ss). Plain code-point order
    /// would put «Ёлка» after «Яблоко» and "Äpfel" after "Zebra".
    package static func key(_ name: String) -> String {
        isASCII(name) ? asciiKey(name) : foldedKey(name)
    }

    private static func isASCII(_ name: String) -> Bool { name.utf8.allSatisfy { $0 < 0x80 } }

    /// ASCII (most names): lower-casing is A–Z to a–z and nothing folds.
    /// Done on bytes, the key is built in one allocation and, being flagged
    /// ASCII, compares with memcmp in the sort.
    private static func asciiKey(_ name: String) -> String {
        String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func foldedKey(_ name: String) -> String {
        var key = ""
        key.reserveCapacity(name.utf8.count)
        for character in name.lowercased() {
            switch character {
            case "ё": key.append("е")
            case "ä": key.append("a")
            case "ö": key.append("o")
            case "ü": key.append("u")
            case "ß": key.append("ss")
            default: key.append(character)
            }
        }
        return key
    }

    /// A name's sort key, made once per name before a sort: the key's
    /// text and whether it is ASCII, so that comparing two ASCII keys (most
    /// names) is Swift's own `<`, a memcmp on the same bytes.
    @frozen package struct SortKey: Sendable {
        package let text: String
        @usableFromInline let isASCII: Bool

        package init(_ name: String) {
            isASCII = NameOrder.isASCII(name)
            text = isASCII ? NameOrder.asciiKey(name) : NameOrder.foldedKey(name)
        }
    }

    /// Byte order of the UTF-8 encodings (= code point order), what SQLite's
    /// BINARY collation does.
    package static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool { compareBytes(lhs, rhs) < 0 }

    /// The order of two named things by their sort keys; TIE (exact name,
    /// then id: `precedes(name:id:before:_:)`) is asked only when the keys
    /// are the same, so a sort does not fetch what it rarely needs.
    /// Inlinable: it runs once per comparison of a sort in another module.
    @inlinable
    package static func precedes(_ key: SortKey, _ otherKey: SortKey, tie: () -> Bool) -> Bool {
        if key.isASCII && otherKey.isASCII {
            // ASCII strings are equal exactly when their bytes are, and
            // Swift orders them by their bytes.
            if key.text != otherKey.text { return key.text < otherKey.text }
        } else {
            let order = compareBytes(key.text, otherKey.text)
            if order != 0 { return order < 0 }
        }
        return tie()
    }

    /// Negative, zero or positive as `key(lhs)` sorts before, with or after
    /// `key(rhs)`, as bytes. Two ASCII names (nearly all) are compared in
    /// place, a byte lowered at a time, without making either key: checking
    /// that the trackers are already in order this way costs a fraction of
    /// making their `SortKey`s (measured: docs/benchmarks.md, "Measured
    /// choices").
    package static func compareKeys(_ lhs: String, _ rhs: String) -> Int {
        if let order = asciiKeyOrder(lhs, rhs) { return order }
        return compareBytes(key(lhs), key(rhs))
    }

    /// `compareKeys` of two ASCII names; nil when either is not ASCII (or not contiguous).
    private static func asciiKeyOrder(_ lhs: String, _ rhs: String) -> Int? {
        let order = lhs.utf8.withContiguousStorageIfAvailable { left -> Int? in
            let inner = rhs.utf8.withContiguousStorageIfAvailable { right -> Int? in
                guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
                for index in 0..<min(left.count, right.count) {
                    let a = lowered(left[index])
                    let b = lowered(right[index])
                    if a != b { return Int(a) - Int(b) }
                }
                return left.count - right.count
            }
            return inner ?? nil
        }
        return order ?? nil
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// Whether one named thing comes before another: by key, then exact name, then id.
    package static func precedes(name: String, id: String, strictlyBefore otherName: String, _ otherID: String) -> Bool
    {
        let byKey = compareKeys(name, otherName)
        return byKey != 0 ? byKey < 0 : precedes(name: name, id: id, before: otherName, otherID)
    }

    /// The tie-break of two names with the same key: the exact name, then the id, as bytes.
    package static func precedes(name: String, id: String, before otherName: String, _ otherID: String) -> Bool {
        let byName = compareBytes(name, otherName)
        if byName != 0 { return byName < 0 }
        return compareBytes(id, otherID) < 0
    }

    /// Negative, zero or positive as LHS's UTF-8 bytes sort before, with or
    /// after RHS's. Not `String`'s `<` or `==`, which treat canonically
    /// equivalent strings ("é" and "e" + U+0301) as equal where SQLite does
    /// not. Native strings (all of ours) are compared in place with memcmp.
    @usableFromInline
    static func compareBytes(_ lhs: String, _ rhs: String) -> Int {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Int in
                let common = min(left.count, right.count)
                if common > 0 {
                    let order = memcmp(left.baseAddress!, right.baseAddress!, common)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
        if let fast, let order = fast { return order }
        if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
    }
}

/// When two names or titles are the same name: equal after case folding
/// (the standard library's Unicode-aware `lowercased()`, so «Спорт» is
/// «спорт»), nothing else. The store's uniqueness of category titles
/// (`TextKey.fold`, SQLite's `*_key` columns) and every app's look-up of a
/// typed name use this one key.
package enum NameIdentity {
    package static func key(_ name: String) -> String { name.lowercased() }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Positions of ASCII ids in a list, found from raw UTF-8 bytes (SQLite's
/// column text, an id's own storage) with a cheap hash, where a
/// `Dictionary<EntityID, _>` hashes with SipHash (and a `String` must be
/// made first). For ASCII text, byte equality is `String` equality, so
/// a look-up means what `==` means; anything else is left to the caller
/// (`isASCII` false), because a non-ASCII id can equal an ASCII one under
/// `==` (U+212A KELVIN SIGN is "K"). Open addressing over FNV-1a.
/// Matching a day's record ids this way makes no `String` and no `Set`,
/// which cost far more (measured: docs/benchmarks.md, "Measured choices").
package struct ASCIIIDPositions: Sendable {
    private let ids: [EntityID]
    /// -1 for an empty slot, else a position in `ids`; a power of two long.
    private var slots: [Int32]

    /// Nil when an id is not ASCII or comes twice (then `==` and a set are the way).
    package init?(_ ids: [EntityID]) {
        self.ids = ids
        var capacity = 16
        while capacity < ids.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        for (position, id) in ids.enumerated() {
            var text = id.rawValue
            let inserted = text.withUTF8 { bytes -> Bool in
                guard Self.isASCII(bytes) else { return false }
                var slot = Self.hash(bytes) & (capacity - 1)
                while slots[slot] >= 0 {
                    if Self.same(bytes, as: ids[Int(slots[slot])]) { return false }
                    slot = (slot + 1) & (capacity - 1)
                }
                slots[slot] = Int32(position)
                return true
            }
            if !inserted { return nil }
        }
    }

    /// Whether BYTES are ASCII (only then may they be looked up).
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { bytes.allSatisfy { $0 < 0x80 } }

    /// The position of the id spelled by the ASCII BYTES, nil when none is.
    package func position(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(bytes) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if Self.same(bytes, as: ids[position]) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }

    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, as id: EntityID) -> Bool {
        let utf8 = id.rawValue.utf8
        guard utf8.count == bytes.count else { return false }
        if bytes.isEmpty { return true }
        return utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            ?? utf8.elementsEqual(bytes)
    }
}

/// The first position of an id among IDS, by `==` (what a dictionary built
/// first-wins would give): an `ASCIIIDPositions` when every id is ASCII and
/// unique (nearly always; a look-up is cheaper than a `Dictionary`'s with
/// SipHash), else a dictionary.
package struct FirstPositions: Sendable {
    private let ids: [EntityID]
    private let table: ASCIIIDPositions?
    private let dictionary: [EntityID: Int]

    package init(_ ids: [EntityID]) {
        self.ids = ids
        table = ASCIIIDPositions(ids)
        var dictionary: [EntityID: Int] = [:]
        if table == nil {
            for (index, id) in ids.enumerated() where dictionary[id] == nil { dictionary[id] = index }
        }
        self.dictionary = dictionary
    }

    package func of(_ id: EntityID) -> Int? {
        guard let table else { return dictionary[id] }
        var text = id.rawValue
        let found = text.withUTF8 { bytes -> Int?? in
            ASCIIIDPositions.isASCII(bytes) ? .some(table.position(ofASCII: bytes)) : nil
        }
        // A non-ASCII id may still be `==` to an ASCII one (U+212A is "K").
        return found ?? ids.firstIndex(of: id)
    }
}

/// Copies a whole store into another (`APP migrate --to json|sqlite [--force]`).
package enum StoreCopier {
    /// Copies every entity of `source` into `target` in one write transaction
    /// and returns the counts per entity (`StoreSnapshot.entityNames`).
    ///
    /// Refuses a non-empty target with `StoreError.targetNotEmpty` unless
    /// `force`, which replaces the target's content. The counts are checked
    /// entity by entity twice: inside the transaction (a mismatch rolls the
    /// copy back) and once more from the committed target. The source is only
    /// read.
    @discardableResult
    package static func copy(from source: any Store, to target: any Store, force: Bool) throws -> [String: Int] {
        let snapshot = try source.read { try StoreSnapshot.capture(from: $0) }
        let expected = snapshot.counts
        try target.write { context in
            let existing = try StoreSnapshot.capture(from: context)
            if !existing.isEmpty {
                guard force else { throw StoreError.targetNotEmpty(path: target.path, counts: existing.counts) }
                try StoreSnapshot.removeAll(in: context)
            }
            try snapshot.restore(into: context)
            try verify(expected, try StoreSnapshot.capture(from: context).counts)
        }
        try verify(expected, try target.read { try StoreSnapshot.capture(from: $0) }.counts)
        return expected
    }

    private static func verify(_ expected: [String: Int], _ found: [String: Int]) throws {
        for entity in StoreEntity.stored
        where expected[entity.countKey, default: 0] != found[entity.countKey, default: 0] {
            throw StoreError.countMismatch(
                entity: entity, expected: expected[entity.countKey, default: 0],
                found: found[entity.countKey, default: 0])
        }
    }
}

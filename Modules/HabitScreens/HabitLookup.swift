import AppPlugin
import SharedModels
import Storage

extension AppEnvironment {
    /// Resolves a user's `T` (exact name ignoring case, else an id prefix of
    /// 4+ characters) with two indexed look-ups instead of reading every
    /// habit: `done` must cost the same with 1,000 habits as with one.
    public func resolveTracker(_ reference: String, in context: any StoreContext) throws -> Tracker {
        let wanted = reference.trimmedOfWhitespace
        var candidates = try context.trackers(named: wanted)
        if candidates.isEmpty, wanted.count >= EntityReference.minimumPrefixLength {
            candidates = try context.trackers(idPrefix: wanted)
        }
        return try resolve(reference, in: candidates, name: \.name, id: \.id)
    }
}

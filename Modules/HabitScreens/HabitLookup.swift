import AppPlugin
import SharedModels
import Storage

extension AppEnvironment {
    /// Resolves a user's `T` (exact name ignoring case, else an id prefix of
    /// 4+ characters) with two indexed look-ups instead of reading every
    /// habit: `done` must cost the same with 1,000 habits as with one.
    public func resolveTracker(_ reference: String, in context: any StoreContext) throws -> Tracker {
        try resolve(reference, byName: { try context.trackers(named: $0) }, byIDPrefix: { try context.trackers(idPrefix: $0) },
                    name: \.name, id: \.id)
    }
}

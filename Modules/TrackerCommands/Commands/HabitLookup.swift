import AppPlugin
import SharedModels
import Storage

extension AppEnvironment {
    /// Resolves a user's `T` (`resolve(_:byName:byIDPrefix:all:…)`): an exact
    /// name ignoring case or an id prefix of 4+ characters with two indexed
    /// look-ups (`done` must cost the same with 1,000 habits as with one);
    /// only a part of a name or an unknown `T` reads every habit.
    package func resolveTracker(_ reference: String, in context: any StoreContext) throws -> Tracker {
        try resolve(
            reference, byName: { try context.trackers(named: $0) }, byIDPrefix: { try context.trackers(idPrefix: $0) },
            all: { try context.trackers() }, name: \.name, id: \.id)
    }
}

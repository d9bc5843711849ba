import SharedModels
import Storage

/// The tracker's small settings (apps with categories), kept in the store so that both backends and
/// `migrate` carry them.
package enum TrackerSettings {
    /// The id (not the title, so a rename keeps the mark) of the category last
    /// chosen by `add` or `edit`: `category list` and the wizard mark it ✓.
    package static let lastCategoryKey = "tracker.lastCategory"

    package static func lastCategory(_ context: any StoreContext) throws -> EntityID? {
        try context.setting(lastCategoryKey).map { EntityID($0) }
    }

    package static func setLastCategory(_ id: EntityID?, _ context: any StoreContext) throws {
        try context.setSetting(lastCategoryKey, id?.rawValue)
    }
}

import SharedModels
import Storage

/// The repositories over an in-memory `Document` inside one scope. Changes
/// mark the context dirty; the store writes the document only then.
final class JSONContext: StoreContext {
    var document: Document
    let writable: Bool
    private(set) var isDirty = false
    /// False once the scope has ended: a context kept past its scope is refused.
    var isActive = true

    init(document: Document, writable: Bool) {
        self.document = document
        self.writable = writable
    }

    /// Every change goes through here: refuses writes in a read scope, and
    /// marks the document for writing.
    func change() throws {
        guard isActive, writable else { throw StoreError.readOnly }
        isDirty = true
    }

    // MARK: categories

    func categories() throws -> [TrackerCategory] { StoreOrder.categories(document.categories.values) }

    func category(id: EntityID) throws -> TrackerCategory? { document.categories[id] }

    func insertCategory(_ category: TrackerCategory) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        let key = TextKey.fold(category.title)
        guard document.categories[category.id] == nil else {
            throw StoreError.conflict(entity: .category, key: category.id.rawValue)
        }
        guard document.categoryKeys[key] == nil else {
            throw StoreError.conflict(entity: .category, key: category.title)
        }
        try change()
        document.categories[category.id] = category
        document.categoryKeys[key] = category.id
    }

    func updateCategory(_ category: TrackerCategory) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        let key = TextKey.fold(category.title)
        if let owner = document.categoryKeys[key], owner != category.id {
            throw StoreError.conflict(entity: .category, key: category.title)
        }
        guard let old = document.categories[category.id] else {
            throw StoreError.notFound(entity: .category, key: category.id.rawValue)
        }
        try change()
        document.categoryKeys[TextKey.fold(old.title)] = nil
        document.categoryKeys[key] = category.id
        document.categories[category.id] = category
    }

    func deleteCategory(id: EntityID) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard let old = document.categories[id] else { throw StoreError.notFound(entity: .category, key: id.rawValue) }
        try change()
        document.categories[id] = nil
        document.categoryKeys[TextKey.fold(old.title)] = nil
        for tracker in document.trackers.values where tracker.categoryID == id {
            document.trackers[tracker.id] = nil
            document.records[tracker.id] = nil
        }
    }

    // MARK: trackers

    func trackers() throws -> [Tracker] { StoreOrder.trackers(document.trackers.values) }

    func tracker(id: EntityID) throws -> Tracker? { document.trackers[id] }

    func trackers(named name: String) throws -> [Tracker] {
        let key = TextKey.fold(name)
        return StoreOrder.trackers(document.trackers.values.lazy.filter { TextKey.fold($0.name) == key })
    }

    func trackers(idPrefix: String) throws -> [Tracker] {
        let key = TextKey.foldID(idPrefix)
        return StoreOrder.trackers(
            document.trackers.values.lazy.filter { TextKey.foldID($0.id.rawValue).hasPrefix(key) })
    }

    private func requireCategory(_ id: EntityID?) throws {
        if let id, document.categories[id] == nil { throw StoreError.notFound(entity: .category, key: id.rawValue) }
    }

    func insertTracker(_ tracker: Tracker) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.trackers[tracker.id] == nil else {
            throw StoreError.conflict(entity: .tracker, key: tracker.id.rawValue)
        }
        try requireCategory(tracker.categoryID)
        try change()
        document.trackers[tracker.id] = tracker
    }

    func updateTracker(_ tracker: Tracker) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        try requireCategory(tracker.categoryID)
        guard document.trackers[tracker.id] != nil else {
            throw StoreError.notFound(entity: .tracker, key: tracker.id.rawValue)
        }
        try change()
        document.trackers[tracker.id] = tracker
    }

    func deleteTracker(id: EntityID) throws {
        guard isActive, writable else { throw StoreError.readOnly }
        guard document.trackers[id] != nil else { throw StoreError.notFound(entity: .tracker, key: id.rawValue) }
        try change()
        document.trackers[id] = nil
        document.records[id] = nil
    }
}

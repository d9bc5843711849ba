import SharedModels

// Repository protocols, one per aggregate. Apps see only these; the backends
// (StorageSQLite, StorageJSON) implement them. Every call happens inside a
// `Store.read` or `Store.write` scope, so one command's changes commit or roll
// back together.

/// Tracker categories. `categories()` is ordered by title in `NameOrder`
/// (SharedModels: the main screen's order, as every ordered list here).
package protocol CategoryStore {
    func categories() throws -> [TrackerCategory]
    func category(id: EntityID) throws -> TrackerCategory?
    /// Throws `StoreError.conflict` when the id or the title (ignoring case) exists.
    func insertCategory(_ category: TrackerCategory) throws
    /// Throws `.notFound` for an unknown id, `.conflict` for a taken title.
    func updateCategory(_ category: TrackerCategory) throws
    /// Deletes the category, its trackers and their records (cascade).
    /// Throws `.notFound` for an unknown id.
    func deleteCategory(id: EntityID) throws
}

/// Trackers (tracker app) and goals (goals app, `categoryID == nil`).
/// `trackers()` is ordered by name in `NameOrder` (key, exact name, id).
package protocol TrackerStore {
    func trackers() throws -> [Tracker]
    func tracker(id: EntityID) throws -> Tracker?
    /// Trackers whose name equals `name` ignoring case (`TextKey.fold` of
    /// both), ordered like `trackers()`. An indexed lookup: resolving a
    /// user's `T` by name does not read every tracker.
    func trackers(named name: String) throws -> [Tracker]
    /// Trackers whose id starts with `idPrefix`, ignoring the case of ASCII
    /// letters (`TextKey.foldID` of both), ordered like `trackers()`. An
    /// indexed range lookup; an empty prefix matches every tracker.
    func trackers(idPrefix: String) throws -> [Tracker]
    /// Throws `.conflict` for an existing id, `.notFound` for an unknown category.
    func insertTracker(_ tracker: Tracker) throws
    /// Throws `.notFound` for an unknown id or category.
    func updateTracker(_ tracker: Tracker) throws
    /// Deletes the tracker and all its records (cascade). Throws `.notFound`
    /// for an unknown id.
    func deleteTracker(id: EntityID) throws
}

/// Records: a tracker completed on a day, at most one per tracker and day.
package protocol RecordStore {
    /// Every record, ordered by day then tracker id.
    func records() throws -> [TrackerRecord]
    /// The records of one day, ordered by tracker id.
    func records(on day: LocalDate) throws -> [TrackerRecord]
    /// The days of one tracker's records, ascending.
    func days(of trackerID: EntityID) throws -> [LocalDate]
    /// Number of records per tracker (trackers without records are absent).
    /// Costs O(trackers), not O(records): SQLite keeps a counter per tracker.
    func recordCounts() throws -> [EntityID: Int]
    /// Number of records of one tracker (0 for an unknown tracker).
    func recordCount(of trackerID: EntityID) throws -> Int
    /// `trackers()` with each one's record count and whether it has a
    /// record on `day` (the main screen's read). Costs O(trackers + the
    /// day's records). By default the three plain reads put together.
    func trackerSummaries(on day: LocalDate) throws -> TrackerSummaries
    /// False when the record existed already. Throws `.notFound` for an unknown tracker.
    @discardableResult func insertRecord(_ record: TrackerRecord) throws -> Bool
    /// False when there was no such record.
    @discardableResult func deleteRecord(_ record: TrackerRecord) throws -> Bool
    /// Inserts many records at once (import), keeping those that exist;
    /// returns how many were new. Same result as `insertRecord` for each day
    /// (see RecordBatch.swift); a backend may do it faster.
    @discardableResult func insertRecords(_ batches: [RecordBatch]) throws -> Int
    /// The status line's figures for `day` (`DayProgress`), when the backend
    /// can count them without reading every tracker; nil otherwise, and the
    /// caller reads the main screen instead (TrackerKit's
    /// `DayProgress.reference`, which the tests compare this with).
    /// `byCategory`: the screen groups unpinned trackers by category (the
    /// tracker) or not (goals); `withNext`: find the first not done. SQLite:
    /// one walk of the trackers with a primary-key probe of `records` per
    /// due habit; by default nil.
    func dayProgress(on day: LocalDate, byCategory: Bool, withNext: Bool) throws -> DayProgress?
}

extension RecordStore {
    package func dayProgress(on day: LocalDate, byCategory: Bool, withNext: Bool) throws -> DayProgress? { nil }
}

/// MyHabits habits with their tracked days. `habits()` is ordered by time of
/// day, then by name in `NameOrder`.
package protocol HabitStore {
    func habits() throws -> [Habit]
    func habit(id: EntityID) throws -> Habit?
    /// Throws `.conflict` for an existing id.
    func insertHabit(_ habit: Habit) throws
    /// Replaces every field, tracked days included. Throws `.notFound` for an
    /// unknown id.
    func updateHabit(_ habit: Habit) throws
    /// Deletes the habit and its tracked days. Throws `.notFound` for an
    /// unknown id.
    func deleteHabit(id: EntityID) throws
    /// False when the day was tracked already. Throws `.notFound` for an
    /// unknown habit.
    @discardableResult func trackHabit(id: EntityID, on day: LocalDate) throws -> Bool
    /// Every habit (without its tracked days) with its number of tracked days
    /// and whether it is tracked on `day`, ordered like `habits()`. Costs
    /// O(habits), not O(tracked days): the list screen and `track` never read
    /// a habit's history.
    func habitSummaries(on day: LocalDate) throws -> [HabitSummary]
    /// The summaries of the habits whose name equals `name` ignoring case
    /// (`TextKey.fold`), ordered like `habits()`: an indexed look-up, so
    /// `track H` reads one habit's row, not every habit's.
    func habitSummaries(named name: String, on day: LocalDate) throws -> [HabitSummary]
    /// The same for ids starting with `idPrefix` (`TextKey.foldID`).
    func habitSummaries(idPrefix: String, on day: LocalDate) throws -> [HabitSummary]
    /// Whether the habit is tracked on `day` (false for an unknown habit).
    func isHabitTracked(id: EntityID, on day: LocalDate) throws -> Bool
}

/// Small per-app settings ("onboarding seen", "last chosen category").
package protocol SettingsStore {
    func setting(_ key: String) throws -> String?
    /// Every setting (for copies between backends).
    func settings() throws -> [String: String]
    /// Nil removes the key.
    func setSetting(_ key: String, _ value: String?) throws
}

/// The image-feed session and its cached data (opaque text blobs by key).
package protocol SessionStore {
    func session() throws -> Session?
    func setSession(_ session: Session?) throws
    func cacheEntry(_ key: String) throws -> String?
    /// Every cache entry (for copies between backends).
    func cacheEntries() throws -> [String: String]
    func setCacheEntry(_ key: String, _ value: String?) throws
    /// Forgets every cache entry (logout).
    func clearCache() throws
}

/// Everything a command can do inside one transaction.
package typealias StoreContext = CategoryStore & TrackerStore & RecordStore & HabitStore & SettingsStore & SessionStore

/// One opened store of one app. Implementations are safe to use from one
/// process at a time per instance, and from many processes at once.
package protocol Store: AnyObject, Sendable {
    var kind: StoreKind { get }
    /// The file that holds the data (named in errors).
    var path: String { get }
    /// A consistent read-only view; writes inside it throw `StoreError.readOnly`.
    /// Scopes do not nest: do not call `read` or `write` inside `body`.
    @discardableResult func read<T>(_ body: (any StoreContext) throws -> T) throws -> T
    /// All changes made in `body` commit together, or none when it throws.
    @discardableResult func write<T>(_ body: (any StoreContext) throws -> T) throws -> T
}

/// The two backends (`--store json|sqlite`, `POCKET_STORE`).
package enum StoreKind: String, CaseIterable, Sendable, Codable {
    case json, sqlite
}

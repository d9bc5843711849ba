import Localization
import SharedModels
import Storage
import TrackerScreens

/// Applies a checked `ImportPlan` to a store inside its write transaction:
/// categories and trackers with a known id are updated, others inserted;
/// records are merged (existing ones stay, new ones are added); what is the
/// same already is left alone and counted as unchanged. Throws
/// `ImportConflict` when a title or name of the file belongs to another
/// entry of the store, which rolls the whole transaction back.
enum ImportApplier {
    static func apply(_ plan: ImportPlan, to context: any StoreContext, app: String) throws -> ImportSummary {
        var summary = ImportSummary()
        try applyCategories(plan.categories, to: context, summary: &summary)
        try refuseTakenNames(plan.trackers, in: context, app: app)
        for tracker in plan.trackers {
            if let stored = try context.tracker(id: tracker.id) {
                guard stored != tracker else {
                    summary.trackers.unchanged += 1
                    continue
                }
                try context.updateTracker(tracker)
                summary.trackers.updated += 1
            } else {
                try context.insertTracker(tracker)
                summary.trackers.created += 1
            }
        }
        let batches = zip(plan.trackers, plan.recordDays).map { RecordBatch(trackerID: $0.id, days: $1) }
        summary.records.created = try context.insertRecords(batches)
        summary.records.updated = plan.recordCount - summary.records.created
        return summary
    }

    /// Names are unique ignoring case once the file is in, as `add` keeps
    /// them: a store tracker the file leaves alone (another id) must not hold
    /// a name of the file. The plan holds no such pair within the file.
    private static func refuseTakenNames(_ trackers: [Tracker], in context: any StoreContext, app: String) throws {
        let incoming = Set(trackers.map(\.id))
        let taken = Set(try context.trackers().filter { !incoming.contains($0.id) }.map { TextKey.fold($0.name) })
        guard !taken.isEmpty else { return }
        if let clash = trackers.first(where: { taken.contains(TextKey.fold($0.name)) }) {
            throw ImportConflict.habitName(clash.name, app: app)
        }
    }

    /// Titles are unique ignoring case across the store once the file is in:
    /// checked on the final titles first, so a swap of two titles between
    /// existing categories is fine, and a store category of another id that
    /// holds a title of the file is a clash.
    private static func applyCategories(
        _ categories: [TrackerCategory], to context: any StoreContext,
        summary: inout ImportSummary
    ) throws {
        let existing = Dictionary(try context.categories().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let incoming = Set(categories.map(\.id))
        let taken = Set(existing.values.filter { !incoming.contains($0.id) }.map { TextKey.fold($0.title) })
        // The plan holds no two file categories with one title, so only a
        // store category the file leaves alone can clash; the file's title
        // is named, as the user wrote it.
        for category in categories where taken.contains(TextKey.fold(category.title)) {
            throw ImportConflict.categoryTitle(category.title)
        }
        let renamed = categories.filter { category in existing[category.id].map { $0.title != category.title } ?? false
        }
        let renamedIDs = Set(renamed.map(\.id))
        // Two renames may trade titles; passing through titles no user can
        // type (they hold a control character) keeps each step unique.
        if renamed.count > 1 {
            for category in renamed {
                try context.updateCategory(
                    TrackerCategory(id: category.id, title: "\u{1}import " + category.id.rawValue))
            }
        }
        for category in categories {
            if existing[category.id] != nil {
                if renamedIDs.contains(category.id) {
                    try context.updateCategory(category)
                    summary.categories.updated += 1
                } else {
                    summary.categories.unchanged += 1
                }
            } else {
                try context.insertCategory(category)
                summary.categories.created += 1
            }
        }
    }
}

/// What an import changed, per kind: created, updated and unchanged
/// (records: added and already present, in `created` and `updated`).
struct ImportSummary: Sendable, Equatable {
    struct Counts: Sendable, Equatable, Codable {
        var created = 0
        var updated = 0
        var unchanged = 0
        var total: Int { created + updated + unchanged }
    }

    var categories = Counts()
    var trackers = Counts()
    var records = Counts()

    func lines(file: String, _ l: Localizer, _ app: TrackerAppProfile) -> [String] {
        var lines = [l(.habitsTransferImportDone(ImportProblem.shown(TransferError.shown(file, l), limit: 200)))]
        if app.flavor.hasCategories {
            lines.append(
                "  "
                    + l(
                        .habitsTransferImportCategories(
                            categories.total, categories.created, categories.updated, categories.unchanged)))
        }
        lines.append(
            "  " + l(app.texts.importCount(trackers.total, trackers.created, trackers.updated, trackers.unchanged)))
        lines.append("  " + l(.habitsTransferImportRecords(records.total, records.created, records.updated)))
        return lines
    }
}

/// `{"file","source","categories":{"total","created","updated","unchanged"},"trackers":{…},
/// "records":{"total","added","existing"},"losses":[…]}`; goals: `goals` in
/// place of `trackers` and no `categories`. `source` is `export` (the app's
/// own file), `loopBackup` or `loopCSV`; `losses` (`ForeignLossJSON`) is
/// empty for the app's own file.
struct ImportSummaryJSON: Encodable, Sendable {
    struct Change: Encodable, Sendable {
        var total: Int, created: Int, updated: Int, unchanged: Int
    }

    struct RecordChange: Encodable, Sendable {
        var total: Int, added: Int, existing: Int
    }

    var file: String
    var categories: Change?
    var trackers: Change
    var records: RecordChange
    var collectionKey: String
    var source: String
    var losses: [ForeignLossJSON] = []
    /// harsh only: log lines per name its habits file no longer lists.
    var unlisted: [String: Int]?

    init(file: String, _ summary: ImportSummary, app: TrackerAppProfile, source: String) {
        self.file = file
        self.source = source
        collectionKey = app.flavor.collectionKey
        categories = Change(
            total: summary.categories.total, created: summary.categories.created,
            updated: summary.categories.updated, unchanged: summary.categories.unchanged)
        trackers = Change(
            total: summary.trackers.total, created: summary.trackers.created,
            updated: summary.trackers.updated, unchanged: summary.trackers.unchanged)
        records = RecordChange(
            total: summary.records.total, added: summary.records.created,
            existing: summary.records.updated)
        if !app.flavor.hasCategories { categories = nil }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        try container.encode(file, forKey: MemberKey("file"))
        try container.encode(source, forKey: MemberKey("source"))
        if let categories { try container.encode(categories, forKey: MemberKey("categories")) }
        try container.encode(trackers, forKey: MemberKey(collectionKey))
        try container.encode(records, forKey: MemberKey("records"))
        try container.encode(losses, forKey: MemberKey("losses"))
        if let unlisted { try container.encode(unlisted, forKey: MemberKey("unlisted")) }
    }
}

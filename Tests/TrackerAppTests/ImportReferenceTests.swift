import AppPlugin
import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageLive
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// The whole fast import (quick reader, bulk insert) against the plain one
/// (`JSONDecoder`, one `insertRecord` per record) on random exports merged
/// into a store that already holds part of them: same summary, same store.
@Suite struct ImportReferenceTests {
    struct Outcome: Equatable {
        var summary: ImportSummary
        var categories: [TrackerCategory]
        var trackers: [Tracker]
        var records: [TrackerRecord]
        var counts: [EntityID: Int]
    }

    /// The file's categories and trackers with every other record: what the
    /// store holds before the import.
    static func head(of plan: ImportPlan) -> ImportPlan {
        ImportPlan(
            categories: plan.categories, trackers: plan.trackers,
            recordDays: plan.recordDays.map { days in days.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) })
    }

    static func outcome(_ store: any Store, _ summary: ImportSummary) throws -> Outcome {
        try store.read { context in
            Outcome(
                summary: summary, categories: try context.categories(), trackers: try context.trackers(),
                records: try context.records(), counts: try context.recordCounts())
        }
    }

    static func fast(_ bytes: Data, into store: any Store) throws -> ImportSummary {
        let plan = try ImportPlan(ImportDocument.read(bytes, shape: TrackerAppProfile.tracker.transfer), app: .tracker)
        return try store.write { try ImportApplier.apply(plan, to: $0, app: "tracker") }
    }

    static func plain(_ bytes: Data, into store: any Store) throws -> ImportSummary {
        let plan = try ImportPlan(
            ImportDocument.decode(bytes, shape: TrackerAppProfile.tracker.transfer), app: .tracker)
        return try store.write { context in
            var summary = try ImportApplier.apply(
                ImportPlan(
                    categories: plan.categories, trackers: plan.trackers,
                    recordDays: plan.trackers.map { _ in [] }), to: context, app: "tracker")
            let batches = zip(plan.trackers, plan.recordDays).map { RecordBatch(trackerID: $0.id, days: $1) }
            summary.records.created = try context.insertRecordsOneByOne(batches)
            summary.records.updated = plan.recordCount - summary.records.created
            return summary
        }
    }

    @Test(arguments: 1...25)
    func fastImportEqualsPlainImport(seed: Int) throws {
        let bytes = ImportScanTests.export(seed: UInt64(seed), pieces: ImportScanTests.namePieces)
        let root = try TemporaryFolder("import-reference")
        defer { root.remove() }
        let fastStore = try StoreOpener.live.open(kind: .sqlite, directory: root.appending("fast"))
        let plainStore = try StoreOpener.live.open(kind: .sqlite, directory: root.appending("plain"))
        let plan: ImportPlan
        do {
            plan = try ImportPlan(
                ImportDocument.decode(bytes, shape: TrackerAppProfile.tracker.transfer), app: .tracker)
        } catch {
            Issue.record("the rules refuse the file: \(error)")
            return
        }
        for store in [fastStore, plainStore] {
            try store.write { _ = try ImportApplier.apply(Self.head(of: plan), to: $0, app: "tracker") }
        }
        let fast = try Self.outcome(fastStore, try Self.fast(bytes, into: fastStore))
        let plain = try Self.outcome(plainStore, try Self.plain(bytes, into: plainStore))
        #expect(fast == plain)
        #expect(fast.records.count == plan.recordCount)
    }
}

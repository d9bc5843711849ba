import Foundation
import SeededRandom
import SharedModels
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// The quick reader of import files (`ImportDocument.scan`) is a shortcut
/// only: whenever it takes a file, `JSONDecoder` (`decode`) reads the same
/// document from it; on export files it is always the one that reads; on
/// anything odd or broken it steps aside, so `read` answers as `decode`.
@Suite struct ImportScanTests {

    /// Pieces of names: quotes, backslashes, controls, C1, bidi and line
    /// separators (written as `\uXXXX`), Cyrillic, emoji with joiners.
    static let pieces = [
        "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2028}",
        "ё", "Спорт", "👨‍👩‍👧", "🙂", "ß", "\u{301}", "€",
    ]

    /// Pieces every rule of a name accepts (for imports that must go through).
    static let namePieces = ["a", "Z", "\"", "\\", "/", "ё", "Спорт", "👨‍👩‍👧", "🙂", "ß", "€", "1"]

    static func name(_ random: inout SeededGenerator, from pieces: [String]) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// A random export as `tracker export` writes it, names made of `pieces`.
    static func export(seed: UInt64, pieces: [String] = pieces) -> Data {
        var random = SeededGenerator(seed: seed)
        var counts = SeededGenerator(seed: seed &+ 0x5EED)
        let categories = (0..<Int.random(in: 0...4, using: &random)).map { index in
            TrackerCategory(id: EntityID("c\(index)"), title: "\(index) " + name(&random, from: pieces))
        }
        let trackers: [Tracker] =
            categories.isEmpty
            ? []
            : (0..<Int.random(in: 0...12, using: &random)).map { index in
                let event = Bool.random(using: &random)
                let weekdays = Weekday.allCases.filter { _ in Bool.random(using: &random) }
                // A habit in four is a count (any window up to a year), drawn
                // apart so the rest of each seed's file stays as it was.
                let per = Int.random(in: 1...CountSchedule.maxPer, using: &counts)
                let count =
                    Int.random(in: 0..<4, using: &counts) == 0
                    ? CountSchedule(times: Int.random(in: 1...per, using: &counts), per: per) : nil
                return Tracker(
                    id: EntityID(index % 3 == 0 ? "T-\(index)_x" : "t\(index)"), name: name(&random, from: pieces),
                    kind: event ? .event : .habit, categoryID: categories.randomElement(using: &random)!.id,
                    emoji: Palette.emoji.randomElement(using: &random)!,
                    color: Palette.colors.randomElement(using: &random)!,
                    schedule: event
                        ? .none : count.map(Schedule.init(count:)) ?? Schedule(weekdays.isEmpty ? [.monday] : weekdays),
                    pinned: Bool.random(using: &random), createdOn: LocalDate(iso: "2026-01-01")!)
            }
        let days = trackers.map { _ in
            (0..<Int.random(in: 0...30, using: &random)).map { LocalDate(iso: "2025-12-20")!.adding(days: $0 * 2) }
        }
        var bytes: [UInt8] = []
        var sink = ByteSink { bytes += $0 }
        ExportWriter.json(
            ExportData(categories: categories, trackers: trackers, recordDays: days),
            shape: TrackerAppProfile.tracker.transfer,
            to: &sink)
        sink.flush()
        return Data(bytes)
    }

    /// `decode`'s answer: the document (dumped field by field) or the problem.
    static func plain(_ bytes: Data) -> String {
        do { return dumped(try ImportDocument.decode(bytes, shape: TrackerAppProfile.tracker.transfer)) } catch {
            return "problem: \(error)"
        }
    }

    static func dumped(_ document: ImportDocument) -> String {
        var text = ""
        dump(document, to: &text)
        return text
    }

    /// Whenever the quick reader takes `bytes`, its document is `decode`'s.
    static func expectAgreement(_ bytes: Data, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let quick = ImportDocument.scan(bytes, shape: TrackerAppProfile.tracker.transfer) else { return }
        #expect(
            dumped(quick) == plain(bytes), "\(note): \(String(decoding: bytes.prefix(300), as: UTF8.self))",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: 1...60)
    func exportsAreReadQuicklyAndAlike(seed: Int) throws {
        let bytes = Self.export(seed: UInt64(seed))
        let quick = try #require(
            ImportDocument.scan(bytes, shape: TrackerAppProfile.tracker.transfer), "an export must take the quick path")
        #expect(Self.dumped(quick) == Self.plain(bytes))
    }

    /// The same content written by another writer: keys in any order, other
    /// spacing, `\/` escapes, `completedDays` left out or not.
    @Test(arguments: 1...30)
    func rewrittenExportsAgree(seed: Int) throws {
        let object = try JSONSerialization.jsonObject(with: Self.export(seed: UInt64(seed)))
        for options: JSONSerialization.WritingOptions in [
            [], [.prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        ] {
            Self.expectAgreement(try JSONSerialization.data(withJSONObject: object, options: options), "\(options)")
        }
        guard var document = object as? [String: Any], var trackers = document["trackers"] as? [[String: Any]] else {
            return
        }
        for index in trackers.indices where index % 2 == 0 { trackers[index]["completedDays"] = nil }
        document["trackers"] = trackers
        Self.expectAgreement(try JSONSerialization.data(withJSONObject: document), "without completedDays")
    }

    /// Every file with one byte dropped, changed or added: the quick reader
    /// never takes a file `decode` reads otherwise (and `read` answers as `decode`).
    @Test(arguments: 1...6)
    func damagedExportsAgree(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) * 7919)
        let bytes = [UInt8](Self.export(seed: UInt64(seed) + 100))
        let replacements = Array("{}[],:\"\\ 0123456789-.etrufnal\u{0}\u{1F}xé".utf8)
        for _ in 0..<250 {
            var damaged = bytes
            let at = Int.random(in: 0..<damaged.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: damaged.remove(at: at)
            case 1: damaged[at] = replacements.randomElement(using: &random)!
            default: damaged.insert(replacements.randomElement(using: &random)!, at: at)
            }
            let data = Data(damaged)
            Self.expectAgreement(data, "damaged at \(at)")
            let answer: String
            do { answer = Self.dumped(try ImportDocument.read(data, shape: TrackerAppProfile.tracker.transfer)) } catch
            {
                answer = "problem: \(error)"
            }
            #expect(answer == Self.plain(data))
        }
    }

    /// Shapes `decode` reads (or refuses) in its own way, which the quick
    /// reader leaves to it.
    @Test(arguments: [
        #"{"version": 1, "categories": [], "trackers": [], "records": [], "extra": {"a": [1e5, null]}}"#,
        #"{"version": 1, "version": 1, "categories": [], "trackers": [], "records": []}"#,
        #"{"version": 1.0, "categories": [], "trackers": [], "records": []}"#,
        #"{"version": 01, "categories": [], "trackers": [], "records": []}"#,
        #"{"version": 2, "categories": [], "trackers": [], "records": []}"#,
        #"{"categories": [], "trackers": [], "records": []}"#,
        #"{"version": 1, "categories": [], "trackers": [], "records": []} x"#,
        #"{"version": 1, "categories": [{"id": "c", "title": "T", "title": "U"}], "trackers": [], "records": []}"#,
        #"{"version": 1, "categories": [{"id": "c"}], "trackers": [], "records": []}"#,
        #"{"version": 1, "categories": [], "trackers": [], "records": [{"tracker": "t", "day": "2026-01-01", "note": "#
            + #"1}]}"#,
        #"{"version": 1, "categories": [], "trackers": [], "records": [{"tracker": "\ud800", "day": "2026-01-01"}]}"#,
        "\u{FEFF}{\"version\": 1, \"categories\": [], \"trackers\": [], \"records\": []}",
        #"{"version": 1, "categories": [], "trackers": [], "records": [{"day": "2026-01-01", "tracker": "ghost"}]}"#,
        #"{"version": 1, "records": [], "trackers": [], "categories": []}"#,
    ])
    func oddShapesAgree(text: String) {
        Self.expectOneAnswer(Data(text.utf8))
    }

    /// A count in either key order, or in shapes only `decode` reads (or refuses).
    @Test(arguments: [
        #"{"times": 3, "per": 7}"#, #"{"per": 7, "times": 3}"#, #"{"times": 3, "per": 7, "note": 1}"#,
        #"{"times": 3, "times": 4, "per": 7}"#, #"{"times": 3.0, "per": 7}"#, #"{"times": 03, "per": 7}"#,
        #"{"times": 3}"#, #"{}"#, #"{"times": null, "per": 7}"#, #"{"times": -0, "per": 7}"#, "null", "3",
        #"[3, 7]"#, #"{"times": 3, "per": 7}, "count": {"times": 3, "per": 7}"#,
    ])
    func countShapesAgree(count: String) {
        let text =
            ##"{"version": 1, "categories": [{"id": "c", "title": "T"}], "trackers": [{"id": "t", "name": "N", "##
            + ##""kind": "habit", "category": "T", "emoji": "🙂", "color": "#FD4C49", "schedule": ["mon"], "##
            + ##""count": "##
            + count + #", "pinned": false, "completedDays": 0, "createdOn": "2026-01-01"}], "records": []}"#
        Self.expectOneAnswer(Data(text.utf8))
    }

    /// `read`'s answer is `decode`'s, and the quick reader's whenever it takes the file.
    static func expectOneAnswer(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        expectAgreement(data, "odd shape", sourceLocation: sourceLocation)
        let answer: String
        do { answer = dumped(try ImportDocument.read(data, shape: TrackerAppProfile.tracker.transfer)) } catch {
            answer = "problem: \(error)"
        }
        #expect(answer == plain(data), sourceLocation: sourceLocation)
    }
}

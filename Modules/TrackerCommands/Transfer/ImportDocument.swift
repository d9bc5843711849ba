import FoundationEssentials
import JSONText
import SharedModels
import TrackerScreens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An export file as JSON gives it, before any rule is checked: every value
/// is kept as written so `ImportPlan` can say exactly what is wrong where.
/// Unknown keys are ignored (a newer minor writer may add some), and so is
/// a habit's `completedDays` (it is derived from the records). A count
/// habit has `count: {"times": N, "per": M}` beside its seven weekdays, so a
/// reader from before count schedules takes it for a daily habit.
///
/// The members are the app's (`TransferShape`): the tracker's file has
/// `categories`, `trackers` with `kind`, `category` and `schedule`, and
/// records naming a `tracker`; the goals' file has `goals` without those
/// three and records naming a `goal`. What a shape has not is filled in as
/// the app's habits have it (a daily habit without a category).
struct ImportDocument: Decodable {
    struct Category: Decodable {
        var id: String
        var title: String
    }

    struct Tracker {
        var id: String
        var name: String
        var kind: String
        var category: String
        var emoji: String
        var color: String
        var schedule: [String]
        /// A count habit's numbers as written (`ImportPlan` checks them); nil for none.
        var count: Count?
        var pinned: Bool
        var createdOn: String
        /// Written only when set (a file from before them has none).
        var archived = false
        var question = ""
        var details = ""
    }

    struct Count: Equatable {
        var times: Int
        var per: Int
    }

    struct Record {
        var tracker: String
        var day: String
    }

    var categories: [Category]
    var trackers: [Tracker]
    var records: [Record]

    /// The only version this build reads.
    static let version = 1

    /// The version is checked before the rest is decoded, so a file of
    /// another version is reported as such rather than as a shape mismatch.
    init(from decoder: Decoder) throws {
        guard let shape = decoder.userInfo[TransferShape.userInfoKey] as? TransferShape else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no file shape given"))
        }
        let container = try decoder.container(keyedBy: MemberKey.self)
        let version = try container.decode(Int.self, forKey: MemberKey("version"))
        guard version == Self.version else { throw ImportProblem.unsupportedVersion(version) }
        categories = shape.hasCategories ? try container.decode([Category].self, forKey: MemberKey("categories")) : []
        var list = try container.nestedUnkeyedContainer(forKey: MemberKey(shape.collection))
        var trackers: [Tracker] = []
        while !list.isAtEnd { trackers.append(try Tracker(from: list.superDecoder(), shape: shape)) }
        self.trackers = trackers
        var recordList = try container.nestedUnkeyedContainer(forKey: MemberKey("records"))
        var records: [Record] = []
        while !recordList.isAtEnd {
            let record = try recordList.nestedContainer(keyedBy: MemberKey.self)
            records.append(
                Record(
                    tracker: try record.decode(String.self, forKey: MemberKey(shape.owner)),
                    day: try record.decode(String.self, forKey: MemberKey("day"))))
        }
        self.records = records
    }

    /// Decodes `bytes` as a file of `shape`, turning every failure into an `ImportProblem`.
    static func decode(_ bytes: Data, shape: TransferShape) throws(ImportProblem) -> ImportDocument {
        // The grammar is ours (one strict reading for values read and values
        // skipped, with a localized reason); JSONDecoder then reads the shape.
        if let failure = bytes.withUnsafeBytes({ JSONScanner.check($0.bindMemory(to: UInt8.self)) }) {
            throw .notJSON(failure)
        }
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[TransferShape.userInfoKey] = shape
            return try decoder.decode(ImportDocument.self, from: bytes)
        } catch let problem as ImportProblem {
            throw problem
        } catch let error as DecodingError {
            throw problem(for: error)
        } catch {
            throw .structure(path: "$")
        }
    }

    private static func problem(for error: DecodingError) -> ImportProblem {
        switch error {
        case .keyNotFound(let key, let context): .structure(path: path(context.codingPath + [key]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context): .structure(path: path(context.codingPath))
        case .dataCorrupted(let context): .structure(path: path(context.codingPath))
        @unknown default: .structure(path: "$")
        }
    }

    /// `trackers[3].emoji` from a coding path; `$` (the root, as in JSONPath) when empty.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "$" : text
    }
}

extension ImportDocument.Tracker {
    /// A habit of the file; the members `shape` has not take the app's
    /// values (`habit`, no category, every day).
    init(from decoder: Decoder, shape: TransferShape) throws {
        let object = try decoder.container(keyedBy: MemberKey.self)
        func text(_ key: String) throws -> String { try object.decode(String.self, forKey: MemberKey(key)) }
        id = try text("id")
        name = try text("name")
        kind = shape.hasSchedules ? try text("kind") : SharedModels.Tracker.Kind.habit.rawValue
        category = shape.hasCategories ? try text("category") : ""
        emoji = try text("emoji")
        color = try text("color")
        schedule =
            shape.hasSchedules
            ? try object.decode([String].self, forKey: MemberKey("schedule"))
            : Weekday.allCases.map(\.key)
        count = shape.hasSchedules ? try Self.count(object) : nil
        pinned = try object.decode(Bool.self, forKey: MemberKey("pinned"))
        createdOn = try text("createdOn")
        archived = try object.decodeIfPresent(Bool.self, forKey: MemberKey("archived")) ?? false
        question = try object.decodeIfPresent(String.self, forKey: MemberKey("question")) ?? ""
        details = try object.decodeIfPresent(String.self, forKey: MemberKey("description")) ?? ""
    }

    /// `count`, absent or null for a weekday habit.
    private static func count(_ object: KeyedDecodingContainer<MemberKey>) throws -> ImportDocument.Count? {
        let key = MemberKey("count")
        guard object.contains(key), try !object.decodeNil(forKey: key) else { return nil }
        let count = try object.nestedContainer(keyedBy: MemberKey.self, forKey: key)
        // A fraction or a number past Int is reported at its place, as a
        // value of the wrong type is (JSONDecoder names no place for them).
        func integer(_ name: String) throws -> Int {
            let key = MemberKey(name)
            guard count.contains(key) else { return try count.decode(Int.self, forKey: key) }
            do { return try count.decode(Int.self, forKey: key) } catch {
                throw DecodingError.typeMismatch(
                    Int.self,
                    .init(
                        codingPath: count.codingPath + [key],
                        debugDescription: "not an integer"))
            }
        }
        return ImportDocument.Count(times: try integer("times"), per: try integer("per"))
    }
}

extension ImportProblem: Error {}

import Foundation

/// An export file as JSON gives it, before any rule is checked: every value
/// is kept as written so `ImportPlan` can say exactly what is wrong where.
/// Unknown keys are ignored (a newer minor writer may add some), and so is
/// a tracker's `completedDays` (it is derived from the records).
struct ImportDocument: Decodable {
    struct Category: Decodable {
        var id: String
        var title: String
    }

    struct Tracker: Decodable {
        var id: String
        var name: String
        var kind: String
        var category: String
        var emoji: String
        var color: String
        var schedule: [String]
        var pinned: Bool
        var createdOn: String
    }

    struct Record: Decodable {
        var tracker: String
        var day: String
    }

    var categories: [Category]
    var trackers: [Tracker]
    var records: [Record]

    /// The only version this build reads.
    static let version = 1

    private enum Keys: String, CodingKey { case version, categories, trackers, records }

    /// The version is checked before the rest is decoded, so a file of
    /// another version is reported as such rather than as a shape mismatch.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else { throw ImportProblem.unsupportedVersion(version) }
        categories = try container.decode([Category].self, forKey: .categories)
        trackers = try container.decode([Tracker].self, forKey: .trackers)
        records = try container.decode([Record].self, forKey: .records)
    }

    /// Decodes `bytes`, turning every failure into an `ImportProblem`.
    static func decode(_ bytes: Data) throws(ImportProblem) -> ImportDocument {
        do {
            return try JSONDecoder().decode(ImportDocument.self, from: bytes)
        } catch let problem as ImportProblem {
            throw problem
        } catch let error as DecodingError {
            throw problem(for: error)
        } catch {
            throw .notJSON(detail: String(describing: error))
        }
    }

    private static func problem(for error: DecodingError) -> ImportProblem {
        switch error {
        case let .keyNotFound(key, context): .structure(path: path(context.codingPath + [key]))
        case let .typeMismatch(_, context), let .valueNotFound(_, context): .structure(path: path(context.codingPath))
        case let .dataCorrupted(context):
            context.codingPath.isEmpty
                ? .notJSON(detail: (context.underlyingError.map { String(describing: $0) }) ?? context.debugDescription)
                : .structure(path: path(context.codingPath))
        @unknown default: .notJSON(detail: String(describing: error))
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

extension ImportProblem: Error {}

import FoundationEssentials
import JSONText
import Networking

/// A model read straight from an answer's bytes by `JSONModelReader`.
///
/// `JSONDecoder` was most of image-feed's own work on a page of photos:
/// a tree of the whole body, Codable's boxes, and a generic container type
/// per model that the runtime first has to look up. The project's strict
/// `JSONScanner` reads the page in a single pass into the models.
package protocol JSONModel: Sendable {
    init(reading reader: inout JSONModelReader) throws
}

/// The answers' JSON read into `JSONModel`s, failing the way `JSONDecoder`
/// did: `NetworkError.decoding` with a short path (`[3].urls.small: missing`,
/// `[0].likes: wrong type`, `[1].created_at: malformed`, `not JSON`), never
/// the document itself.
package enum UnsplashJSON {
    package static func decode<T: JSONModel>(_ type: T.Type, from body: Data) throws(NetworkError) -> T {
        let result: Result<T, ModelFailure> = body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do {
                var reader = JSONModelReader(scanner: JSONScanner(bytes))
                let value = try T(reading: &reader)
                guard reader.scanner.atEnd() else { return .failure(ModelFailure(.notJSON)) }
                return .success(value)
            } catch let failure as ModelFailure {
                // A document that is not JSON at all says so, wherever the
                // first misfit came (JSONDecoder parsed everything first). A
                // key given twice is named where it was found: the grammar
                // refuses it too, so it is no misfit of the model.
                return .failure(failure.isDuplicateKey || isWellFormed(bytes) ? failure : ModelFailure(.notJSON))
            } catch {
                return .failure(ModelFailure(.notJSON))
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let failure): throw .decoding(failure.detail)
        }
    }

    static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = JSONScanner(bytes)
        do {
            try scanner.skipValue()
            return scanner.atEnd()
        } catch {
            return false
        }
    }
}

/// Where in the document a model did not fit, and how.
struct ModelFailure: Error {
    enum Kind {
        case missing, wrongType, malformed, notJSON
        /// The object at `path` names this key twice.
        case duplicateKey(String)
    }
    enum Step {
        case key(String)
        case index(Int)
    }

    var kind: Kind
    var path: [Step] = []

    init(_ kind: Kind, path: [Step] = []) {
        self.kind = kind
        self.path = path
    }

    func inside(_ step: Step) -> ModelFailure { ModelFailure(kind, path: [step] + path) }

    var isDuplicateKey: Bool {
        if case .duplicateKey = kind { return true }
        return false
    }

    /// The scanner's refusal of a key given twice as a failure of the model
    /// (so it gets its path); any other scanner failure as it is.
    static func fromScanner(_ error: any Error) -> any Error {
        guard let failure = error as? JSONScanner.Failure, case .duplicateKey(let key) = failure.reason else {
            return error
        }
        return ModelFailure(.duplicateKey(JSONScanner.Reason.shown(key)))
    }

    var detail: String {
        let text = path.map { step in
            switch step {
            case .key(let key): "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
        let place = text.hasPrefix(".") ? String(text.dropFirst()) : text
        switch kind {
        case .missing: return DecodingDetail.text(.missing, at: place)
        case .wrongType: return DecodingDetail.text(.wrongType, at: place)
        case .malformed: return DecodingDetail.text(.malformed, at: place)
        case .notJSON: return DecodingDetail.text(.notJSON, at: place)
        case .duplicateKey(let key): return DecodingDetail.duplicateKey(key, at: place)
        }
    }
}

/// Reads one value after another: each model's `init(reading:)` takes the
/// members it knows and skips the rest (Unsplash sends many more fields).
/// Missing fields, nulls where a value must be and values of another type
/// fail with their path.
package struct JSONModelReader {
    var scanner: JSONScanner

    /// Calls `body` with each member's key; it must read or `skip()` the value.
    package mutating func members(_ body: (String, inout JSONModelReader) throws -> Void) throws {
        guard scanner.peek() == UInt8(ascii: "{") else { throw ModelFailure(.wrongType) }
        try scanner.expect(UInt8(ascii: "{"))
        var keys = JSONScanner.ObjectKeys()
        while let key = try nextKey(&keys) {
            do {
                try body(key, &self)
            } catch let failure as ModelFailure {
                throw failure.inside(.key(key))
            }
        }
    }

    /// The elements of an array, each read by `element`.
    package mutating func elements<T>(_ element: (inout JSONModelReader) throws -> T) throws -> [T] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw ModelFailure(.wrongType) }
        try scanner.expect(UInt8(ascii: "["))
        var result: [T] = []
        var first = true
        while try scanner.nextElement(&first) {
            do {
                result.append(try element(&self))
            } catch let failure as ModelFailure {
                throw failure.inside(.index(result.count))
            }
        }
        return result
    }

    package mutating func skip() throws {
        do { try scanner.skipValue() } catch { throw ModelFailure.fromScanner(error) }
    }

    private mutating func nextKey(_ keys: inout JSONScanner.ObjectKeys) throws -> String? {
        do { return try scanner.nextKey(&keys) } catch { throw ModelFailure.fromScanner(error) }
    }

    package mutating func string() throws -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw ModelFailure(.wrongType) }
        return try scanner.string()
    }

    package mutating func int() throws -> Int {
        guard let next = scanner.peek(), next == UInt8(ascii: "-") || (0x30...0x39).contains(next) else {
            throw ModelFailure(.wrongType)
        }
        do {
            return try scanner.integer()
        } catch {
            // A fraction or more digits than an Int holds.
            throw ModelFailure(.wrongType)
        }
    }

    /// An integer that must lie in `range` (a size the app computes with): `malformed` outside it.
    package mutating func int(in range: ClosedRange<Int>) throws -> Int {
        let value = try int()
        guard range.contains(value) else { throw ModelFailure(.malformed) }
        return value
    }

    package mutating func bool() throws -> Bool {
        guard let next = scanner.peek(), next == UInt8(ascii: "t") || next == UInt8(ascii: "f") else {
            throw ModelFailure(.wrongType)
        }
        return try scanner.bool()
    }

    package mutating func model<T: JSONModel>(_ type: T.Type) throws -> T { try T(reading: &self) }

    /// Nil for `null` (or, as `decodeIfPresent` had it, for a missing member:
    /// see `require`); `read` for anything else.
    package mutating func optional<T>(_ read: (inout JSONModelReader) throws -> T) throws -> T? {
        if scanner.null() { return nil }
        return try read(&self)
    }

    /// A value a parsed string must make sense as (a timestamp): `malformed` when it does not.
    package mutating func parsed<T>(_ parse: (String) -> T?) throws -> T {
        guard let value = parse(try string()) else { throw ModelFailure(.malformed) }
        return value
    }

    /// The member read into `value`, or `missing` under `key`.
    package func require<T>(_ value: T?, _ key: String) throws -> T {
        guard let value else { throw ModelFailure(.missing, path: [.key(key)]) }
        return value
    }
}

extension Array: JSONModel where Element: JSONModel {
    package init(reading reader: inout JSONModelReader) throws {
        self = try reader.elements { try Element(reading: &$0) }
    }
}

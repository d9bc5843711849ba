/// A value as `Encodable` describes it, before it is written: keys are
/// sorted only when writing, so a type's `encode(to:)` may add them in any order.
enum JSONNode {
    case string(String)
    case integer(Int64)
    case unsigned(UInt64)
    /// Already checked finite and formatted by `JSONWriter.numberText`.
    case number(String)
    case bool(Bool)
    case null
    case array(ArrayBox)
    case object(ObjectBox)
    /// A value that writes itself (see `JSONWritable`).
    case writable(any JSONWritable)
}

/// The elements of an array being encoded; a class so that a container and
/// the nested containers it hands out fill the same array.
final class ArrayBox {
    var items: [JSONNode] = []
}

/// The members of an object being encoded, in the order they were added (a
/// key added twice keeps its last value, as with Foundation's encoder).
final class ObjectBox {
    var keys: [String] = []
    var values: [JSONNode] = []

    func add(_ key: String, _ value: JSONNode) {
        keys.append(key)
        values.append(value)
    }

    /// Member indices by key (UTF-8 order of the keys' text, as Foundation's
    /// `.sortedKeys` writes them), one per key: the last one added.
    func sortedIndices() -> [Int] {
        var order = Array(keys.indices)
        order.sort { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
        guard order.count > 1 else { return order }
        var unique: [Int] = []
        unique.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
            unique.append(index)
        }
        return unique
    }
}

/// Turns primitives into nodes and everything else into a tree through its
/// `encode(to:)`.
enum NodeBuilder {
    /// `path` (the value's coding path) is only worked out when needed: for
    /// an error, or a value that encodes itself.
    static func node<T: Encodable>(_ value: T, path: @autoclosure () -> [any CodingKey]) throws -> JSONNode {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .integer(Int64(number))
        case let number as Double: return try self.number(number, path: path())
        case let writable as any JSONWritable: return .writable(writable)
        default:
            let encoder = TreeEncoder(codingPath: path())
            try value.encode(to: encoder)
            // A value that encodes nothing is an empty object, as with Foundation.
            return encoder.result ?? .object(ObjectBox())
        }
    }

    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: F, path: @autoclosure () -> [any CodingKey]
    ) throws -> JSONNode {
        guard let text = JSONWriter.numberText(value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path(), debugDescription: "\(value) cannot be written in JSON"))
        }
        return .number(text)
    }

    static func integer(_ value: some FixedWidthInteger) -> JSONNode {
        if let signed = Int64(exactly: value) { return .integer(signed) }
        return .unsigned(UInt64(truncatingIfNeeded: value))
    }
}

/// The `Encoder` handed to `encode(to:)`: it records one node (a single
/// value, or the object or array its containers fill).
final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var result: JSONNode?

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: ObjectBox
        if case .object(let existing) = result {
            box = existing
        } else {
            box = ObjectBox()
            result = .object(box)
        }
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ArrayBox
        if case .array(let existing) = result {
            box = existing
        } else {
            box = ArrayBox()
            result = .array(box)
        }
        return UnkeyedTreeContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTreeContainer(encoder: self) }
}

/// A `superEncoder`: whatever it records replaces the placeholder it was given
/// in its parent when it goes away.
final class SlotEncoder: Encoder {
    let inner: TreeEncoder
    let store: (JSONNode) -> Void
    var codingPath: [any CodingKey] { inner.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], store: @escaping (JSONNode) -> Void) {
        inner = TreeEncoder(codingPath: codingPath)
        self.store = store
    }

    deinit { store(inner.result ?? .object(ObjectBox())) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        inner.container(keyedBy: type)
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
}

/// Where a super encoder's key is written: `super` unless one is given.
struct SuperKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
    static let `super` = SuperKey(stringValue: "super")
}

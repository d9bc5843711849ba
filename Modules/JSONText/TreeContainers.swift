/// The containers `TreeEncoder` hands out. Every primitive overload turns
/// into a node at once; other values go through `NodeBuilder`.
struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    let codingPath: [any CodingKey]

    private func put(_ node: JSONNode, _ key: Key) { box.add(key.stringValue, node) }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try NodeBuilder.number(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try NodeBuilder.number(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(NodeBuilder.integer(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try NodeBuilder.node(value, path: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBox()
        put(.object(nested), key)
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        put(.array(nested), key)
        return UnkeyedTreeContainer(box: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: SuperKey.super) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

    private func superEncoder(named key: some CodingKey) -> any Encoder {
        let box = self.box
        let index = box.keys.count
        box.add(key.stringValue, .null)
        return SlotEncoder(codingPath: codingPath + [key]) { box.values[index] = $0 }
    }
}

struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let box: ArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.items.count }

    private var nextKey: SuperKey { SuperKey(intValue: box.items.count) }
    private func put(_ node: JSONNode) { box.items.append(node) }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try NodeBuilder.number(value, path: codingPath + [nextKey])) }
    mutating func encode(_ value: Float) throws { put(try NodeBuilder.number(value, path: codingPath + [nextKey])) }
    mutating func encode(_ value: Int) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(NodeBuilder.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        put(try NodeBuilder.node(value, path: codingPath + [nextKey]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = ObjectBox()
        let path = codingPath + [nextKey]
        put(.object(nested))
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        let path = codingPath + [nextKey]
        put(.array(nested))
        return UnkeyedTreeContainer(box: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let box = self.box
        let index = box.items.count
        let path = codingPath + [nextKey]
        put(.null)
        return SlotEncoder(codingPath: path) { box.items[index] = $0 }
    }
}

struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: JSONNode) { encoder.result = node }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try NodeBuilder.number(value, path: codingPath)) }
    mutating func encode(_ value: Float) throws { put(try NodeBuilder.number(value, path: codingPath)) }
    mutating func encode(_ value: Int) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(NodeBuilder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(NodeBuilder.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        put(try NodeBuilder.node(value, path: codingPath))
    }
}

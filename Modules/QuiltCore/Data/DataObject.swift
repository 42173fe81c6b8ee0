/// The members of a JSON-like object: string keys, each once, with their values.
///
/// Members are kept in the order they were written, keys and values side by
/// side in one array, and found by comparing keys one after another. Item data
/// is read member by member for every item of a long section (size rules,
/// spans, identities), and item objects have a handful of members: a few
/// short key comparisons cost far less than hashing the name, and one array
/// per object costs far less to build and free than a hash table. Objects
/// with more than ``indexThreshold`` members also keep a hash index, so large
/// objects (from JSON responses) are not searched member by member.
///
/// Order is not significant: equality and hashing ignore it, as for a JSON
/// object, and writers that need a canonical order sort the keys.
/// ``JSONWriter`` does. Iteration gives the members in written order.
public struct DataObject: Sendable {
    /// One member.
    public typealias Member = (key: String, value: DataValue)

    /// The members, in written order; keys are unique.
    @usableFromInline
    internal var members: [Member]
    /// Key → position in `members`, kept only for objects of more than
    /// ``indexThreshold`` members.
    @usableFromInline
    internal var index: [String: Int]?

    /// Objects with more members than this keep a hash index of their keys.
    public static let indexThreshold = 16

    /// An empty object.
    @inlinable
    public init() {
        members = []
        index = nil
    }

    /// The members of `dictionary`, in key order (so that iteration order
    /// does not depend on hashing).
    public init(_ dictionary: [String: DataValue]) {
        members = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        index = nil
        rebuildIndex()
    }

    /// `members` in order; a key written again keeps its first position and
    /// takes the later value, as assigning them one by one would.
    public init<S: Sequence>(_ members: S) where S.Element == (String, DataValue) {
        self.init()
        members.forEach { self[$0.0] = $0.1 }
    }

    /// An empty object with room for `capacity` members.
    public init(minimumCapacity capacity: Int) {
        self.init()
        members.reserveCapacity(capacity)
    }

    /// The number of members.
    @inlinable
    public var count: Int { members.count }

    /// True when the object has no members.
    @inlinable
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in written order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in written order.
    public var values: [DataValue] { members.map(\.value) }

    /// The members as a dictionary.
    public var dictionary: [String: DataValue] {
        Dictionary(members.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of `key` among the members, or nil.
    @inlinable
    public func position(ofKey key: String) -> Int? {
        if let index { return index[key] }
        return members.withUnsafeBufferPointer { buffer in
            var position = 0
            while position < buffer.count {
                if buffer[position].key == key { return position }
                position += 1
            }
            return nil
        }
    }

    /// The value of `key`; setting nil removes the member, setting a new key
    /// appends it, setting a present key replaces its value in place.
    @inlinable
    public subscript(key: String) -> DataValue? {
        get {
            guard let position = position(ofKey: key) else { return nil }
            return members[position].value
        }
        set {
            if let position = position(ofKey: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                append(key: key, value: newValue)
            }
        }
    }

    /// `body` applied to the value of `key`, read in place (not copied), or
    /// nil when there is no such member.
    @inlinable @inline(__always)
    public func withValue<Result>(forKey key: String, _ body: (borrowing DataValue) -> Result?) -> Result? {
        if let index {
            guard let position = index[key] else { return nil }
            return members.withUnsafeBufferPointer { body($0[position].value) }
        }
        return members.withUnsafeBufferPointer { buffer in
            var position = 0
            while position < buffer.count {
                if buffer[position].key == key { return body(buffer[position].value) }
                position += 1
            }
            return nil
        }
    }

    /// Adds a member whose key is not present yet (the caller knows it is not).
    @usableFromInline
    internal mutating func append(key: String, value: DataValue) {
        members.append((key: key, value: value))
        if index != nil {
            index?[key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Adds `value` under `key` unless the key is present; true when added.
    @discardableResult
    public mutating func insertIfAbsent(_ value: DataValue, forKey key: String) -> Bool {
        guard position(ofKey: key) == nil else { return false }
        append(key: key, value: value)
        return true
    }

    /// Removes the member `key`; returns its value, or nil when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> DataValue? {
        guard let position = position(ofKey: key) else { return nil }
        let removed = members.remove(at: position)
        rebuildIndex()
        return removed.value
    }

    /// Reserves room for `capacity` members.
    public mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
    }

    @usableFromInline
    internal mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() { index[member.key] = position }
        self.index = index
    }
}

extension DataObject: ExpressibleByDictionaryLiteral {
    /// The members in written order; a key written twice keeps its first
    /// position and its last value.
    public init(dictionaryLiteral elements: (String, DataValue)...) {
        self.init(elements)
    }
}

extension DataObject {
    /// The numbers in the members `first` and `second` (see
    /// ``DataValue/numericValue``), found in one pass over the members.
    @inlinable @inline(__always)
    public func numbers(_ first: String, _ second: String) -> (Double?, Double?) {
        if let index {
            let firstValue = index[first].map { members[$0].value }
            let secondValue = index[second].map { members[$0].value }
            return (firstValue.flatMap { DataValue.number($0) }, secondValue.flatMap { DataValue.number($0) })
        }
        return members.withUnsafeBufferPointer { buffer in
            var result: (Double?, Double?) = (nil, nil)
            var position = 0
            while position < buffer.count {
                let key = buffer[position].key
                if key == first { result.0 = DataValue.number(buffer[position].value) }
                if key == second { result.1 = DataValue.number(buffer[position].value) }
                position += 1
            }
            return result
        }
    }
}

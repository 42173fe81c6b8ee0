/// The members of a JSON-like object: string keys, each once, with their values.
///
/// Members sit side by side in one array, keys beside their values. Item
/// data is read member by member for every item of a long section (size
/// rules, spans, identities), and item objects have a handful of members: a
/// few short key comparisons cost far less than hashing the name, and one
/// array per object costs far less to build, copy and free than a hash table.
///
/// Objects of up to ``linearLimit`` members keep them in written order and
/// are searched one member after another. Larger objects (from JSON
/// responses, say) keep their members sorted by key and are searched by
/// bisection, so no object is searched member by member at length.
///
/// Order is not significant: equality and hashing ignore it, as for a JSON
/// object, and writers that need a canonical order sort the keys
/// (``JSONWriter`` does). Iteration gives the members in the order kept.
public struct DataObject: Sendable {
    /// One member.
    public typealias Member = (key: String, value: DataValue)

    /// The members: in written order up to ``linearLimit`` of them, sorted
    /// by key past it; keys are unique.
    @usableFromInline
    internal var members: [Member]

    /// Objects of up to this many members are searched member by member;
    /// larger ones are kept sorted by key.
    public static let linearLimit = 16

    /// An empty object.
    @inlinable
    public init() {
        members = []
    }

    /// The members of `dictionary`, in key order (so that iteration order
    /// does not depend on hashing).
    public init(_ dictionary: [String: DataValue]) {
        members = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// `members` in order; a key written again keeps its first position and
    /// takes the later value, as assigning them one by one would.
    public init<S: Sequence>(_ members: S) where S.Element == (String, DataValue) {
        self.init()
        self.members.reserveCapacity(members.underestimatedCount)
        for (key, value) in members { self[key] = value }
    }

    /// `members` with the first of each key kept, in written order when few.
    @usableFromInline
    internal init(keepingFirstOf members: [Member]) {
        guard members.count > Self.linearLimit else {
            var unique: [Member] = []
            unique.reserveCapacity(members.count)
            for member in members where !unique.contains(where: { $0.key == member.key }) { unique.append(member) }
            self.init(unchecked: unique)
            return
        }
        // Sorting by key, then position, keeps the first of equal keys first.
        let sorted = members.enumerated().sorted {
            $0.element.key < $1.element.key || ($0.element.key == $1.element.key && $0.offset < $1.offset)
        }
        var unique: [Member] = []
        unique.reserveCapacity(sorted.count)
        for (_, member) in sorted where unique.last?.key != member.key { unique.append(member) }
        self.init(unchecked: unique)
    }

    /// `members` as they are: unique keys, sorted by key when more than ``linearLimit``.
    @usableFromInline
    internal init(unchecked members: [Member]) {
        self.members = members
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

    /// The keys, in the order kept.
    public var keys: [String] { members.map({ $0.key }) }

    /// The values, in the order kept.
    public var values: [DataValue] { members.map({ $0.value }) }

    /// The members as a dictionary.
    public var dictionary: [String: DataValue] {
        var result: [String: DataValue] = [:]
        result.reserveCapacity(members.count)
        for member in members where result[member.key] == nil { result[member.key] = member.value }
        return result
    }

    /// The position of `key` among the members, or nil.
    @inlinable
    public func position(ofKey key: String) -> Int? {
        members.withUnsafeBufferPointer { Self.position(ofKey: key, in: $0) }
    }

    /// The position of `key` in `buffer`: by comparing keys in turn when
    /// there are few, by bisection when they are sorted.
    @inlinable @inline(__always)
    internal static func position(ofKey key: String, in buffer: UnsafeBufferPointer<Member>) -> Int? {
        let count = buffer.count
        if count <= linearLimit {
            var position = 0
            while position < count {
                if buffer[position].key == key { return position }
                position += 1
            }
            return nil
        }
        return sortedPosition(ofKey: key, in: buffer)
    }

    /// Bisection over members sorted by key.
    @usableFromInline
    internal static func sortedPosition(ofKey key: String, in buffer: UnsafeBufferPointer<Member>) -> Int? {
        let position = insertionPoint(ofKey: key, in: buffer)
        return position < buffer.count && buffer[position].key == key ? position : nil
    }

    /// The first position whose key is not less than `key` (members sorted).
    private static func insertionPoint(ofKey key: String, in buffer: UnsafeBufferPointer<Member>) -> Int {
        var low = 0
        var high = buffer.count
        while low < high {
            let middle = (low + high) / 2
            if buffer[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The value of `key`; setting nil removes the member, setting a new key
    /// adds it, setting a present key replaces its value in place.
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
                }
            } else if let newValue {
                add(key: key, value: newValue)
            }
        }
    }

    /// `body` applied to the value of `key`, read in place (not copied), or
    /// nil when there is no such member.
    @inlinable @inline(__always)
    public func withValue<Result>(forKey key: String, _ body: (borrowing DataValue) -> Result?) -> Result? {
        members.withUnsafeBufferPointer { buffer in
            guard let position = Self.position(ofKey: key, in: buffer) else { return nil }
            return body(buffer[position].value)
        }
    }

    /// Adds a member whose key is not present (the caller has looked).
    @usableFromInline
    internal mutating func add(key: String, value: DataValue) {
        if members.count < Self.linearLimit {
            members.append((key: key, value: value))
        } else {
            if members.count == Self.linearLimit { members.sort { $0.key < $1.key } }
            let position = members.withUnsafeBufferPointer { Self.insertionPoint(ofKey: key, in: $0) }
            members.insert((key: key, value: value), at: position)
        }
    }

    /// Removes the member `key`; returns its value, or nil when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> DataValue? {
        guard let position = position(ofKey: key) else { return nil }
        return members.remove(at: position).value
    }

    /// Reserves room for `capacity` members.
    public mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
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
        members.withUnsafeBufferPointer { buffer in
            guard buffer.count <= Self.linearLimit else {
                let firstValue = Self.sortedPosition(ofKey: first, in: buffer).flatMap {
                    DataValue.number(buffer[$0].value)
                }
                let secondValue = Self.sortedPosition(ofKey: second, in: buffer).flatMap {
                    DataValue.number(buffer[$0].value)
                }
                return (firstValue, secondValue)
            }
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

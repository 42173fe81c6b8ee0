extension DataObject {
    /// The number in the member `key` (see ``DataValue/numericValue``),
    /// looked for first at position `hint`, then as ``position(ofKey:)``
    /// finds it; `hint` becomes the position found.
    ///
    /// The items of one section mostly share one shape, so a hint carried
    /// from item to item finds the key with one comparison of equal strings,
    /// which compares two words inline. Comparing unequal strings calls into
    /// the runtime, and a search of the members makes such calls.
    @inlinable @inline(__always)
    public func number(_ key: String, hint: inout Int) -> Double? {
        members.withUnsafeBufferPointer { Self.number(key, in: $0, hint: &hint) }
    }

    /// The numbers in the members `first` and `second`, each looked for
    /// first at its hint (see ``number(_:hint:)``).
    @inlinable @inline(__always)
    public func numbers(_ first: String, _ second: String, hints: inout (Int, Int)) -> (Double?, Double?) {
        members.withUnsafeBufferPointer {
            (Self.number(first, in: $0, hint: &hints.0), Self.number(second, in: $0, hint: &hints.1))
        }
    }

    @inlinable @inline(__always)
    internal static func number(_ key: String, in buffer: UnsafeBufferPointer<Member>, hint: inout Int) -> Double? {
        // Keys are unique, so a key equal to `key` is the member a search would find.
        if hint >= 0, hint < buffer.count, buffer[hint].key == key { return DataValue.number(buffer[hint].value) }
        guard let position = position(ofKey: key, in: buffer) else { return nil }
        hint = position
        return DataValue.number(buffer[position].value)
    }
}

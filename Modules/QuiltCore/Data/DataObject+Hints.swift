extension DataObject {
    /// The number in the member `key` (see ``DataValue/numericValue``),
    /// looked for first at position `hint`, then as ``position(ofKey:)``
    /// finds it; `hint` becomes the position found.
    ///
    /// The items of one section mostly share one shape, so a hint carried
    /// from item to item finds the key with one comparison of equal strings,
    /// which compares two words inline. Comparing unequal strings calls into
    /// the runtime, and a search of the members makes such calls.
    ///
    /// The hit reads the members through the array's own subscript and
    /// matches a number in place. Going through a buffer pointer or a
    /// function that takes the value made the compiler copy the item's data,
    /// a retain and a release per item, which cost a long section more than
    /// the rest of its layout.
    @inlinable @inline(__always)
    public func number(_ key: String, hint: inout Int) -> Double? {
        let position = hint
        if position >= 0, position < members.count, members[position].key == key {
            if case .number(let number) = members[position].value { return number.isFinite ? number : nil }
        }
        return searchedNumber(key, hint: &hint)
    }

    /// The numbers in the members `first` and `second`, each looked for
    /// first at its hint (see ``number(_:hint:)``).
    @inlinable @inline(__always)
    public func numbers(_ first: String, _ second: String, hints: inout (Int, Int)) -> (Double?, Double?) {
        // Both hits are tried before anything that calls out: a call
        // between them made the compiler keep the members alive with a
        // retain and a release.
        let (firstPosition, secondPosition) = hints
        let count = members.count
        if firstPosition >= 0, firstPosition < count, secondPosition >= 0, secondPosition < count,
            members[firstPosition].key == first, members[secondPosition].key == second,
            case .number(let firstNumber) = members[firstPosition].value,
            case .number(let secondNumber) = members[secondPosition].value
        {
            return (firstNumber.isFinite ? firstNumber : nil, secondNumber.isFinite ? secondNumber : nil)
        }
        return (searchedNumber(first, hint: &hints.0), searchedNumber(second, hint: &hints.1))
    }

    /// ``number(_:hint:)`` when the hint missed or found no plain number:
    /// a search, and strings read as numbers. Out of line, as it is rare.
    @usableFromInline @inline(never)
    internal func searchedNumber(_ key: String, hint: inout Int) -> Double? {
        guard let position = position(ofKey: key) else { return nil }
        hint = position
        return DataValue.number(members[position].value)
    }
}

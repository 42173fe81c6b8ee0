extension DataValue {
    /// The member `name` of an object, found without hashing when the object
    /// is small.
    ///
    /// Size rules read one or two fields of every item; item objects usually
    /// have a handful of members, and comparing a few short keys costs less
    /// than hashing the name.
    @inlinable
    public func field(_ name: String) -> DataValue? {
        guard case .object(let members) = self else { return nil }
        guard members.count <= 8 else { return members[name] }
        var index = members.startIndex
        while index != members.endIndex {
            if members.keys[index] == name { return members.values[index] }
            members.formIndex(after: &index)
        }
        return nil
    }

    /// The value read as a number: a finite number, or a string that parses
    /// as one (`"2"`, `"1.5"`); nil for anything else.
    ///
    /// Item data from JSON responses often carries numbers as strings, so
    /// size rules and spans accept both.
    @inlinable
    public var numericValue: Double? {
        switch self {
        case .number(let value): value.isFinite ? value : nil
        case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }
}

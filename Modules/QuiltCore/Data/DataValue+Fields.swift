extension DataValue {
    /// The member `name` of an object (see ``DataObject`` for how it is found).
    ///
    /// Size rules read one or two fields of every item.
    @inlinable
    public func field(_ name: String) -> DataValue? {
        withField(name) { copy $0 }
    }

    /// `body` applied to the member `name` of an object, read in place (not
    /// copied), or nil when there is no such member.
    @inlinable @inline(__always)
    public func withField<Result>(_ name: String, _ body: (borrowing DataValue) -> Result?) -> Result? {
        guard case .object(let members) = self else { return nil }
        return members.withValue(forKey: name, body)
    }

    /// The display text of the member `name` of an object: a string as it
    /// is, a number or a boolean as it displays (`42`, `true`); nil for null,
    /// an array, an object or a missing member. Texts that size and draw
    /// items read their fields so.
    @inlinable
    public func text(ofField name: String) -> String? {
        withField(name) { value in
            switch value {
            case .string(let text): text
            case .number, .bool: (copy value).displayText
            case .null, .array, .object: nil
            }
        }
    }

    /// The numbers in the members `first` and `second` of an object (see
    /// ``numericValue``), found in one pass.
    @inlinable @inline(__always)
    public func numbers(_ first: String, _ second: String) -> (Double?, Double?) {
        guard case .object(let members) = self else { return (nil, nil) }
        return members.numbers(first, second)
    }

    /// The number in the member `name` of an object (see ``numericValue``).
    @inlinable @inline(__always)
    public func number(_ name: String) -> Double? {
        withField(name, Self.number)
    }

    /// The number in the member `name` of an object, looked for first at
    /// position `hint` (see ``DataObject/number(_:hint:)``).
    @inlinable @inline(__always)
    public func number(_ name: String, hint: inout Int) -> Double? {
        guard case .object(let members) = self else { return nil }
        return members.number(name, hint: &hint)
    }

    /// The numbers in the members `first` and `second` of an object, each
    /// looked for first at its hint (see ``DataObject/number(_:hint:)``).
    @inlinable @inline(__always)
    public func numbers(_ first: String, _ second: String, hints: inout (Int, Int)) -> (Double?, Double?) {
        guard case .object(let members) = self else { return (nil, nil) }
        return members.numbers(first, second, hints: &hints)
    }

    /// ``numericValue`` of a borrowed value: matching the cases in place
    /// keeps the value from being copied (inlined, as a call would copy it).
    @inlinable @inline(__always)
    static func number(_ value: borrowing DataValue) -> Double? {
        switch value {
        case .number(let number): number.isFinite ? number : nil
        case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// The value read as a number: a finite number, or a string that parses
    /// as one (`"2"`, `"1.5"`); nil for anything else.
    ///
    /// Item data from JSON responses often carries numbers as strings, so
    /// size rules and spans accept both.
    @inlinable
    public var numericValue: Double? { Self.number(self) }
}

extension Int {
    /// `value` rounded towards zero and clamped to `bounds`; NaN gives the
    /// lower bound.
    ///
    /// The checked way from a computed `Double` to a count or an index:
    /// `Int(_:)` traps on NaN, infinity and anything beyond `Int`'s range,
    /// which a tiny divisor produces from ordinary lengths (a width of
    /// 100,000 over items 10⁻¹⁷ wide is 10²² items per line).
    @inlinable
    public static func clamping(_ value: Double, to bounds: ClosedRange<Int>) -> Int {
        guard !value.isNaN, value > Double(bounds.lowerBound) else { return bounds.lowerBound }
        // Double(Int.max) rounds up to 2⁶³, so `<` keeps the conversion in range.
        guard value < Double(bounds.upperBound) else { return bounds.upperBound }
        return Swift.min(Swift.max(Int(value), bounds.lowerBound), bounds.upperBound)
    }
}

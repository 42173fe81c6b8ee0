/// A section's sizes as a family reads them item by item.
///
/// A ``SizeRule`` is asked directly for the one thing the family needs (a
/// width, an aspect ratio, spans), which skips building an ``ItemMeasure``
/// for every item; a provider written in code is asked through
/// ``ItemSizeProvider/measure(_:at:available:)``; ``ItemSizes/unspecified``
/// is not asked at all.
public struct ItemSizeSource: Sendable {
    /// The section's sizes.
    public let sizes: ItemSizes
    /// The rule when the sizes are one; an empty rule otherwise (a plain value
    /// rather than an optional, which would be copied at every unwrap).
    public let rule: SizeRule
    /// Whether the sizes are a ``SizeRule``.
    public let isRule: Bool
    /// Whether the sizes come from a provider written in code, which must be
    /// asked through `measure`.
    public let needsMeasuring: Bool

    /// Looks at `sizes` once, before a layout's loop.
    public init(_ sizes: ItemSizes) {
        self.sizes = sizes
        rule = sizes.rule ?? SizeRule()
        isRule = sizes.rule != nil
        if case .provider = sizes { needsMeasuring = true } else { needsMeasuring = false }
    }

    /// The measure of `item`, from the rule or the provider.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        sizes.measure(item, at: index, available: available)
    }
}

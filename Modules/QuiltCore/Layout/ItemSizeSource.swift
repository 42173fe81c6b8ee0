/// A section's sizes as a family reads them item by item.
///
/// A ``SizeRule`` is asked directly for the one thing the family needs (a
/// width, an aspect ratio, spans), which skips building an ``ItemMeasure``
/// for every item; a provider written in code is asked through
/// ``ItemSizeProvider/measure(_:at:available:)``; ``UnspecifiedItemSize`` is
/// not asked at all.
public struct ItemSizeSource: Sendable {
    /// The section's provider.
    public let provider: any ItemSizeProvider
    /// The provider when it is a rule; an empty rule otherwise (a plain value
    /// rather than an optional, which would be copied at every unwrap).
    public let rule: SizeRule
    /// Whether the provider is a ``SizeRule``.
    public let isRule: Bool
    /// Whether the provider is written in code and must be asked through `measure`.
    public let needsMeasuring: Bool

    /// Looks at `provider` once, before a layout's loop.
    public init(_ provider: any ItemSizeProvider) {
        self.provider = provider
        let rule = provider as? SizeRule
        self.rule = rule ?? SizeRule()
        isRule = rule != nil
        needsMeasuring = rule == nil && !(provider is UnspecifiedItemSize)
    }
}

/// A section's sizes as a family reads them item by item.
///
/// A ``SizeRule`` is asked directly for the one thing the family needs (a
/// width, an aspect ratio, spans), which skips building an ``ItemMeasure``
/// for every item; a provider written in code is asked through
/// ``ItemSizeProvider/measure(_:at:available:)``; ``ItemSizes/unspecified``
/// is not asked at all.
///
/// The sizes and the rule are held by reference. A family's per-item code
/// reads them from inside the closure its loop calls, and a value of over a
/// kilobyte (the rule with its view, the sizes beside it) was copied into
/// that closure's frame for every item; a reference to immutable storage is
/// read in place.
public struct ItemSizeSource: Sendable {
    /// The sizes and the rule, immutable, shared by every copy of the source.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let sizes: ItemSizes
        @usableFromInline let rule: SizeRule

        init(sizes: ItemSizes, rule: SizeRule) {
            self.sizes = sizes
            self.rule = rule
        }
    }

    @usableFromInline
    let storage: Storage
    /// Whether the sizes are a ``SizeRule``.
    public let isRule: Bool
    /// Whether the sizes come from a provider written in code, which must be
    /// asked through `measure`.
    public let needsMeasuring: Bool

    /// Looks at `sizes` once, before a layout's loop.
    public init(_ sizes: ItemSizes) {
        // An empty rule rather than an optional, which would be copied at every unwrap.
        storage = Storage(sizes: sizes, rule: sizes.rule ?? SizeRule())
        isRule = sizes.rule != nil
        if case .provider = sizes { needsMeasuring = true } else { needsMeasuring = false }
    }

    /// The section's sizes.
    @inlinable
    public var sizes: ItemSizes { storage.sizes }

    /// The rule when the sizes are one; an empty rule otherwise.
    @inlinable
    public var rule: SizeRule { storage.rule }

    /// The measure of `item`, from the rule or the provider.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        storage.sizes.measure(item, at: index, available: available)
    }
}

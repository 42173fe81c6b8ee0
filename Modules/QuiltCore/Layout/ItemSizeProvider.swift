/// Gives each item its size. Declarative size rules from config conform, and
/// code can pass its own (e.g. measured text).
public protocol ItemSizeProvider: Sendable {
    /// The measure of `item` (at `index` in its section), for items laid out in
    /// a space `available` wide (a flex line, a waterfall column, a grid track).
    func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure
}

/// The provider used when a section names no size rule: no information.
public struct UnspecifiedItemSize: ItemSizeProvider, Hashable {
    /// Creates the provider.
    public init() {}
    /// Always ``ItemMeasure/unspecified``.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure { .unspecified }
}

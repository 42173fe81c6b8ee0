/// Gives each item its size. Declarative size rules from config conform, and
/// code can pass its own (e.g. measured text).
///
/// Providers are compared (`Equatable`) when a page is edited: a section
/// whose provider is unchanged keeps its layout.
public protocol ItemSizeProvider: Sendable, Equatable {
    /// The measure of `item` (at `index` in its section), for items laid out in
    /// a space `available` wide (a flex line, a waterfall column, a grid track).
    func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure

    /// How a section keeps this provider. The default keeps it as a provider
    /// written in code, asked item by item; a ``SizeRule`` is kept as a rule,
    /// which families read without building a measure per item.
    var itemSizes: ItemSizes { get }
}

extension ItemSizeProvider {
    /// A provider written in code.
    public var itemSizes: ItemSizes { .provider(AnyItemSizeProvider(self)) }
}

/// The provider used when a section names no size rule: no information.
public struct UnspecifiedItemSize: ItemSizeProvider, Hashable {
    /// Creates the provider.
    public init() {}
    /// Always ``ItemMeasure/unspecified``.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure { .unspecified }
    /// ``ItemSizes/unspecified``.
    public var itemSizes: ItemSizes { .unspecified }
}

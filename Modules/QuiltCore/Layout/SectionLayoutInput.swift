/// What a family needs to lay out one section.
public struct SectionLayoutInput: Sendable {
    /// The section's items, all of them (the family applies any `maxDisplay`).
    public var items: [Item]
    /// The width of the section's items area (the page width).
    public var width: Double
    /// Sizes of individual items.
    public var sizes: ItemSizes

    /// Creates an input.
    public init(items: [Item], width: Double, sizes: some ItemSizeProvider = ItemSizes.unspecified) {
        self.items = items
        self.width = width
        self.sizes = sizes.itemSizes
    }
}

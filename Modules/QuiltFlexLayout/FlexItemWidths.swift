import QuiltCore

/// Each flex item's width: the size rule's, else the default estimate of its
/// `title`, else a fallback (the item height, for a square).
struct FlexItemWidths {
    private let sizes: ItemSizeSource
    /// The width the rule's fractions refer to: the line.
    private let available: Double
    private let fallback: Double
    /// Held here rather than read from the static for every item, which
    /// would check the static's one-time initialisation each time.
    private let estimate = FlexLayout.defaultWidth

    init(_ input: SectionLayoutInput, available: Double, fallback: Double) {
        sizes = ItemSizeSource(input.sizes)
        self.available = available
        self.fallback = fallback
    }

    /// The width of `items[index]`, never negative or non-finite.
    @inline(__always)
    func width(of items: UnsafeBufferPointer<Item>, at index: Int) -> Double {
        if sizes.isRule {
            if let width = ItemMeasure.usableLength(sizes.rule.width(in: items[index].data, available: available)) { return width }
        } else if sizes.needsMeasuring,
            let width = ItemMeasure.usableLength(sizes.provider.measure(items[index], at: index, available: available).width) {
            return width
        }
        return estimate.width(in: items[index].data) ?? fallback
    }
}

import QuiltCore

/// Each flex item's width: the size rule's, else the default estimate of its
/// `title`, else a fallback (the item height, for a square).
struct FlexItemWidths {
    private let sizes: any ItemSizeProvider
    /// The provider when it is a declarative rule, asked directly for widths
    /// (an empty rule and `hasRule` false otherwise: unwrapping an optional
    /// rule for every item would copy it).
    private let rule: SizeRule
    private let hasRule: Bool
    /// Whether a provider written in code must be asked.
    private let measured: Bool
    /// The width the rule's fractions refer to: the line.
    private let available: Double
    private let fallback: Double

    init(_ input: SectionLayoutInput, available: Double, fallback: Double) {
        sizes = input.sizes
        let rule = input.sizes as? SizeRule
        self.rule = rule ?? SizeRule()
        hasRule = rule != nil
        measured = rule == nil && !(input.sizes is UnspecifiedItemSize)
        self.available = available
        self.fallback = fallback
    }

    /// The width of `items[index]`, never negative or non-finite.
    @inline(__always)
    func width(of items: UnsafeBufferPointer<Item>, at index: Int) -> Double {
        if hasRule {
            if let width = ItemMeasure.usableLength(rule.width(in: items[index].data, available: available)) { return width }
        } else if measured, let width = ItemMeasure.usableLength(sizes.measure(items[index], at: index, available: available).width) {
            return width
        }
        return FlexLayout.defaultWidth.width(in: items[index].data) ?? fallback
    }
}

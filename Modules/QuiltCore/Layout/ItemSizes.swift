/// How a section's items get their sizes: nothing said, a declarative
/// ``SizeRule`` (from `size:` or the component kind), or a provider written
/// in code. Sections and layout inputs keep this; families read it through
/// ``ItemSizeSource``.
public enum ItemSizes: ItemSizeProvider {
    /// No size information: families use their own defaults.
    case unspecified
    /// A size rule.
    case rule(SizeRule)
    /// A provider written in code.
    case provider(AnyItemSizeProvider)

    /// The measure the rule or provider gives; ``ItemMeasure/unspecified`` when nothing is said.
    public func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
        switch self {
        case .unspecified: .unspecified
        case .rule(let rule): rule.measure(item, at: index, available: available)
        case .provider(let provider): provider.measure(item, at: index, available: available)
        }
    }

    /// Itself.
    public var itemSizes: ItemSizes { self }

    /// The rule, when the sizes come from one.
    public var rule: SizeRule? {
        guard case .rule(let rule) = self else { return nil }
        return rule
    }
}

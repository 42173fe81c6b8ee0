import QuiltCore

extension ListLayout {
    /// Vertical: the height (`height` — points, a field, a text wrapped at
    /// the item's width, a stack — or `aspect`); rows grow to their tallest
    /// item. Horizontal: none, item sizes come from `distribution` and
    /// `itemRatio`.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts {
        options.arrange == .vertical ? [.height, .aspect] : []
    }
}

import QuiltCore

extension ListLayout {
    /// None: item sizes come from `distribution` and `itemRatio`, so a
    /// section's `size:` rule has no effect on a list.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts { [] }
}

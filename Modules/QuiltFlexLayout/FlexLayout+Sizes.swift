import QuiltCore

extension FlexLayout {
    /// The width, from `width` or `text`; every item is `itemHeight` high.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts { [.width, .text] }
}

import QuiltCore

extension FlexLayout {
    /// The width, from `width` or `text`, and the height, from `height`
    /// (else `itemHeight`, or a wrapped text's box).
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts { [.width, .text, .height] }
}

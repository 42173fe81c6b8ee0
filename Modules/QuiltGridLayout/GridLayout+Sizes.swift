import QuiltCore

extension GridLayout {
    /// Spans only: an item's frame is the tracks it spans.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts { [.span] }
}

import QuiltCore

extension GridLayout {
    /// Spans, and the auto axis's item lengths when its tracks size to
    /// their items: heights (`height`, `aspect`) on a vertical grid without
    /// `rowHeight`, widths (`width`, `text`, `aspect`) on a horizontal one
    /// without `columnWidth`.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts {
        if options.arrange == .vertical { return options.rowHeight == nil ? [.span, .height, .aspect] : [.span] }
        return options.columnWidth == nil ? [.span, .width, .text, .aspect] : [.span]
    }
}

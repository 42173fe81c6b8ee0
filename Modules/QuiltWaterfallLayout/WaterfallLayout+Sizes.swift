import QuiltCore

extension WaterfallLayout {
    /// The length along the lane: vertical, the height (`height` — points,
    /// a field, a text wrapped at the column's width, a stack — or
    /// `aspect`); horizontal, the width (`width`, `text`, `aspect`). The
    /// other side is the lane's thickness.
    public func sizeRuleParts(_ options: Options) -> SizeRule.Parts {
        options.arrange == .vertical ? [.height, .aspect] : [.width, .text, .aspect]
    }
}

extension SectionSnapshot {
    /// A horizontal section's strip: visible and content widths, snap offsets
    /// and target offsets for its scrolling behaviour. Nil when vertical.
    ///
    /// Computed from the item frames on each call (O(n log n) at most); keep
    /// the value while the user scrolls.
    public var strip: Strip? {
        guard arrange == .horizontal else { return nil }
        let left = itemsArea.minX
        let frames = left == 0 ? layoutResult.itemFrames : layoutResult.itemFrames.map { $0.offsetBy(dx: -left, dy: 0) }
        return Strip(
            scrolling: scrolling, visibleWidth: itemsArea.width, contentWidth: contentWidth ?? itemsArea.width,
            itemFrames: frames, leadingInset: inset.left)
    }
}

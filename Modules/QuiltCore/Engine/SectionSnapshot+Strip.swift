extension SectionSnapshot {
    /// A horizontal section's strip: visible and content widths, snap offsets
    /// and target offsets for its scrolling behaviour (right to left from
    /// `−maxOffset` to 0, see ``Strip``). Nil when vertical.
    ///
    /// Computed from the item frames on each call (O(n log n) at most); keep
    /// the value while the user scrolls.
    public var strip: Strip? {
        guard arrange == .horizontal else { return nil }
        // Stored frames are left to right: the strip is computed so and
        // mirrored, not mirrored twice.
        let left = itemsArea.minX
        let frames = left == 0 ? layoutResult.itemFrames : layoutResult.itemFrames.map { $0.offsetBy(dx: -left, dy: 0) }
        let strip = Strip(
            scrolling: scrolling, visibleWidth: itemsArea.width, contentWidth: contentWidth ?? itemsArea.width,
            itemFrames: frames, leadingInset: inset.left)
        return direction == .rtl ? strip.mirrored() : strip
    }
}

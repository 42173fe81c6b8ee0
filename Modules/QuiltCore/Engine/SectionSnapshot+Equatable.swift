extension SectionSnapshot: Hashable {
    /// Equal when every observable value is: frames (items compared in page
    /// coordinates, however they are stored), identities, counts, strip,
    /// decorations, labels, and the view and data the items' parts come from. The
    /// family's continuation and the index are not compared.
    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.id == rhs.id && lhs.frame == rhs.frame && lhs.header == rhs.header && lhs.headerPinned == rhs.headerPinned
            && lhs.footer == rhs.footer && lhs.footerPinned == rhs.footerPinned && lhs.placeholder == rhs.placeholder
            && lhs.state == rhs.state
            && lhs.collapse == rhs.collapse
            && lhs.itemsArea == rhs.itemsArea
            && lhs.totalItemCount == rhs.totalItemCount && lhs.arrange == rhs.arrange
            && lhs.contentWidth == rhs.contentWidth
            && lhs.scrolling == rhs.scrolling && lhs.inset == rhs.inset && lhs.itemIDs == rhs.itemIDs
            && lhs.decorations == rhs.decorations && lhs.labels == rhs.labels && lhs.view == rhs.view
            && lhs.itemData == rhs.itemData
            && sameItems(lhs, rhs)
    }

    private static func sameItems(_ lhs: SectionSnapshot, _ rhs: SectionSnapshot) -> Bool {
        let left = lhs.layoutResult.itemFrames
        let right = rhs.layoutResult.itemFrames
        guard left.count == right.count else { return false }
        if lhs.itemOrigin == rhs.itemOrigin, lhs.direction == rhs.direction, lhs.itemMirrorWidth == rhs.itemMirrorWidth
        {
            return left == right
        }
        for index in left.indices where lhs.itemFrame(at: index) != rhs.itemFrame(at: index) { return false }
        return true
    }

    /// Hashes the id, frame and counts (enough to spread; equal values hash equally).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(totalItemCount)
        hasher.combine(itemIDs.count)
    }
}

extension SectionSnapshot {
    /// The parts of the displayed item at `index` — its view's texts,
    /// pictures, badges and dividers for its data — with frames in page
    /// coordinates, as the item's frame is (items of a strip at scroll
    /// offset 0); right to left, mirrored within the item as the whole page
    /// is. Empty when the section has no view or there is no such item.
    ///
    /// Parts are laid out when asked, from the view and the data the
    /// snapshot keeps, so a long section costs nothing for the items no one
    /// looks at.
    public func parts(ofItem index: Int) -> [ViewPart] {
        guard let view, itemData.indices.contains(index), let frame = itemFrame(at: index) else { return [] }
        var parts = view.parts(in: itemData[index], size: frame.size)
        for offset in parts.indices {
            var local = parts[offset].frame
            if direction == .rtl { local = local.mirrored(within: frame.width) }
            parts[offset].frame = local.offsetBy(dx: frame.x, dy: frame.y)
        }
        return parts
    }
}

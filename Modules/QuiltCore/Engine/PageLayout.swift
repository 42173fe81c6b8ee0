/// The page layout engine: stacks sections vertically and asks each section's
/// family for its item frames.
///
/// Per section, top to bottom: the header (full width), the items area (the
/// family's frames, insets included), the footer (full width). A section with
/// no items shows its placeholder inside the layout's inset, at the
/// placeholder's height, which wins over a horizontal strip's content height;
/// with no items and no placeholder the items area collapses to zero height.
public enum PageLayout {
    /// Lays out `page` in a container `width` points wide.
    public static func layout(_ page: PageSpec, width: Double) -> LayoutSnapshot {
        var sections: [SectionSnapshot] = []
        sections.reserveCapacity(page.sections.count)
        var y = 0.0
        for section in page.sections {
            let snapshot = layout(section, width: width, top: y)
            sections.append(snapshot)
            y = snapshot.frame.maxY
        }
        return LayoutSnapshot(pageID: page.id, width: width, contentHeight: y, sections: sections)
    }

    /// Lays out one section whose top edge is at `top`.
    public static func layout(_ section: SectionSpec, width: Double, top: Double) -> SectionSnapshot {
        let width = max(0, width)
        var y = top
        var header: Rect?
        if let spec = section.header {
            header = Rect(x: 0, y: y, width: width, height: spec.height)
            y += spec.height
        }

        let inset = section.layout.options.inset
        let arrange = section.layout.arrange
        var items: [Rect] = []
        var placeholder: Rect?
        var areaHeight = 0.0
        var contentWidth: Double?
        if section.items.isEmpty {
            if let spec = section.placeholder {
                placeholder = Rect(x: inset.left, y: y + inset.top, width: max(0, width - inset.horizontal), height: spec.height)
                areaHeight = inset.vertical + spec.height
            }
            if arrange == .horizontal { contentWidth = width }
        } else {
            let result = section.layout.layout(SectionLayoutInput(items: section.items, width: width, sizes: section.sizes))
            areaHeight = result.height
            contentWidth = arrange == .horizontal ? (result.contentWidth ?? width) : nil
            items = result.itemFrames
            for index in items.indices { items[index].y += y }
        }
        let itemsArea = Rect(x: 0, y: y, width: width, height: areaHeight)
        y += areaHeight

        var footer: Rect?
        if let spec = section.footer {
            footer = Rect(x: 0, y: y, width: width, height: spec.height)
            y += spec.height
        }

        let frame = Rect(x: 0, y: top, width: width, height: y - top)
        var decorations: [AttachedElement] = []
        if !section.attachments.isEmpty {
            let geometry = SectionGeometry(frame: frame, header: header, itemsArea: itemsArea, footer: footer, inset: inset)
            for key in section.attachments.keys.sorted() {
                decorations.append(contentsOf: section.attachments[key]?.elements(for: geometry) ?? [])
            }
        }
        let shown = items.count
        return SectionSnapshot(
            id: section.id, frame: frame, header: header, headerPinned: section.header?.pinned ?? false,
            footer: footer, placeholder: placeholder, itemsArea: itemsArea, items: items,
            itemIDs: section.items.prefix(shown).map(\.id), totalItemCount: section.items.count,
            arrange: arrange, contentWidth: contentWidth,
            scrolling: arrange == .horizontal ? section.layout.options.scrolling : .none,
            decorations: decorations)
    }
}

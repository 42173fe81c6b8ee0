/// The page layout engine: stacks sections vertically and asks each section's
/// family for its item frames.
///
/// Per section, top to bottom: the header (full width), the items area (the
/// family's frames, insets included), the footer (full width). A section with
/// no items shows its placeholder inside the layout's inset, at the
/// placeholder's height, which wins over a horizontal strip's content height;
/// with no items and no placeholder the items area collapses to zero height.
/// A section's state (loading, empty, failed) picks its own view from
/// `states:` before the placeholder. While no section has items and the page
/// has a view for its state (``PageSpec/shownView``), that view is the whole
/// page: full width at the top, and no sections.
public enum PageLayout {
    /// Lays out `page` in a container `width` points wide.
    public static func layout(_ page: PageSpec, width: Double) -> LayoutSnapshot {
        if let shown = page.shownView { return stateLayout(page, width: width, state: shown.state, view: shown.view) }
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

    /// The snapshot of a page that shows its page-level view of `state`.
    static func stateLayout(_ page: PageSpec, width: Double, state: SectionState, view: PlaceholderSpec)
        -> LayoutSnapshot
    {
        let frame = Rect(x: 0, y: 0, width: max(0, width), height: view.height)
        return LayoutSnapshot(
            pageID: page.id, width: width, contentHeight: view.height, sections: [],
            stateView: PageStateView(state: state, frame: frame))
    }

    /// Lays out one section whose top edge is at `top`.
    public static func layout(_ section: SectionSpec, width: Double, top: Double) -> SectionSnapshot {
        let width = max(0, width)
        var snapshot = items(of: section, width: width)
        place(&snapshot, spec: section, width: width, top: top)
        return snapshot
    }

    /// The section's items laid out by its family, not yet placed on the page.
    static func items(of section: SectionSpec, width: Double) -> SectionSnapshot {
        let arrange = section.layout.arrange
        var result = SectionLayoutResult(itemFrames: [], height: 0)
        var contentWidth: Double? = arrange == .horizontal ? width : nil
        if !section.items.isEmpty {
            result = section.layout.layout(SectionLayoutInput(items: section.items, width: width, sizes: section.sizes))
            if arrange == .horizontal { contentWidth = result.contentWidth ?? width }
        }
        var snapshot = SectionSnapshot(
            id: section.id, frame: .zero, itemsArea: .zero,
            itemIDs: section.items.prefix(result.itemFrames.count).map(\.id), totalItemCount: section.items.count,
            arrange: arrange, contentWidth: contentWidth,
            scrolling: arrange == .horizontal ? section.layout.options.scrolling : .none,
            inset: section.layout.options.inset)
        snapshot.layoutResult = result
        snapshot.itemIndex = SpatialIndex(frames: result.itemFrames, axis: arrange)
        return snapshot
    }

    /// Places a section whose items are laid out with its top edge at `top`:
    /// header, items area, placeholder, footer, frame and attachments. Item
    /// frames stay where they are, relative to the items area.
    static func place(_ snapshot: inout SectionSnapshot, spec section: SectionSpec, width: Double, top: Double) {
        var y = top
        snapshot.header = nil
        if let spec = section.header {
            snapshot.header = Rect(x: 0, y: y, width: width, height: spec.height)
            y += spec.height
        }
        snapshot.headerPinned = section.header?.pinned ?? false

        let inset = snapshot.inset
        // Negative insets (allowed, as in UIKit) can make a family's height
        // negative; an area is never less than empty.
        var areaHeight = max(0, snapshot.layoutResult.height)
        snapshot.placeholder = nil
        snapshot.state = section.loadState.shownState(hasItems: snapshot.totalItemCount > 0)
        if snapshot.totalItemCount == 0 {
            areaHeight = 0
            if let spec = section.view(for: snapshot.state) {
                snapshot.placeholder = Rect(
                    x: inset.left, y: y + inset.top, width: max(0, width - inset.horizontal), height: spec.height)
                areaHeight = max(0, inset.vertical + spec.height)
            }
        }
        let itemsArea = Rect(x: 0, y: y, width: width, height: areaHeight)
        snapshot.itemsArea = itemsArea
        snapshot.itemOrigin = y
        y += areaHeight

        snapshot.footer = nil
        if let spec = section.footer {
            snapshot.footer = Rect(x: 0, y: y, width: width, height: spec.height)
            y += spec.height
        }

        let frame = Rect(x: 0, y: top, width: width, height: y - top)
        snapshot.frame = frame
        snapshot.decorations = []
        if !section.attachments.isEmpty {
            let geometry = SectionGeometry(
                frame: frame, header: snapshot.header, itemsArea: itemsArea, footer: snapshot.footer, inset: inset)
            for key in section.attachments.keys.sorted() {
                snapshot.decorations.append(contentsOf: section.attachments[key]?.elements(for: geometry) ?? [])
            }
        }
    }
}

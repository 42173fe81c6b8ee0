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
///
/// Right to left (``PageSpec/direction`` `rtl`): families still lay out left
/// to right and the engine mirrors the result, once, here — so every family,
/// built in or registered by a user, is mirrored the same way, and appending
/// items (``LayoutFamily/extend(_:appendedFrom:input:options:)``) continues
/// the family's own left-to-right layout. Item frames stay stored as the
/// family returned them and are mirrored where they are read (as they are
/// moved down by the items area's top), so a left-to-right page pays one
/// comparison per read; headers, footers, placeholders and decorations are
/// mirrored as they are placed.
public enum PageLayout {
    /// Lays out `page` in a container `width` points wide.
    public static func layout(_ page: PageSpec, width: Double) -> LayoutSnapshot {
        if let shown = page.shownView { return stateLayout(page, width: width, state: shown.state, view: shown.view) }
        var sections: [SectionSnapshot] = []
        sections.reserveCapacity(page.sections.count)
        var y = 0.0
        for section in page.sections {
            let snapshot = layout(section, width: width, top: y, direction: page.direction)
            sections.append(snapshot)
            y = snapshot.frame.maxY
        }
        return LayoutSnapshot(
            pageID: page.id, width: width, contentHeight: y, sections: sections, direction: page.direction)
    }

    /// The snapshot of a page that shows its page-level view of `state`.
    static func stateLayout(_ page: PageSpec, width: Double, state: SectionState, view: PlaceholderSpec)
        -> LayoutSnapshot
    {
        let frame = Rect(x: 0, y: 0, width: max(0, width), height: view.height)
            .mirrored(within: max(0, width), if: page.direction)
        return LayoutSnapshot(
            pageID: page.id, width: width, contentHeight: view.height, sections: [],
            stateView: PageStateView(
                state: state, frame: frame, title: view.title, retry: view.retry, tapAction: view.action),
            direction: page.direction)
    }

    /// Lays out one section whose top edge is at `top`, mirrored when
    /// `direction` is `rtl`.
    public static func layout(
        _ section: SectionSpec, width: Double, top: Double, direction: LayoutDirection = .ltr
    ) -> SectionSnapshot {
        let width = max(0, width)
        var snapshot = items(of: section, width: width)
        snapshot.direction = direction
        place(&snapshot, spec: section, width: width, top: top)
        return snapshot
    }

    /// The section's items laid out by its family, not yet placed on the page.
    /// A collapsed section lays out its prefix only (``SectionSpec/layoutItems``,
    /// or the items of its first lines).
    static func items(of section: SectionSpec, width: Double) -> SectionSnapshot {
        let arrange = section.layout.arrange
        var items = section.layoutItems
        if let collapsible = section.collapsible, collapsible.isCollapsed, case .lines(let lines) = collapsible.show,
            arrange == .vertical
        {
            let count = CollapsedLines.prefixCount(of: section, lines: lines, width: width)
            if count < items.count { items = Array(items.prefix(count)) }
        }
        var result = SectionLayoutResult(itemFrames: [], height: 0)
        var contentWidth: Double? = arrange == .horizontal ? width : nil
        if !items.isEmpty {
            result = section.layout.layout(SectionLayoutInput(items: items, width: width, sizes: section.sizes))
            if arrange == .horizontal { contentWidth = result.contentWidth ?? width }
        }
        var snapshot = SectionSnapshot(
            id: section.id, frame: .zero, itemsArea: .zero,
            itemIDs: items.prefix(result.itemFrames.count).map({ $0.id }), totalItemCount: items.count,
            arrange: arrange, contentWidth: contentWidth,
            scrolling: arrange == .horizontal ? section.layout.scrolling : .none,
            inset: section.layout.inset)
        snapshot.layoutResult = result
        snapshot.itemIndex = SpatialIndex(frames: result.itemFrames, axis: arrange)
        snapshot.view = section.sizes.rule?.view
        if section.keepsItemData { snapshot.itemData = items.prefix(result.itemFrames.count).map { $0.data } }
        return snapshot
    }

    /// Places a section whose items are laid out with its top edge at `top`:
    /// header, items area, placeholder, footer, frame and attachments. Item
    /// frames stay where they are, relative to the items area. Under `rtl`
    /// what is placed here is mirrored within the page width.
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
        snapshot.state = section.loadState.shownState(hasItems: !section.items.isEmpty)
        if section.items.isEmpty {
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
        // A generated toggle footer is not pinned; the section's own may be.
        snapshot.footerPinned = section.footer?.pinned ?? false
        snapshot.collapse = section.collapsible.map { collapse(of: snapshot, spec: section, collapsible: $0) }
        if let height = section.footer?.height ?? snapshot.collapse.flatMap(generatedFooterHeight) {
            snapshot.footer = Rect(x: 0, y: y, width: width, height: height)
            y += height
        }

        let shown = snapshot.placeholder == nil ? nil : section.view(for: snapshot.state)
        snapshot.labels = SectionLabels(
            component: section.component, headerTitle: section.header?.title,
            footerTitle: section.footer?.title ?? snapshot.collapse?.generatedFooterTitle,
            placeholderTitle: shown?.title, placeholderRetry: shown?.retry ?? false, canLoadMore: section.canLoadMore)
        snapshot.labels.interaction = SectionInteraction(section)
        snapshot.labels.interaction.placeholderAction = shown?.action
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
        if snapshot.direction == .rtl { mirrorPlacedFrames(&snapshot, width: width) }
    }

    /// Mirrors what ``place(_:spec:width:top:)`` put in page coordinates
    /// (item frames are mirrored where they are read). Decorations are
    /// laid out left to right like items — an inset's `left` is the start
    /// side — and their frames mirrored; what fills them (colours,
    /// gradients, shadows) stays as written, as CSS keeps backgrounds physical.
    private static func mirrorPlacedFrames(_ snapshot: inout SectionSnapshot, width: Double) {
        snapshot.frame = snapshot.frame.mirrored(within: width)
        snapshot.itemsArea = snapshot.itemsArea.mirrored(within: width)
        snapshot.header = snapshot.header?.mirrored(within: width)
        snapshot.footer = snapshot.footer?.mirrored(within: width)
        snapshot.placeholder = snapshot.placeholder?.mirrored(within: width)
        for index in snapshot.decorations.indices {
            snapshot.decorations[index].frame = snapshot.decorations[index].frame.mirrored(within: width)
        }
    }
}

extension LayoutSnapshot {
    /// Every element whose frame intersects `rect`: items, headers, footers,
    /// placeholders and decorations, in page coordinates (strip items at
    /// scroll offset 0, headers at their unpinned place).
    ///
    /// "Intersects" is ``Rect/intersects(_:)``: the two share interior, so an
    /// element that only touches the rectangle's edge is not returned. A
    /// zero-size rectangle therefore finds the elements strictly around a point.
    ///
    /// O(log n + k) for k elements returned: sections and each section's items
    /// are indexed by their leading edge (y, or x in strips) with the furthest
    /// trailing edge so far, which is correct for frames in any order.
    ///
    /// Order: the page state view, if shown; sections top to bottom; within
    /// a section the header, the placeholder, the items by leading edge (ties
    /// by index), the footer and the decorations. Items carry their
    /// ``ItemPosition``, placeholders the state they show.
    public func elements(in rect: Rect) -> [LayoutElement] {
        var result: [LayoutElement] = []
        if let stateView, stateView.frame.intersects(rect) {
            result.append(
                LayoutElement(
                    kind: .pageState, sectionIndex: -1, sectionID: "", frame: stateView.frame, state: stateView.state))
        }
        let top = rect.minY
        let bottom = rect.maxY
        let slack = Self.slack(top, bottom, 0)
        sectionIndex.forEachCandidate(in: sectionBounds, from: top - slack, to: bottom + slack) { index in
            collect(index, in: rect, into: &result)
        }
        return result
    }

    private func collect(_ sectionIndex: Int, in rect: Rect, into result: inout [LayoutElement]) {
        let section = sections[sectionIndex]
        func add(_ kind: LayoutElement.Kind, _ frame: Rect?, index: Int? = nil, state: SectionState? = nil) {
            guard let frame, frame.intersects(rect) else { return }
            result.append(
                LayoutElement(
                    kind: kind, sectionIndex: sectionIndex, sectionID: section.id, index: index, frame: frame,
                    state: state))
        }
        add(.header, section.header)
        add(.placeholder, section.placeholder, state: section.state)

        let frames = section.layoutResult.itemFrames
        let shown = frames.count
        let origin = section.itemOrigin
        let lower: Double
        let upper: Double
        if section.itemIndex.axis == .vertical {
            // Stored frames are relative to `origin`; the band is shifted to
            // match and widened by the rounding of that shift.
            let slack = Self.slack(rect.minY, rect.maxY, origin)
            lower = rect.minY - origin - slack
            upper = rect.maxY - origin + slack
        } else if section.direction == .rtl {
            // Stored frames are mirrored: so is the band, widened likewise.
            let mirror = section.itemMirrorWidth
            let slack = Self.slack(rect.minX, rect.maxX, mirror)
            lower = mirror - rect.maxX - slack
            upper = mirror - rect.minX + slack
        } else {
            lower = rect.minX
            upper = rect.maxX
        }
        section.itemIndex.forEachCandidate(in: frames, from: lower, to: upper) { index in
            let frame = section.pageFrame(frames[index])
            guard frame.intersects(rect) else { return }
            result.append(
                LayoutElement(
                    kind: .item, sectionIndex: sectionIndex, sectionID: section.id, index: index,
                    itemID: index < section.itemIDs.count ? section.itemIDs[index] : nil, frame: frame,
                    position: ItemPosition(index: index, count: shown)))
        }

        add(.footer, section.footer)
        for (index, element) in section.decorations.enumerated() {
            add(.decoration, element.frame, index: index)
        }
    }

    /// A margin covering the rounding of `value - origin` for the band's ends.
    private static func slack(_ lower: Double, _ upper: Double, _ origin: Double) -> Double {
        let magnitude = max(abs(lower), abs(upper), abs(origin))
        return magnitude.isFinite ? (magnitude + 1) * 1e-12 : 0
    }

    /// Each pinned header's frame when the page is scrolled to vertical offset
    /// `offset` (the page y at the top of the viewport), in section order.
    ///
    /// A pinned header sticks to the top of the viewport while its section is
    /// on screen and is pushed up by the section's end, as UIKit's
    /// `sectionHeadersPinToVisibleBounds` and CSS `position: sticky` inside
    /// its section: its y is `min(max(naturalY, offset), section.maxY − height)`.
    /// Above its section's start it stays in place; once the section has
    /// scrolled past, it leaves with the section's bottom.
    public func pinnedHeaders(atOffset offset: Double) -> [LayoutElement] {
        var result: [LayoutElement] = []
        for (index, section) in sections.enumerated() where section.headerPinned {
            guard let header = section.header else { continue }
            var frame = header
            // `max` with a NaN offset keeps the natural place.
            frame.y = min(offset > header.y ? offset : header.y, max(header.y, section.frame.maxY - header.height))
            result.append(LayoutElement(kind: .header, sectionIndex: index, sectionID: section.id, frame: frame))
        }
        return result
    }

    /// Each pinned footer's frame when the page is scrolled to vertical
    /// offset `offset` (the page y at the top of the viewport) in a viewport
    /// `viewportHeight` high, in section order.
    ///
    /// A pinned footer sticks to the bottom of the viewport while its section
    /// is on screen and is pushed down by the section's top, as CSS
    /// `position: sticky; bottom: 0` inside its section (Compositional
    /// Layout's pinned footers): its y is
    /// `max(section.minY, min(naturalY, offset + viewportHeight − height))`.
    /// Below its section's end it stays in place; before the section has
    /// scrolled into view, it waits at the section's top. A non-number
    /// offset or height leaves footers in place.
    public func pinnedFooters(atOffset offset: Double, viewportHeight: Double) -> [LayoutElement] {
        let bottom = offset + viewportHeight
        var result: [LayoutElement] = []
        for (index, section) in sections.enumerated() where section.footerPinned {
            guard let footer = section.footer else { continue }
            var frame = footer
            // `bottom - height < y` is false for NaN: the natural place stays.
            let raised = bottom - footer.height < footer.y ? bottom - footer.height : footer.y
            frame.y = max(section.frame.minY, raised)
            result.append(LayoutElement(kind: .footer, sectionIndex: index, sectionID: section.id, frame: frame))
        }
        return result
    }
}

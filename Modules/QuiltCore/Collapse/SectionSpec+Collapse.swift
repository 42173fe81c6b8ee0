extension SectionSpec {
    /// The items the section's family lays out: all of them, or the first
    /// `count` while the section is collapsed to a count. (Collapsed to a
    /// number of lines, every item goes in; the engine keeps the lines' items.)
    /// The diff compares these, so expanding a count is an insert of the
    /// items it shows, and collapsing a delete.
    public var layoutItems: [Item] {
        guard let collapsible, collapsible.isCollapsed, case .count(let count) = collapsible.show, count < items.count
        else { return items }
        return Array(items.prefix(max(0, count)))
    }

    /// True while the section is collapsed to a number of lines (which items
    /// those hold depends on the layout).
    var collapsesToLines: Bool {
        guard let collapsible, collapsible.isCollapsed, case .lines = collapsible.show else { return false }
        return layout.arrange == .vertical
    }

    /// Warns `ineffective-option` at a collapse that can never hide more
    /// than the layout's `maxDisplay` already does: `show.count` at or above
    /// `maxDisplay.count` (with no `maxDisplay.lines`, which wins), or
    /// `show.lines` at or above `maxDisplay.lines`.
    static func reportCollapseBeyondMaxDisplay(
        _ collapsible: Collapsible, written: ConfigNode, layout: LayoutSpec, context: inout DecodingContext
    ) {
        guard let cap = layout.maxDisplay else { return }
        let show = written["show"]
        let node: ConfigNode
        switch collapsible.show {
        case .count: node = show?["count"] ?? show ?? written
        case .lines: node = show?["lines"] ?? show ?? written
        }
        switch collapsible.show {
        case .count(let count) where cap.lines == nil && cap.count.map({ count >= $0 }) == true:
            context.warning(
                .ineffectiveOption,
                "'show.count' \(count) hides nothing that 'maxDisplay.count' \(cap.count ?? 0) does not: the section never shows more",
                at: node)
        case .lines(let lines) where cap.lines.map({ lines >= $0 }) == true:
            context.warning(
                .ineffectiveOption,
                "'show.lines' \(lines) hides nothing that 'maxDisplay.lines' \(cap.lines ?? 0) does not: the section never shows more",
                at: node)
        default:
            break
        }
    }
}

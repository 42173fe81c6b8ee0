extension PageLayout {
    /// A collapsible section's state once its items are laid out: the
    /// items the collapse keeps out, and whether toggling changes anything
    /// (for an expanded section collapsing to lines, found by reading its
    /// frames up to the end of those lines).
    static func collapse(of snapshot: SectionSnapshot, spec: SectionSpec, collapsible: Collapsible) -> SectionCollapse {
        let hidden = collapsible.isCollapsed ? max(0, spec.items.count - snapshot.totalItemCount) : 0
        let canToggle: Bool
        switch (collapsible.isCollapsed, collapsible.show) {
        case (true, _): canToggle = hidden > 0
        case (false, .count(let count)): canToggle = spec.items.count > count
        case (false, .lines(let lines)):
            canToggle =
                snapshot.arrange == .vertical
                && CollapsedLines.end(of: lines, in: snapshot.layoutResult.itemFrames) != nil
        }
        return SectionCollapse(
            isCollapsed: collapsible.isCollapsed, hiddenItemCount: hidden, toggle: collapsible.toggle,
            canToggle: canToggle)
    }

    /// The height of the footer generated as a toggle: a section that
    /// toggles with its footer and can toggle gets one when it has none.
    static func generatedFooterHeight(_ collapse: SectionCollapse) -> Double? {
        collapse.toggle == .footer && collapse.canToggle ? Collapsible.footerHeight : nil
    }
}

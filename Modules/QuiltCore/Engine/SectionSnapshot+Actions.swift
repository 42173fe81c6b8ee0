extension SectionSnapshot {
    /// What tapping the header does, as an intent spelled as `quilt
    /// layout --intent` reads it: its own `action` (an intent, or
    /// `open:URL`), else `expand:ID` or `collapse:ID` when the header
    /// toggles a collapsible section, else nil.
    public var headerAction: String? {
        labels.interaction.headerAction?.spelled(section: id) ?? toggleAction(for: .header)
    }

    /// What tapping the footer does: its own `action`, else `expand:ID` or
    /// `collapse:ID` when the footer (the section's own or a generated one)
    /// toggles the section.
    public var footerAction: String? {
        labels.interaction.footerAction?.spelled(section: id) ?? toggleAction(for: .footer)
    }

    /// Whether item `index` is selected.
    public func isSelected(_ index: Int) -> Bool {
        !labels.interaction.selected.isEmpty && labels.interaction.selected.contains(drawnItemID(index))
    }

    /// What tapping item `index` does: `open:URL` (its slots filled from
    /// the item's data), `select:SECTION:ITEM` or, for a selected item,
    /// `deselect:SECTION:ITEM`, or an intent; nil for nothing.
    public func action(ofItem index: Int) -> String? {
        guard let action = labels.interaction.itemAction else { return nil }
        let data = itemData.indices.contains(index) ? itemData[index] : .null
        return action.spelled(section: id, itemID: drawnItemID(index), data: data, selected: isSelected(index))
    }

    /// What tapping the shown view does: its own `action` (an intent, or
    /// `open:URL`), else `retry` for a failed state's view that offers it,
    /// else nil.
    public var placeholderAction: String? {
        Self.stateViewAction(
            own: labels.interaction.placeholderAction, offersRetry: state == .failed && labels.placeholderRetry,
            section: id)
    }

    /// The action of a view that offers to load again, spelled as the
    /// loader's intent.
    public static let retryAction = "retry"

    /// What tapping a state view does, a section's or the page's
    /// (``PageStateView/action``): its own action spelled for `section`,
    /// else `retry` when it offers to load again, else nil.
    static func stateViewAction(own: TapAction?, offersRetry: Bool, section: String) -> String? {
        own?.spelled(section: section) ?? (offersRetry ? retryAction : nil)
    }

    private func toggleAction(for role: Collapsible.Toggle) -> String? {
        guard let collapse, collapse.toggle == role, collapse.canToggle else { return nil }
        return (collapse.isCollapsed ? "expand:" : "collapse:") + id
    }
}

extension SectionCollapse {
    /// What a generated toggle footer says: "Show all (n)" while collapsed,
    /// "Show less" while expanded; nil when the section generates none.
    public var generatedFooterTitle: String? {
        guard toggle == .footer, canToggle else { return nil }
        return isCollapsed ? "Show all (\(hiddenItemCount))" : "Show less"
    }
}

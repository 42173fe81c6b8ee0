extension SectionSpec {
    /// True when everything but the items is the same: component, layout family
    /// and options, header, footer, placeholder, state views, source, identity
    /// field, size rule, attachments, whether it can load more, selection
    /// mode, selected items and item action — and, when neither has items, the
    /// state each shows (a section with items shows them whatever its load
    /// state). Source locations are ignored, so editing lines above a
    /// section does not change it.
    ///
    /// Options, size providers and attachments are compared as their own
    /// types (each protocol requires `Equatable`); values of different types
    /// are never equal.
    public func hasSameContent(as other: SectionSpec) -> Bool {
        id == other.id && component == other.component && source == other.source && sourceItems == other.sourceItems
            && identityField == other.identityField
            && layout.name == other.layout.name && layout.hasSameOptions(as: other.layout)
            && Self.sameSupplementary(header, other.header) && Self.sameSupplementary(footer, other.footer)
            && Self.sameView(placeholder, other.placeholder)
            && Self.sameViews(states, other.states)
            && Self.sameCollapse(collapsible, other.collapsible)
            && (!items.isEmpty || !other.items.isEmpty || loadState == other.loadState)
            && canLoadMore == other.canLoadMore
            && sizes == other.sizes && attachments == other.attachments
            && selection == other.selection && selected == other.selected && itemAction == other.itemAction
    }

    private static func sameSupplementary(_ a: SupplementarySpec?, _ b: SupplementarySpec?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?):
            a.height == b.height && a.pinned == b.pinned && a.title == b.title && a.action == b.action
        default: false
        }
    }

    private static func sameView(_ a: PlaceholderSpec?, _ b: PlaceholderSpec?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.looksLike(b)
        default: false
        }
    }

    private static func sameCollapse(_ a: Collapsible?, _ b: Collapsible?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.sameContent(as: b)
        default: false
        }
    }

    private static func sameViews(_ a: StateViews?, _ b: StateViews?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.looksLike(b)
        default: false
        }
    }
}

extension SectionSpec {
    /// True when everything but the items is the same: component, layout family
    /// and options, header, footer, placeholder, state views, source, identity
    /// field, size rule and attachments — and, when neither has items, the
    /// state each shows (a section with items shows them whatever its load
    /// state). Source locations are ignored, so editing lines above a
    /// section does not change it.
    ///
    /// Options, size rules and attachments are compared through `Hashable` when
    /// their types conform; a value whose type does not is never equal (the
    /// section is then reported as updated and laid out again, the safe side).
    public func hasSameContent(as other: SectionSpec) -> Bool {
        id == other.id && component == other.component && source == other.source
            && identityField == other.identityField
            && layout.name == other.layout.name && layout.family.name == other.layout.family.name
            && Self.sameValue(layout.options, other.layout.options)
            && Self.sameSupplementary(header, other.header) && Self.sameSupplementary(footer, other.footer)
            && Self.sameView(placeholder, other.placeholder)
            && Self.sameViews(states, other.states)
            && (!items.isEmpty || !other.items.isEmpty || loadState == other.loadState)
            && Self.sameValue(sizes, other.sizes)
            && attachments.count == other.attachments.count
            && attachments.allSatisfy { key, value in other.attachments[key].map { Self.sameValue(value, $0) } ?? false
            }
    }

    private static func sameSupplementary(_ a: SupplementarySpec?, _ b: SupplementarySpec?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.height == b.height && a.pinned == b.pinned && a.title == b.title
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

    private static func sameViews(_ a: StateViews?, _ b: StateViews?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.looksLike(b)
        default: false
        }
    }

    private static func sameValue(_ a: any Sendable, _ b: any Sendable) -> Bool {
        guard let a = a as? any Hashable, let b = b as? any Hashable else { return false }
        return AnyHashable(a) == AnyHashable(b)
    }
}

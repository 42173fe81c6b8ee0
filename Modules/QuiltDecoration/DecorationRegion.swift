import QuiltCore

/// Which parts of a section a decoration covers (EaseModule's `EaseComponentDecorate`).
///
/// A region is a band across the section: vertically from the top of its first
/// covered part to the bottom of its last; horizontally the section less the
/// layout's left and right inset, the column the items lie in. "Items" is the
/// items area, the layout's top and bottom inset included (it holds the
/// placeholder when the section is empty, and is the visible box of a
/// horizontal strip):
///
/// ```
///   ┌────────────────────────────────────┐ ─┐
///   │ header                             │  │ containHeader, all
///   ├────────────────────────────────────┤ ─┤
///   │            inset.top               │  │
///   │      ┌──────────────────────┐      │  │ the items area:
///   │◄────►│ items / placeholder  │◄────►│  │ every region
///   │ left └──────────────────────┘ right│  │
///   │            inset.bottom            │  │
///   ├────────────────────────────────────┤ ─┤
///   │ footer                             │  │ containFooter, all
///   └────────────────────────────────────┘ ─┘
///          ├──────────────────────┤
///           the band's x extent
/// ```
public enum DecorationRegion: String, ConfigEnum, Hashable, Sendable {
    /// Nothing: the decoration draws nothing (turns off a component kind's default).
    case none
    /// The items area.
    case onlyItem
    /// The header and the items area.
    case containHeader
    /// The items area and the footer.
    case containFooter
    /// Header, items area and footer.
    case all

    /// Whether the region asks for the header.
    public var includesHeader: Bool { self == .containHeader || self == .all }
    /// Whether the region asks for the footer.
    public var includesFooter: Bool { self == .containFooter || self == .all }

    /// The band the region covers in `geometry`, before the decoration's own
    /// inset; nil for `none`. Parts the section lacks are left out. The width
    /// may be negative when the layout's inset is wider than the section.
    public func band(in geometry: SectionGeometry) -> Rect? {
        guard self != .none else { return nil }
        var top = geometry.itemsArea.minY
        var bottom = geometry.itemsArea.maxY
        if includesHeader, let header = geometry.header { top = min(top, header.minY) }
        if includesFooter, let footer = geometry.footer { bottom = max(bottom, footer.maxY) }
        let left = geometry.itemsArea.minX + geometry.inset.left
        let right = geometry.itemsArea.maxX - geometry.inset.right
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// How a horizontal strip settles after the user scrolls it (EaseModule's
/// `EaseLayoutHorizontalScrollingBehavior`, UIKit's orthogonal scrolling behaviours).
public enum ScrollingBehavior: String, ConfigEnum, Hashable, Sendable {
    /// The strip does not scroll.
    case none
    /// Free scrolling, no snapping.
    case continuous
    /// Pages of the strip's visible width.
    case paging
    /// Stops at each item's leading edge (minus the leading inset).
    case itemPaging
    /// Stops with an item centred.
    case centered
}

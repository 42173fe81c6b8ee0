/// A collapsible section's state in a snapshot: collapsed or not, how many
/// items the collapse keeps out, and which element toggles it.
public struct SectionCollapse: Hashable, Sendable {
    /// True while the section shows only its prefix.
    public var isCollapsed: Bool
    /// Items the collapse keeps from the layout (0 when expanded); once
    /// expanded, `maxDisplay` may still cut some of them.
    public var hiddenItemCount: Int
    /// The header or the footer.
    public var toggle: Collapsible.Toggle
    /// True when toggling changes what shows: collapsed with items hidden,
    /// or expanded with more than the collapsed prefix. Without it no
    /// footer is generated and the header toggles nothing.
    public var canToggle: Bool

    /// Creates a collapse state.
    public init(isCollapsed: Bool, hiddenItemCount: Int, toggle: Collapsible.Toggle, canToggle: Bool) {
        self.isCollapsed = isCollapsed
        self.hiddenItemCount = hiddenItemCount
        self.toggle = toggle
        self.canToggle = canToggle
    }
}

/// A section that shows a prefix of its items until it is expanded
/// (Astrolabe's expandable sources): `collapsible: {collapsed: true, show: {count: 3}}`.
///
/// Collapsed, the section lays out its first `count` items, or the items of
/// its first `lines` lines; expanded, all of them. `maxDisplay` caps both: a
/// collapsed section shows at most `show` and at most `maxDisplay`, an
/// expanded one at most `maxDisplay`. The header, or else a footer (the
/// section's own, or one generated 44 points high), is the toggle.
public struct Collapsible: Hashable, Sendable {
    /// How much a collapsed section shows.
    public var show: Show
    /// True while the section shows only its prefix. YAML gives the initial
    /// state (default `true`); toggling changes it
    /// (``PageSpec/settingCollapsed(_:section:)``).
    public var isCollapsed: Bool
    /// What the user taps to expand or collapse.
    public var toggle: Toggle
    /// Where it was written.
    public var location: SourceLocation

    /// How much a collapsed section shows.
    public enum Show: Hashable, Sendable {
        /// Its first `n` items.
        case count(Int)
        /// The items of its first `n` lines (rows of a vertical list, flex or
        /// grid): a new line starts at each item whose top is below the top
        /// of the item before it.
        case lines(Int)
    }

    /// The element that toggles the section.
    public enum Toggle: String, ConfigEnum, Hashable, Sendable {
        /// The section's header.
        case header
        /// The section's footer, generated when the section has none.
        case footer
    }

    /// The height of a generated toggle footer, in points.
    public static let footerHeight = 44.0

    /// Creates a collapsible description.
    public init(show: Show, isCollapsed: Bool = true, toggle: Toggle = .footer, location: SourceLocation = .unknown) {
        self.show = show
        self.isCollapsed = isCollapsed
        self.toggle = toggle
        self.location = location
    }

    /// True when the two describe the same section content: the same `show`
    /// and toggle, and — when it shows a number of lines, which only a
    /// layout turns into items — the same state. A count's state shows in
    /// the items a section lays out (``SectionSpec/layoutItems``), so the
    /// diff sees expanding as items inserted.
    public func sameContent(as other: Collapsible) -> Bool {
        guard show == other.show, toggle == other.toggle else { return false }
        if case .lines = show { return isCollapsed == other.isCollapsed }
        return true
    }
}

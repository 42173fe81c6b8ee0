/// The page's inline direction (`direction:` on a page, `--direction` on the
/// commands), as CSS `direction` on the page's root.
///
/// Families always lay out left to right; under `rtl` the engine mirrors
/// every frame of a section about its vertical centre line
/// (``Rect/mirrored(within:)``), which is what CSS computes for each family's
/// equivalent under `direction: rtl` (see docs/right-to-left.md): flex lines
/// and grid columns start at the right, a waterfall's `leftToRight` fills from
/// the start (right) edge, strips start at the right and scroll towards the left.
public enum LayoutDirection: String, ConfigEnum, Hashable, Sendable {
    /// Left to right: frames as the families computed them.
    case ltr
    /// Right to left: every frame mirrored, strips scrolling from the right.
    case rtl

    /// Spellings from other tools; written, they are `unknown-value` errors
    /// suggesting the case.
    public static var otherSpellings: [String: LayoutDirection] {
        ["lefttoright": .ltr, "left-to-right": .ltr, "righttoleft": .rtl, "right-to-left": .rtl]
    }
}

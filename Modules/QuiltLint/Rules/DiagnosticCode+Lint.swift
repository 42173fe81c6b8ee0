import QuiltCore

/// The ids of the lint rules that report problems no decoder reports: rules
/// that check a file themselves, and rules that claim a decoder's general
/// code (`ineffective-option`, `wrong-type`, `unknown-key`) for a case they
/// explain better. A rule that reports a decoder's code as it is takes that
/// code as its id instead (``OutOfRangeRule`` is ``DiagnosticCode/outOfRange``).
extension DiagnosticCode {
    /// A decoration colour with alpha 0: it draws nothing.
    public static let invisibleColor = DiagnosticCode("invisible-color")
    /// A hex decoration colour not in its canonical form (lower-case `#rrggbb`, `aa` only when not opaque).
    public static let nonCanonicalColor = DiagnosticCode("non-canonical-color")
    /// A `# pagelint:disable…` comment that suppresses nothing, names no rule, or is malformed.
    public static let superfluousDisable = DiagnosticCode("superfluous-disable")
    /// `maxDisplay` sets both `count` and `lines`; lines wins.
    public static let maxDisplayCountAndLines = DiagnosticCode("max-display-count-and-lines")
    /// `scrolling` set on a vertical section, which never scrolls sideways.
    public static let scrollingOnVertical = DiagnosticCode("scrolling-on-vertical")
    /// A decoration with `region: containHeader` on a section without a header.
    public static let containHeaderWithoutHeader = DiagnosticCode("contain-header-without-header")
    /// An inline item that fails its component kind's fields.
    public static let itemFieldType = DiagnosticCode("item-field-type")
    /// `pinned: true` on the header of a horizontal strip.
    public static let pinnedHeaderOnStrip = DiagnosticCode("pinned-header-on-strip")
    /// A horizontal strip's placeholder shorter than the strip's content.
    public static let placeholderShorterThanContent = DiagnosticCode("placeholder-shorter-than-content")
    /// A size rule that reads an item field its component kind does not declare.
    public static let sizeRuleUnknownField = DiagnosticCode("size-rule-unknown-field")
    /// A page file inside a project that no `pages:` glob lists.
    public static let unreachablePage = DiagnosticCode("unreachable-page")
}

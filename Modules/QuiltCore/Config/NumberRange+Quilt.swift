/// Quilt's ranges: the one list every number read from outside is checked
/// against. `Schemas/numbers.schema.json` is generated from ``all``; each
/// numeric key of the other schemas refers to one of its entries, and the
/// table in `docs/limits.md` is generated from both (tests check all three).
///
/// The bounds are wide enough for any real page and narrow enough that
/// every sum a family computes stays finite: a million items of the longest
/// length end near 10¹², far below where a `Double` overflows.
extension NumberRange {
    /// ``length``'s bounds, as a constant the per-item checks inline
    /// (``ItemMeasure/usableLength(_:)``): reading ``length`` itself goes
    /// through its lazy initialiser and copies the range, for every item.
    @inlinable public static var lengthBounds: ClosedRange<Double> { 0...1_000_000 }
    /// Lengths in points: heights, spacings, gaps, radii, item and track sizes.
    public static let length = NumberRange(
        "length", lengthBounds, unit: "pt",
        summary:
            "Lengths: header, footer and placeholder heights, spacings and gaps, item, row, column and track sizes, strip heights, radii, text padding; lengths read from item data (outside it they are unusable and the family's default applies)."
    )
    /// Lengths that may be negative: insets and offsets.
    public static let signedLength = NumberRange(
        "signedLength", -1_000_000...1_000_000, unit: "pt",
        summary: "Lengths that may be negative: layout and decoration insets, shadow offsets.")
    /// Container widths.
    public static let width = NumberRange(
        "width", 1...100_000, unit: "pt",
        summary:
            "Container widths: `--width` of every command, `widths:` in quilt.yml, pagelint's `width`, the preview's `?width=`."
    )
    /// Widths drawn side by side.
    public static let widthCount = NumberRange(
        "widthCount", 1...8, whole: true,
        summary: "Widths one render draws side by side (`quilt render --width 320,390,768`, the preview's `?width=`).")
    /// Vertical scroll offsets.
    public static let scrollOffset = NumberRange(
        "scrollOffset", -1_000_000_000...1_000_000_000, unit: "pt",
        summary: "Vertical scroll offsets (`quilt layout --offset`).")
    /// Viewport heights.
    public static let viewportHeight = NumberRange(
        "viewportHeight", 1...1_000_000, unit: "pt",
        summary: "Viewport heights that pinned footers stick to the bottom of (`quilt layout --viewport-height`).")
    /// Scroll velocities.
    public static let velocity = NumberRange(
        "velocity", -1_000...1_000, unit: "pt/ms",
        summary:
            "Scroll velocities a strip is let go with: the live preview's `release`, the WebAssembly API's `targetOffset`."
    )
    /// ``fraction``'s bounds, as a constant the per-item checks inline
    /// (``ItemMeasure/usableRatio(_:)``).
    @inlinable public static var fractionBounds: ClosedRange<Double> { 0.001...1_000 }
    /// Fractions and ratios, from a thousandth to a thousand: an item ratio
    /// divides a height by its fraction, and a smaller one made strips
    /// wider than any output prints (10⁻³⁰⁶ overflowed to infinity).
    public static let fraction = NumberRange(
        "fraction", fractionBounds,
        summary:
            "Fractions and ratios: `{fraction: f}` distributions, item ratios and size lengths, `fr` track shares, aspect ratios read from item data."
    )
    /// Font sizes.
    public static let fontSize = NumberRange(
        "fontSize", greaterThan: 0, atMost: 1_000, unit: "pt",
        summary: "Font sizes and text line heights (`font`, `lineHeight`).")
    /// Flex factors.
    public static let flexFactor = NumberRange(
        "flexFactor", 0...1_000,
        summary: "A view box's `grow`: its share of its row's or column's free space (CSS `flex-grow`).")
    /// Font weights.
    public static let fontWeight = NumberRange(
        "fontWeight", 1...1_000, whole: true,
        summary: "Font weights, in `fonts:` of quilt.yml and a text's `weight`.")
    /// A face within a font collection.
    public static let fontIndex = NumberRange(
        "fontIndex", 0...65_535, whole: true,
        summary: "The face of a font collection (`.ttc`): `index:` in `fonts:` of quilt.yml.")
    /// Items per line.
    public static let itemsPerLine = NumberRange(
        "itemsPerLine", 1...1_000, whole: true,
        summary: "Items per line: `distribution: n`.")
    /// Lanes and tracks.
    public static let lanes = NumberRange(
        "lanes", 1...1_000, whole: true,
        summary: "Rows of a list strip, waterfall columns and rows, grid track counts and spans.")
    /// Display caps.
    public static let displayCount = NumberRange(
        "displayCount", 0...1_000_000, whole: true,
        summary:
            "`maxDisplay` counts and lines, a text's `maxLines` (0: no limit), and what a collapsed section shows (`collapsible.show`)."
    )
    /// Numbers from 0 to 1.
    public static let unitInterval = NumberRange(
        "unitInterval", 0...1,
        summary: "Opacities, gradient stop locations and end points.")
    /// Request timeouts.
    public static let timeout = NumberRange(
        "timeout", greaterThan: 0, atMost: 3_600, unit: "s",
        summary: "Request and module timeouts.")
    /// Retry back-off.
    public static let backoff = NumberRange(
        "backoff", 0...60, unit: "s",
        summary: "Seconds before the first retry.")
    /// Back-off growth.
    public static let backoffMultiplier = NumberRange(
        "backoffMultiplier", 1...10,
        summary: "The factor each retry's wait grows by.")
    /// Request attempts.
    public static let attempts = NumberRange(
        "attempts", 1...10, whole: true,
        summary: "Tries of a request in all, the first included.")
    /// Items per page of paging.
    public static let pageSize = NumberRange(
        "pageSize", 1...10_000, whole: true,
        summary: "Items per page of paging (`paging.size`).")
    /// Page numbers.
    public static let pageNumber = NumberRange(
        "pageNumber", -1_000_000_000...1_000_000_000, whole: true,
        summary: "The first page number of page-number paging (`paging.start`).")
    /// Port numbers.
    public static let port = NumberRange(
        "port", 0...65_535, whole: true,
        summary: "The port `quilt preview` listens on (0: any free port).")
    /// Pages loaded after the first.
    public static let loadMore = NumberRange(
        "loadMore", 0...1_000, whole: true,
        summary: "Pages loaded after the first (`--load-more`).")

    /// Every range Quilt reads numbers in, in the order the docs list them.
    public static let all: [NumberRange] = [
        .length, .signedLength, .width, .widthCount, .scrollOffset, .viewportHeight, .velocity, .fraction, .flexFactor,
        .fontSize, .fontWeight, .fontIndex,
        .itemsPerLine, .lanes,
        .displayCount,
        .unitInterval, .timeout, .backoff, .backoffMultiplier, .attempts, .pageSize, .pageNumber, .loadMore, .port,
    ]

    /// The range in ``all`` named `name`.
    public static func named(_ name: String) -> NumberRange? {
        all.first { $0.name == name }
    }
}

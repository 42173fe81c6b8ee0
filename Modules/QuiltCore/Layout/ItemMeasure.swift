/// What a size rule says about one item: a width, a height, an aspect ratio,
/// spans. Families read what they need (flex the width, waterfall the height
/// or the aspect ratio, grid the spans) and fall back to their own defaults
/// for whatever is nil.
public struct ItemMeasure: Hashable, Sendable {
    /// The item's width in points, if the rule gives one.
    public var width: Double?
    /// The item's height in points, if the rule gives one.
    public var height: Double?
    /// Height ÷ width, if the rule gives a shape rather than a size: a family
    /// that fixes one side of the item (a waterfall's column width or row
    /// height) derives the other from it.
    public var aspectRatio: Double?
    /// Columns spanned (grid), if the rule gives a span.
    public var columnSpan: Int?
    /// Rows spanned (grid), if the rule gives a span.
    public var rowSpan: Int?

    /// Creates a measure.
    public init(
        width: Double? = nil, height: Double? = nil, aspectRatio: Double? = nil, columnSpan: Int? = nil,
        rowSpan: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// No size information: families use their defaults.
    public static let unspecified = ItemMeasure()

    /// `value` when it is a usable length (in ``NumberRange/length``), else nil.
    ///
    /// Families pass what a provider returned through this before using it,
    /// so item data or a provider written in code that gives a negative,
    /// huge or non-finite length gets the family's default instead.
    @inlinable
    public static func usableLength(_ value: Double?) -> Double? {
        guard let value, NumberRange.lengthBounds.contains(value) else { return nil }
        return value
    }

    /// `value` when it is a usable aspect ratio (in ``NumberRange/fraction``), else nil.
    @inlinable
    public static func usableRatio(_ value: Double?) -> Double? {
        guard let value, NumberRange.fractionBounds.contains(value) else { return nil }
        return value
    }
}

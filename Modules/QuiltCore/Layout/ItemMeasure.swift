/// What a size rule says about one item: a width, a height, spans. Families
/// read what they need (flex the width, waterfall the height, grid the spans)
/// and fall back to their own options for the rest.
public struct ItemMeasure: Hashable, Sendable {
    /// The item's width in points, if the rule gives one.
    public var width: Double?
    /// The item's height in points, if the rule gives one.
    public var height: Double?
    /// Columns spanned (grid); at least 1.
    public var columnSpan: Int
    /// Rows spanned (grid); at least 1.
    public var rowSpan: Int

    /// Creates a measure.
    public init(width: Double? = nil, height: Double? = nil, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.width = width
        self.height = height
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// No size information: families use their defaults.
    public static let unspecified = ItemMeasure()
}
